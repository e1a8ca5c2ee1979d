// Verified and other sessions per group (channel or country) as horizontal stacked bars, without a map. Plain
// elements sized in percentages: a change of the figures only changes widths and numbers (no chart library
// measuring its labels and recomputing its layout on the main thread each time pages arrive).
import { memo, type CSSProperties } from 'react';
import type { GroupFigures } from '../figures';
import classes from './insight.module.css';
import { niceTicks } from './chart-scale';

const VERIFIED = 'var(--mantine-color-teal-7)';
const OTHER = 'var(--mantine-color-gray-5)';

const swatch = (color: string) => ({ '--swatch': color }) as CSSProperties;

export function ChartLegend({ series }: { series: readonly { name: string; color: string }[] }) {
  return (
    <ul className={classes.legend} aria-label="Legend">
      {series.map((s) => (
        <li key={s.name}>
          <span className={classes.swatch} style={swatch(s.color)} aria-hidden="true" />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export const GroupBars = memo(function GroupBars({
  rows,
  nameOf,
  label,
}: {
  rows: readonly GroupFigures[];
  nameOf: (key: string) => string;
  label: string;
}) {
  const ticks = niceTicks(Math.max(0, ...rows.map((g) => g.sessions)));
  const top = ticks[ticks.length - 1] ?? 1;
  const share = (value: number) => `${(value * 100) / top}%`;
  return (
    <figure aria-label={`${label}: verified and other sessions`} style={{ margin: 0 }}>
      <ChartLegend
        series={[
          { name: 'Verified', color: VERIFIED },
          { name: 'Not verified', color: OTHER },
        ]}
      />
      <div className={classes.bars}>
        {rows.map((g) => {
          const name = nameOf(g.key);
          return (
            <div key={g.key} style={{ display: 'contents' }}>
              <span className={classes.barLabel} title={name}>
                {name}
              </span>
              <span
                className={classes.track}
                role="img"
                aria-label={`${name}: ${g.verified} verified, ${g.sessions - g.verified} not verified`}
              >
                <span
                  className={classes.segment}
                  style={{ ...swatch(VERIFIED), width: share(g.verified) }}
                />
                <span
                  className={classes.segment}
                  style={{ ...swatch(OTHER), width: share(g.sessions - g.verified) }}
                />
              </span>
            </div>
          );
        })}
        <span />
        <div className={classes.axis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ left: share(tick) }}>
              {tick.toLocaleString()}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
});
