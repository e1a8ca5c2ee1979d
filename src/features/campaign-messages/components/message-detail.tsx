// One campaign message, all of it: status and meaning, content as the recipient sees it, the SMS fallback,
// cost, validity, source, the created → sent → delivered timeline, and a link to its campaign.
import '@mantine/core/styles/Timeline.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CampaignMessage, CampaignMessageStatus } from '@/contracts/campaign-messages';
import { DateTimeText } from '@/components/date-time-text';
import { EmptyState, ErrorState } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { campaignMessageQueryOptions } from '../api';
import { hasHiddenCharacters } from '@/lib/safe-text';
import { MESSAGE_STATUS_STYLES, SOURCE_MEANINGS } from '../statuses';
import { LinkedText } from './linked-text';
import { RcsPreview } from './rcs-preview';

function isKnownStatus(status: string): status is CampaignMessageStatus {
  return status in MESSAGE_STATUS_STYLES;
}

function NotProvided({ children = 'Not provided' }: { children?: ReactNode }) {
  return (
    <Text component="span" size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

function SmsFallback({ message }: { message: CampaignMessage }) {
  const fallback = message.sms_fallback;
  if (!fallback || fallback.parts === 0) {
    return (
      <Text size="sm" c="dimmed">
        No message was sent through the alternative channel.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        Sent by SMS in {fallback.parts} {fallback.parts === 1 ? 'part' : 'parts'}.
      </Text>
      <Group gap={6} role="group" aria-label="Ids of the alternative messages">
        {fallback.ids.map((id) => (
          <Badge key={id} variant="outline" color="gray" ff="monospace" tt="none">
            {id}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function MessageTimeline({ message }: { message: CampaignMessage }) {
  const steps: [string, string | null, string][] = [
    ['Created', message.created_at, 'Not recorded'],
    ['Sent', message.sent_at, 'Not sent'],
    ['Delivered', message.delivered_at, 'No delivery report of a delivery'],
  ];
  const reached = steps.filter(([, at]) => at !== null).length;
  return (
    <Timeline active={reached - 1} bulletSize={14} lineWidth={2}>
      {steps.map(([label, at, missing]) => (
        <Timeline.Item key={label} title={label}>
          {at ? <DateTimeText value={at} /> : <NotProvided>{missing}</NotProvided>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function MessageFacts({ message }: { message: CampaignMessage }) {
  const rows: [string, ReactNode][] = [
    [
      'Campaign',
      message.campaign_id === null ? (
        <NotProvided />
      ) : (
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/campaigns/$campaignId"
              params={{ campaignId: String(message.campaign_id) }}
              {...props}
            />
          )}
          size="sm"
        >
          Campaign {message.campaign_id}
        </Anchor>
      ),
    ],
    [
      'External reference',
      message.reference_id === null ? (
        <NotProvided />
      ) : (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
          {message.reference_id}
        </Text>
      ),
    ],
    ['Type', message.type ? message.type.toUpperCase() : <NotProvided />],
    [
      'Source',
      message.source ? (
        <Text size="sm">
          {message.source} — {SOURCE_MEANINGS[message.source] ?? 'not described by the platform'}
        </Text>
      ) : (
        <NotProvided />
      ),
    ],
    [
      'Recipient',
      message.phone ? (
        <Text size="sm" ff="monospace">
          {message.phone}
        </Text>
      ) : (
        <NotProvided />
      ),
    ],
    ['Sender (RCS agent)', message.sender ?? <NotProvided />],
    [
      'Validity',
      message.validity === null ? (
        <NotProvided />
      ) : (
        `${message.validity} ${message.validity === 1 ? 'hour' : 'hours'}`
      ),
    ],
    [
      'Cost',
      message.amount ? (
        <Text size="sm" title={`${message.amount.value} ${message.amount.currency ?? ''}`.trim()}>
          {formatMoney(message.amount.value, message.amount.currency)}{' '}
          <Text component="span" size="xs" c="dimmed" ff="monospace">
            ({message.amount.value})
          </Text>
        </Text>
      ) : (
        <NotProvided />
      ),
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function MessageDetailContent({ message }: { message: CampaignMessage }) {
  const style = isKnownStatus(message.status) ? MESSAGE_STATUS_STYLES[message.status] : undefined;
  const cards = message.options?.cards ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Text fw={600} size="sm">
            Status
          </Text>
          <StatusBadge status={message.status} styles={MESSAGE_STATUS_STYLES} />
        </Group>
        <Text size="sm" c="dimmed">
          {style?.meaning ?? `Status "${message.status}" is not described by the platform.`}
        </Text>
      </Stack>

      <MessageFacts message={message} />

      <Stack gap="xs">
        <Title order={3} size="h4">
          Content
        </Title>
        {message.type !== 'sms' && message.options ? (
          <RcsPreview sender={message.sender} cards={cards} />
        ) : (
          <Paper withBorder radius="lg" p="sm" aria-label="SMS text as the recipient sees it">
            <Text size="sm" fw={700} mb={4}>
              {message.sender ?? 'Sender'}
            </Text>
            {message.text ? <LinkedText text={message.text} /> : <NotProvided>No text</NotProvided>}
          </Paper>
        )}
        {message.text && message.type !== 'sms' && (
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed">
              Message text
            </Text>
            <LinkedText text={message.text} c="dimmed" />
          </Stack>
        )}
        {message.text && hasHiddenCharacters(message.text) && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="xs">
              The text has invisible or direction-changing characters: what you read may differ from
              what it says.
            </Text>
          </Alert>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          SMS fallback
        </Title>
        <SmsFallback message={message} />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          Timeline
        </Title>
        <MessageTimeline message={message} />
      </Stack>
    </Stack>
  );
}

export function MessageDetail({
  id,
  period,
}: {
  id: number;
  period: { from: string | undefined; to: string | undefined };
}) {
  const query = useQuery(campaignMessageQueryOptions(id, period));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the message">
        <Skeleton height={24} width="50%" />
        <Skeleton height={180} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === null) {
    return (
      <EmptyState title={`No message ${id} in this period`}>
        Messages are found by their send date within the list's period (the last 3 months unless it
        is set). Widen the period of the list and open the message again.
      </EmptyState>
    );
  }
  return <MessageDetailContent message={query.data} />;
}
