// A status as a coloured badge (the look of Mantine's light Badge) whose meaning shows on hover and is read by
// screen readers. One native element, no component or tooltip: tables show hundreds of them.
import type { MantineColor } from '@mantine/core';
import classes from './light-table.module.css';

export interface StatusStyle {
  color: MantineColor;
  /** What the status means, in a sentence. */
  meaning: string;
  /** Label for people when it differs from the raw value. */
  label?: string;
}

export function StatusBadge({
  status,
  styles,
}: {
  status: string;
  styles: Readonly<Record<string, StatusStyle>>;
}) {
  const style = styles[status.toLowerCase()] ?? {
    color: 'gray',
    meaning: `Status "${status}" is not described by the platform.`,
  };
  const label = style.label ?? status;
  return (
    <span
      className={classes.badge}
      data-color={style.color}
      title={style.meaning}
      role="img"
      aria-label={`${label}: ${style.meaning}`}
    >
      {label}
    </span>
  );
}
