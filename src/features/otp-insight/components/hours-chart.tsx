// Sessions and verified sessions by hour of the period (a line chart), in the reader's time zone. Each line is
// one SVG path stretched over the plot; the labels and the grid are placed in percentages, so that a change of
// the figures re-renders a few elements and measures nothing (a chart library's layout of 720 hours, redone on
// the main thread each time pages arrive, took far longer than a frame).
import '@mantine/core/styles/Card.layer.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { memo, useState, type MouseEvent } from 'react';
import type { HourFigures } from '../figures';
import classes from './insight.module.css';
import { niceTicks } from '@/lib/chart-ticks';
import { ChartLegend, Swatch } from '@/components/bar-chart';

const hourLabel = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
});

/** Hour labels along the axis, at most. */
const AXIS_LABELS = 8;

const SERIES = [
  { name: 'Sessions', key: 'sessions', color: 'var(--mantine-color-blue-7)' },
  { name: 'Verified', key: 'verified', color: 'var(--mantine-color-teal-7)' },
] as const;

/** The path of one series over the plot's own units: x the hour's index, y the top value minus the value. */
function linePath(hours: readonly HourFigures[], key: 'sessions' | 'verified', top: number) {
  if (hours.length === 1) return `M0,${top - (hours[0]?.[key] ?? 0)}h1`;
  return hours.map((h, i) => `${i === 0 ? 'M' : 'L'}${i},${top - h[key]}`).join('');
}

const Lines = memo(function Lines({ hours }: { hours: readonly HourFigures[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const ticks = niceTicks(Math.max(0, ...hours.map((h) => h.sessions)));
  const top = ticks[ticks.length - 1] ?? 1;
  const span = Math.max(1, hours.length - 1);
  const x = (index: number) => `${(index * 100) / span}%`;
  const every = Math.max(1, Math.ceil(hours.length / AXIS_LABELS));
  const labelled: number[] = [];
  for (let i = 0; i < hours.length; i += every) labelled.push(i);
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * span);
    setHovered(Math.min(hours.length - 1, Math.max(0, at)));
  };
  const hover = hovered === null ? undefined : hours[hovered];
  return (
    <figure aria-label="Sessions and verified sessions by hour" style={{ margin: 0 }}>
      <ChartLegend series={SERIES} />
      <div className={classes.lines}>
        <div className={classes.yAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className={classes.yTick} style={{ bottom: `${(tick * 100) / top}%` }}>
              {tick.toLocaleString()}
            </span>
          ))}
        </div>
        <div className={classes.plot} onMouseMove={onMove} onMouseLeave={() => setHovered(null)}>
          {ticks.slice(1).map((tick) => (
            <span
              key={tick}
              className={classes.hline}
              style={{ bottom: `${(tick * 100) / top}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${span} ${top}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`${hours.length} hours: ${hours.reduce((n, h) => n + h.sessions, 0)} sessions, ${hours.reduce((n, h) => n + h.verified, 0)} verified`}
          >
            {SERIES.map((s) => (
              <path
                key={s.key}
                d={linePath(hours, s.key, top)}
                fill="none"
                stroke={s.color}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {hover && hovered !== null && (
            <>
              <span className={classes.cursor} style={{ left: x(hovered) }} />
              <div
                className={classes.tooltip}
                style={
                  hovered > span / 2
                    ? { right: `calc(${100 - (hovered * 100) / span}% + 8px)` }
                    : { left: `calc(${x(hovered)} + 8px)` }
                }
              >
                <Text size="sm" fw={600}>
                  {hourLabel.format(new Date(hover.hourMs))}
                </Text>
                {SERIES.map((s) => (
                  <Text key={s.key} size="sm">
                    <Swatch color={s.color} /> {s.name}: {hover[s.key].toLocaleString()}
                  </Text>
                ))}
              </div>
            </>
          )}
        </div>
        <div className={classes.xAxis} aria-hidden="true">
          {labelled.map((i, j) => {
            const hour = hours[i];
            return hour ? (
              <span
                key={hour.hourMs}
                className={classes.xTick}
                style={{ left: x(i) }}
                data-step={j % 4 === 0 ? 4 : j % 2 === 0 ? 2 : 1}
              >
                {hourLabel.format(new Date(hour.hourMs))}
              </span>
            ) : null;
          })}
        </div>
      </div>
    </figure>
  );
});

export const HoursChart = memo(function HoursChart({ hours }: { hours: readonly HourFigures[] }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          By hour
        </Title>
        {hours.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sessions.
          </Text>
        ) : (
          <Lines hours={hours} />
        )}
      </Stack>
    </Card>
  );
});
