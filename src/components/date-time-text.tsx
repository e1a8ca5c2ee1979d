// A date-time shown in the reader's locale, with the raw value of the API on hover.
import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatCompactDateTime, formatDateTime } from '@/lib/format';

export function DateTimeText({
  value,
  compact = false,
  ...props
}: {
  value: string | null | undefined;
  /** For a table cell: no seconds and no year when it is this year; the full date-time on hover. */
  compact?: boolean;
} & TextProps) {
  if (!value) {
    return (
      <Text component="span" c="dimmed" {...props}>
        —
      </Text>
    );
  }
  return (
    <Tooltip label={compact ? `${formatDateTime(value)} (${value})` : value} openDelay={300}>
      <Text component="time" dateTime={value.replace(' ', 'T')} size="sm" {...props}>
        {compact ? formatCompactDateTime(value) : formatDateTime(value)}
      </Text>
    </Tooltip>
  );
}
