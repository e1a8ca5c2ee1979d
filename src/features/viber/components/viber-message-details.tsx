// One Viber message: its status, recipient, result code, price, and a timeline of what happened to it, with
// the SMS it was cascaded to (the alternative route) as a later step.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import type { ReactNode } from 'react';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { DateTimeText } from '@/components/date-time-text';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney, parseApiDate } from '@/lib/format';
import type { ViberStatusRecord } from '@/contracts/viber';
import { ALT_ROUTE_STATUS_STYLES, VIBER_STATUS_STYLES, viberDelivered } from '../statuses';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function ResultCode({ code }: { code: string }) {
  return code === '0' ? (
    <>0 (success)</>
  ) : (
    <Text component="span" c="var(--console-color-error-text)" fw={600}>
      {code} (the platform reported an error)
    </Text>
  );
}

/**
 * What the record says of one alternative-route step, in its own words: its channel, id and status, never a
 * conclusion about the Viber message (whose own status may well be Read).
 */
function altRouteSummary(step: ViberStatusRecord['alt_route'][number]): string {
  const channel = step.channel.toUpperCase();
  const style = ALT_ROUTE_STATUS_STYLES[step.status.toLowerCase()];
  return `${channel} message ${step.id}: ${style?.label ?? step.status}${style ? ` — ${style.meaning}` : ''}`;
}

function isFuture(value: string | null, now: Date): boolean {
  const date = parseApiDate(value);
  return date !== undefined && date.getTime() > now.getTime();
}

export function ViberMessageDetails({
  record,
  title,
  now = new Date(),
}: {
  record: ViberStatusRecord;
  title: string;
  now?: Date;
}) {
  const delivered = viberDelivered(record.status);
  const cascaded = record.alt_route.length > 0;
  const scheduledLater = isFuture(record.time_sent, now);
  // Steps reached so far: created, sent (unless still scheduled), a delivery report, then each SMS step.
  const reached = 1 + (scheduledLater ? 0 : 1) + (delivered ? 1 : 0);
  const active = cascaded ? 2 + record.alt_route.length : reached - 1;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="viber-message-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="viber-message-title">
            {title}
          </Title>
          <StatusBadge status={record.status} styles={VIBER_STATUS_STYLES} />
        </Group>

        {cascaded && (
          <Alert color="blue" title="Also sent by SMS (alternative route)">
            {record.alt_route.map((step) => (
              <Text key={`${step.channel}-${step.id}`} size="sm">
                {altRouteSummary(step)}
              </Text>
            ))}
            <Text size="sm">The SMS steps are at the end of the timeline.</Text>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <Field label="Phone number">
            <Text component="span" ff="monospace" size="sm">
              {record.msisdn}
            </Text>
          </Field>
          <Field label="External reference">
            {record.reference ? (
              <Text component="span" ff="monospace" size="sm">
                {record.reference}
              </Text>
            ) : (
              '—'
            )}
          </Field>
          <Field label="Result code">
            <ResultCode code={record.error} />
          </Field>
          <Field label="Price">{formatMoney(record.price, record.currency)}</Field>
          <Field label="Currency">{record.currency ?? '—'}</Field>
          <Field label="Status">
            {VIBER_STATUS_STYLES[record.status.toLowerCase()]?.label ?? record.status}
          </Field>
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={3} size="h5">
            Timeline
          </Title>
          <Timeline
            active={active}
            bulletSize={18}
            lineWidth={2}
            aria-label="Timeline of the message"
          >
            <Timeline.Item title="Created">
              <DateTimeText value={record.time_in} c="dimmed" />
            </Timeline.Item>
            <Timeline.Item title={scheduledLater ? 'Scheduled to send' : 'Sent on Viber'}>
              <DateTimeText value={record.time_sent} c="dimmed" />
            </Timeline.Item>
            <Timeline.Item
              title={
                delivered
                  ? record.status.toLowerCase() === 'read'
                    ? 'Delivered, then read'
                    : 'Delivered'
                  : `Viber status: ${VIBER_STATUS_STYLES[record.status.toLowerCase()]?.label ?? record.status}`
              }
              color={delivered ? undefined : cascaded ? 'gray' : 'red'}
            >
              {delivered ? (
                <DateTimeText value={record.time_dr} c="dimmed" />
              ) : (
                <Text size="sm" c="dimmed">
                  {VIBER_STATUS_STYLES[record.status.toLowerCase()]?.meaning ??
                    `Status: ${record.status}`}
                </Text>
              )}
            </Timeline.Item>
            {record.alt_route.map((step) => (
              <Timeline.Item
                key={`${step.channel}-${step.id}`}
                title={`Sent by ${step.channel.toUpperCase()} (alternative route)`}
              >
                <Stack gap={4} align="flex-start">
                  <StatusBadge status={step.status} styles={ALT_ROUTE_STATUS_STYLES} />
                  <Text size="sm">
                    {step.channel.toUpperCase()} message id{' '}
                    <Text component="span" ff="monospace" size="sm">
                      {step.id}
                    </Text>
                  </Text>
                  <Text size="sm">Price: {formatMoney(step.price, record.currency)}</Text>
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      </Stack>
    </Card>
  );
}
