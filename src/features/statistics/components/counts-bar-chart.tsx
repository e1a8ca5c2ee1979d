// One bar chart of the summary (entries by status, country or operator): every bar labelled and its value at its
// end, round axis ticks. Recharts, under @mantine/charts, is most of the statistics viewer's code, so this module
// is loaded when the first chart is drawn (summary-panel.tsx), not with the page: the file's entries and numbers
// never wait for it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatCompact, formatCount } from '../count-text';

/** The longest category label drawn beside a bar; the table under the chart has the full value. */
const LABEL_CHARS = 16;
const tickLabel = (name: string) =>
  name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name;

export interface CountsBarChartProps {
  height: number;
  data: readonly { name: string; entries: number }[];
  /** The value axis' ticks, round numbers from 0 (roundTicks). */
  ticks: readonly number[];
}

export default function CountsBarChart({ height, data, ticks }: CountsBarChartProps) {
  return (
    <BarChart
      h={height}
      data={[...data]}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'entries', color: 'blue.7', label: 'Entries' }]}
      gridAxis="y"
      valueFormatter={formatCompact}
      withBarValueLabel
      valueLabelProps={{ formatter: (value: unknown) => formatCount(Number(value)) }}
      barChartProps={{ margin: { right: 56 } }}
      xAxisProps={{
        ticks: [...ticks],
        domain: [0, ticks[ticks.length - 1] ?? 1],
        interval: 0,
        allowDecimals: false,
      }}
      yAxisProps={{ width: 118, interval: 0, tickFormatter: tickLabel }}
      withTooltip={false}
      accessibilityLayer={false}
    />
  );
}
