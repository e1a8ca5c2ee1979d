// The campaign as a stop returned it: name, sender, status, type, planned and real start, end, counters of
// both channels and the calculated price.
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Campaign, CampaignCounters } from '@/contracts/campaigns';
import { DateTimeText } from '@/components/date-time-text';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CAMPAIGN_STATUS_STYLES } from '../statuses';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Missing() {
  return (
    <Text component="span" size="sm" c="dimmed" fs="italic">
      Not provided
    </Text>
  );
}

function Counters({ counters }: { counters: CampaignCounters | null }) {
  if (!counters) return <Missing />;
  return (
    <Text size="sm">
      {counters.delivered.toLocaleString()} delivered · {counters.sent.toLocaleString()} sent
    </Text>
  );
}

export function CampaignSummary({
  campaign,
  receivedAt,
  currency,
}: {
  campaign: Campaign;
  receivedAt: string;
  /** The account currency (the stop's answer does not say it). */
  currency?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="returned-campaign">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="returned-campaign" data-testid="stop-outcome">
            As returned by the stop
          </Title>
          <Text size="xs" c="dimmed">
            Received {formatDateTime(receivedAt)}; remembered in this browser for this account.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Fact label="Name">
            {campaign.name ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
                {campaign.name}
              </Text>
            ) : (
              <Missing />
            )}
          </Fact>
          <Fact label="Sender">
            {campaign.sender ? <Text size="sm">{campaign.sender}</Text> : <Missing />}
          </Fact>
          <Fact label="Status">
            <StatusBadge status={campaign.status} styles={CAMPAIGN_STATUS_STYLES} />
          </Fact>
          <Fact label="Type">
            <Text size="sm">{campaign.message_type?.toUpperCase() ?? '—'}</Text>
          </Fact>
          <Fact label="Planned start">
            <DateTimeText value={campaign.start_at} />
          </Fact>
          <Fact label="Real start">
            <DateTimeText value={campaign.real_start_at} />
          </Fact>
          <Fact label="End">
            <DateTimeText value={campaign.finished_at} />
          </Fact>
          <Fact label="Created">
            <DateTimeText value={campaign.created_at} />
          </Fact>
          <Fact label="Calculated price">
            <Text size="sm" title={campaign.calculated_price ?? undefined}>
              {formatMoney(campaign.calculated_price, currency)}
            </Text>
          </Fact>
          <Fact label="Messages">
            <Counters counters={campaign.statistics} />
          </Fact>
          <Fact label="SMS fallback messages">
            <Counters counters={campaign.sms_statistics} />
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
