// The messages of a session as a timeline, in the order they were sent; an SMS sent after an undelivered
// Viber message is marked as its fallback.
import '@mantine/core/styles/Timeline.layer.css';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import type { OtpMessage } from '@/contracts/otp-sessions';
import { DateTimeText } from '@/components/date-time-text';
import { EmptyState } from '@/components/query-state';
import { formatMoney } from '@/lib/format';
import { CHANNEL_LABELS } from './sessions-table';

const MESSAGE_STATUS_COLORS: Readonly<Record<string, string>> = {
  delivered: 'cyan',
  accepted: 'blue',
  undelivered: 'red',
};

const MESSAGE_STATUS_MEANINGS: Readonly<Record<string, string>> = {
  delivered: 'the message was sent',
  accepted: 'accepted for sending',
  undelivered: 'the message did not reach the recipient',
};

function isFallback(messages: readonly OtpMessage[], index: number): boolean {
  const previous = messages[index - 1];
  return (
    messages[index]?.channel === 'sms' &&
    previous?.channel === 'viber' &&
    previous.status === 'undelivered'
  );
}

export function SessionMessages({ messages }: { messages: readonly OtpMessage[] }) {
  if (messages.length === 0) {
    return <EmptyState title="No message yet">The platform has not reported a message.</EmptyState>;
  }
  return (
    <Timeline active={messages.length - 1} bulletSize={14} lineWidth={2}>
      {messages.map((message, index) => {
        const channel = message.channel
          ? (CHANNEL_LABELS[message.channel] ?? message.channel)
          : 'Message';
        const fallback = isFallback(messages, index);
        return (
          <Timeline.Item
            key={message.id}
            title={
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {channel}
                  {message.sender ? ` from ${message.sender}` : ''}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={MESSAGE_STATUS_COLORS[message.status] ?? 'gray'}
                >
                  {message.status}
                </Badge>
                {fallback && (
                  <Badge size="sm" variant="light" color="grape">
                    SMS fallback
                  </Badge>
                )}
              </Group>
            }
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {MESSAGE_STATUS_MEANINGS[message.status] ?? 'status not described by the platform'}
                {fallback ? ' · sent by SMS because the Viber message could not be delivered' : ''}
              </Text>
              {message.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
                  {message.text}
                </Text>
              )}
              <Group gap="md" wrap="wrap">
                <Text size="xs">Price: {formatMoney(message.price, message.currency)}</Text>
                <Group gap={4}>
                  <Text size="xs">Sent:</Text>
                  <DateTimeText value={message.sent_at} size="xs" />
                </Group>
                <Text size="xs" c="dimmed" ff="monospace">
                  id {message.id}
                </Text>
              </Group>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
