// A status as a coloured badge whose meaning shows on hover (and to screen readers).
import { Badge, Tooltip, type MantineColor } from '@mantine/core';

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
  return (
    <Tooltip label={style.meaning} multiline w={260} openDelay={200}>
      <Badge
        color={style.color}
        variant="light"
        tabIndex={0}
        aria-label={`${style.label ?? status}: ${style.meaning}`}
      >
        {style.label ?? status}
      </Badge>
    </Tooltip>
  );
}
