// Horizontal bar charts as plain elements: a label beside each bar, the bar's segments sized in percentages of
// the axis' top tick, its value after it, round ticks under the last bar. A change of figures re-renders a few
// elements and nothing is measured (a chart library that measures its labels and keeps its own store took most
// of a statistics file's main-thread time at load: decision 022). `data-part` names the parts for tests.
import { memo } from 'react';
import { niceTicks } from '@/lib/chart-ticks';
import classes from './bar-chart.module.css';

/** A square of a series' colour, for legends and tooltips. */
export function Swatch({ color }: { color: string }) {
  return <span className={classes.swatch} style={{ background: color }} aria-hidden="true" />;
}

export function ChartLegend({ series }: { series: readonly { name: string; color: string }[] }) {
  return (
    <ul className={classes.legend} aria-label="Legend">
      {series.map((s) => (
        <li key={s.name}>
          <Swatch color={s.color} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export interface Bar {
  key: string;
  /** Shown beside the bar (cut with an ellipsis when long; whole in its title). */
  name: string;
  /** Drawn one after the other from zero. */
  segments: readonly { value: number; color: string }[];
  /** Written after the bar, if given. */
  value?: string;
  /** The bar as one image to assistive technology, if given; else the chart describes its bars itself. */
  description?: string;
}

const wholeNumber = (tick: number) => tick.toLocaleString();

export const BarChart = memo(function BarChart({
  bars,
  formatTick = wholeNumber,
  labelWidth = 150,
}: {
  bars: readonly Bar[];
  formatTick?: (tick: number) => string;
  /** Width of the labels' column, in pixels. */
  labelWidth?: number;
}) {
  const total = (bar: Bar) => bar.segments.reduce((sum, segment) => sum + segment.value, 0);
  const ticks = niceTicks(Math.max(0, ...bars.map(total)));
  const top = ticks[ticks.length - 1] ?? 1;
  const share = (value: number) => `${(value * 100) / top}%`;
  return (
    <div
      className={classes.bars}
      style={{ gridTemplateColumns: `${labelWidth}px 1fr` }}
      data-values={bars.some((bar) => bar.value !== undefined) || undefined}
    >
      {bars.map((bar) => (
        <div key={bar.key} className={classes.bar} data-part="bar">
          <span className={classes.label} title={bar.name} data-part="label">
            {bar.name}
          </span>
          <span
            className={classes.track}
            {...(bar.description ? { role: 'img', 'aria-label': bar.description } : {})}
          >
            {bar.segments.map((segment, i) => (
              <span
                key={i}
                className={classes.segment}
                data-part="segment"
                style={{ width: share(segment.value), background: segment.color }}
              />
            ))}
            {bar.value !== undefined && (
              <span className={classes.value} data-part="value">
                {bar.value}
              </span>
            )}
          </span>
        </div>
      ))}
      <span />
      <div className={classes.axis} aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} className={classes.tick} style={{ left: share(tick) }} data-part="tick">
            {formatTick(tick)}
          </span>
        ))}
      </div>
    </div>
  );
});
