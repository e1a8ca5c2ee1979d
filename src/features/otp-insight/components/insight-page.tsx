// 2FA insight: what the sessions of a period say about conversion, Viber→SMS fallback, cost and fraud. The
// sessions are read in the background by a worker that sums the figures as pages arrive; every count opens
// the sessions list filtered to what it counts.
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { OTP_STATUSES } from '@/contracts/otp-sessions-rules';
import { parseIsoDateTime } from '@/contracts/wire';
import { countryLabel } from '@/contracts/countries';
import { formatDateTime } from '@/lib/format';
import type { GroupFigures } from '../figures';
import { channelName, exactAmounts, formatAmounts, formatSeconds, formatShare } from '../format';
import { useInsight } from '../insight-store';
import { periodRequest, type InsightSearch } from '../search';
import { GroupTable } from './group-table';
import { HoursChart } from './hours-chart';
import { PeriodControls } from './period-controls';
import { ReadingProgress } from './reading-progress';
import { SessionsLink, type SessionsFilter } from './sessions-link';
import { SignalsPanel } from './signals-panel';
import { PageHeading } from '@/components/page-heading';
import { INSIGHT_HEADING } from '../headings';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="div" fz={26} fw={700} lh={1.2}>
        {children}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Totals({ total, filter }: { total: GroupFigures; filter: SessionsFilter }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="sessions">
          <SessionsLink filter={filter} label={`${total.sessions} sessions of the period`}>
            {total.sessions.toLocaleString()}
          </SessionsLink>
        </Figure>
        <Figure label="verified">
          <SessionsLink
            filter={{ ...filter, status: 'verified' }}
            label={`${total.verified} verified sessions of the period`}
          >
            {total.verified.toLocaleString()}
          </SessionsLink>
        </Figure>
        <Figure
          label={`conversion (${total.verified.toLocaleString()} verified of ${total.finished.toLocaleString()} finished)`}
        >
          {formatShare(total.conversion)}
        </Figure>
        <Figure label="median time to verify">{formatSeconds(total.medianVerifySeconds)}</Figure>
      </SimpleGrid>
      <Group gap="lg" wrap="wrap" aria-label="Sessions by status" role="group">
        {OTP_STATUSES.map((status) => (
          <Text key={status} size="sm">
            {capitalise(status)}:{' '}
            <SessionsLink
              filter={{ ...filter, status }}
              label={`${total.byStatus[status]} ${status} sessions of the period`}
            >
              {total.byStatus[status].toLocaleString()}
            </SessionsLink>
          </Text>
        ))}
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm" title={exactAmounts(total.sessionCost)}>
          Cost of sessions: {formatAmounts(total.sessionCost)}
        </Text>
        <Text size="sm" title={exactAmounts(total.messageCost)}>
          Cost of their messages: {formatAmounts(total.messageCost)}
        </Text>
        <Text size="sm" title={exactAmounts(total.costPerVerified)}>
          Per verified session: {formatAmounts(total.costPerVerified)}
        </Text>
        <Text size="sm">
          Fallback Viber→SMS: {formatShare(total.fallbackShare)} ({total.fellBack.toLocaleString()}{' '}
          of {total.viberSessions.toLocaleString()} Viber sessions)
        </Text>
      </Group>
    </Stack>
  );
}

export function InsightPage({
  search,
  onSearchChange,
}: {
  search: InsightSearch;
  onSearchChange: (next: Partial<InsightSearch>) => void;
}) {
  const requested = periodRequest(search);
  const { channel, country } = search;
  const { period, state, cancel, reread } = useInsight(requested, { channel, country });
  const fromMs = parseIsoDateTime(period.from) ?? 0;
  const toMs = parseIsoDateTime(period.to) ?? 0;
  const filter: SessionsFilter = { from: period.from, to: period.to, channel, country };
  const channelFilter = useCallback(
    (key: string): SessionsFilter => ({
      from: period.from,
      to: period.to,
      country,
      channel: key === 'sms' || key === 'viber' ? key : undefined,
    }),
    [period.from, period.to, country],
  );
  const countryFilter = useCallback(
    (key: string): SessionsFilter => ({ from: period.from, to: period.to, channel, country: key }),
    [period.from, period.to, channel],
  );
  const figures = state?.figures;
  const progress = state?.progress;
  const customMissing = search.period === 'custom' && requested.key === '24h';
  return (
    <Stack gap="lg">
      <PageHeading heading={INSIGHT_HEADING} />
      <PeriodControls search={search} onChange={onSearchChange} />
      {customMissing && (
        <Text size="sm" c="dimmed">
          Choose both ends of a custom period and apply it; meanwhile the last 24 hours are shown.
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          Sessions created from <time dateTime={period.from}>{formatDateTime(period.from)}</time> to{' '}
          <time dateTime={period.to}>{formatDateTime(period.to)}</time>
        </Text>
        {requested.key !== 'custom' && !requested.key.startsWith('custom:') && (
          <Button
            size="xs"
            variant="light"
            onClick={() => reread(periodRequest(search))}
            disabled={progress?.status === 'reading'}
            title={
              progress?.status === 'reading'
                ? 'Wait for the reading to end, or cancel it'
                : undefined
            }
          >
            Refresh to now
          </Button>
        )}
      </Group>
      <ReadingProgress progress={progress} onCancel={cancel} onRestart={() => reread(period)} />
      {!figures ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading figures">
          <Skeleton h={60} />
          <Skeleton h={200} />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <>
          <Totals total={figures.total} filter={filter} />
          <SignalsPanel
            figures={figures}
            period={{ from: period.from, to: period.to, fromMs, toMs }}
            channel={channel}
            complete={progress?.status === 'done'}
          />
          <GroupTable
            title="By channel"
            groupLabel="Channel"
            groups={figures.channels}
            nameOf={channelName}
            filterOf={channelFilter}
            sort={search.sort}
            way={search.way}
            onSort={onSearchChange}
          />
          <GroupTable
            title="By country"
            groupLabel="Country"
            groups={figures.countries}
            nameOf={countryLabel}
            filterOf={countryFilter}
            sort={search.sort}
            way={search.way}
            onSort={onSearchChange}
          />
          <HoursChart hours={figures.hours} />
        </>
      )}
    </Stack>
  );
}
