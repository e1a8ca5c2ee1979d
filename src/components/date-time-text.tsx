// A date-time shown in the reader's locale, with the raw value of the API on hover.
import { Text, Tooltip, type TextProps } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

export function DateTimeText({
  value,
  ...props
}: { value: string | null | undefined } & TextProps) {
  if (!value) {
    return (
      <Text component="span" c="dimmed" {...props}>
        —
      </Text>
    );
  }
  return (
    <Tooltip label={value} openDelay={300}>
      <Text component="time" dateTime={value.replace(' ', 'T')} size="sm" {...props}>
        {formatDateTime(value)}
      </Text>
    </Tooltip>
  );
}
