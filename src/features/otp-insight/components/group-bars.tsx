// Verified and other sessions per group (channel or country) as horizontal stacked bars, without a map. Plain
// elements sized in percentages: a change of the figures only changes widths and numbers (no chart library
// measuring its labels and recomputing its layout on the main thread each time pages arrive).
import { memo } from 'react';
import { BarChart, ChartLegend } from '@/components/bar-chart';
import type { GroupFigures } from '../figures';

const VERIFIED = 'var(--mantine-color-teal-7)';
const OTHER = 'var(--mantine-color-gray-5)';

export const GroupBars = memo(function GroupBars({
  rows,
  nameOf,
  label,
}: {
  rows: readonly GroupFigures[];
  nameOf: (key: string) => string;
  label: string;
}) {
  return (
    <figure aria-label={`${label}: verified and other sessions`} style={{ margin: 0 }}>
      <ChartLegend
        series={[
          { name: 'Verified', color: VERIFIED },
          { name: 'Not verified', color: OTHER },
        ]}
      />
      <BarChart
        bars={rows.map((g) => {
          const name = nameOf(g.key);
          return {
            key: g.key,
            name,
            segments: [
              { value: g.verified, color: VERIFIED },
              { value: g.sessions - g.verified, color: OTHER },
            ],
            description: `${name}: ${g.verified} verified, ${g.sessions - g.verified} not verified`,
          };
        })}
      />
    </figure>
  );
});
