// A date-time shown in the reader's locale, with the raw value of the API on hover.
import { Text, type TextProps } from '@mantine/core';
import { formatCompactDateTime, formatDateTime } from '@/lib/format';

/**
 * The hover text is the browser's own (a `title`), as in the long tables' time cells: a floating tooltip per
 * date cost a positioning engine and a dozen hooks in every cell of every table.
 */
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
    <Text
      component="time"
      dateTime={value.replace(' ', 'T')}
      title={compact ? `${formatDateTime(value)} (${value})` : value}
      size="sm"
      {...props}
    >
      {compact ? formatCompactDateTime(value) : formatDateTime(value)}
    </Text>
  );
}
