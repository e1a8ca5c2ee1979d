// The overview: what an account manager checks first, each figure the total of a list it links to, each card
// loading and failing on its own so that one failing request never blanks the page.
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Button, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  useIsFetching,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { OTP_STATUSES } from '@/contracts/otp-sessions';
import { REQUESTED_TEMPLATES_LIMIT } from '@/contracts/otp-templates';
import { SENDER_APPLICATION_STATUSES } from '@/contracts/sender-applications';
import type { SessionInfo } from '@/contracts/auth';
import { UpdatedAgo, useWhileVisible } from '@/components/updated-ago';
import { PageHeading } from '@/components/page-heading';
import { DrawnInSlices } from '@/components/drawn-in-slices';
import { OVERVIEW_HEADING } from '../headings';
import {
  campaignMessagesTotalQueryOptions,
  otpSessionsTotalsQueryOptions,
  requestedTemplatesTotalQueryOptions,
  senderApplicationsTotalsQueryOptions,
} from '../api';
import { overviewPeriod, type OverviewPeriod } from '../period';
import { Figure } from './figure';
import { FigureCard } from './figure-card';
import { SessionCard } from './session-card';

const OVERVIEW_REFRESH_SECONDS = 30;

const FIGURE_LINK = { underline: 'hover', c: 'inherit', display: 'block' } as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One figure per status, each the total of the list filtered by it, and a link to that list. */
function StatusFigures<S extends string>({
  statuses,
  results,
  noun,
  renderLink,
}: {
  statuses: readonly S[];
  results: UseQueryResult<number>[];
  /** What is counted, in the plural (`2FA sessions`): each figure is named `<status> <noun>`. */
  noun: string;
  renderLink: (status: S, props: Record<string, unknown>) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, lg: 5 }} spacing="sm">
      {statuses.map((status, i) => {
        const result = results[i];
        return (
          result && (
            <Figure
              key={status}
              label={capitalise(status)}
              name={`${status} ${noun}`}
              result={result}
              link={(content, name) => (
                <Anchor
                  renderRoot={(props: Record<string, unknown>) => renderLink(status, props)}
                  aria-label={name}
                  {...FIGURE_LINK}
                >
                  {content}
                </Anchor>
              )}
            />
          )
        );
      })}
    </SimpleGrid>
  );
}

function OtpSessionsCard({ period }: { period: OverviewPeriod }) {
  const results = useQueries({ queries: otpSessionsTotalsQueryOptions(period) });
  return (
    <FigureCard
      title="2FA sessions, last 24 hours"
      description="Sessions created in the period, by status."
      results={results}
      footer={
        <Anchor
          renderRoot={(props) => <Link to="/otp/sessions" search={period.iso} {...props} />}
          size="sm"
        >
          All 2FA sessions of the period
        </Anchor>
      }
    >
      <StatusFigures
        statuses={OTP_STATUSES}
        results={results}
        noun="2FA sessions"
        renderLink={(status, props) => (
          <Link to="/otp/sessions" search={{ ...period.iso, status }} {...props} />
        )}
      />
    </FigureCard>
  );
}

function TemplatesCard() {
  const result = useQuery(requestedTemplatesTotalQueryOptions());
  const requested = result.data;
  return (
    <FigureCard
      title="OTP templates awaiting moderation"
      description={`At most ${REQUESTED_TEMPLATES_LIMIT} templates can await moderation at a time.`}
      results={[result]}
    >
      <Figure
        label={`of ${REQUESTED_TEMPLATES_LIMIT} templates awaiting moderation`}
        name={`of ${REQUESTED_TEMPLATES_LIMIT} templates awaiting moderation`}
        result={result}
        link={(content, name) => (
          <Anchor
            renderRoot={(props) => (
              <Link to="/otp/templates" search={{ status: 'requested' }} {...props} />
            )}
            aria-label={name}
            {...FIGURE_LINK}
          >
            {content}
          </Anchor>
        )}
      />
      {requested !== undefined && (
        <>
          <Progress
            value={Math.min(100, (requested * 100) / REQUESTED_TEMPLATES_LIMIT)}
            color={requested >= REQUESTED_TEMPLATES_LIMIT ? 'red' : 'blue'}
            aria-label="Templates awaiting moderation against the limit"
          />
          <Text size="sm" c={requested >= REQUESTED_TEMPLATES_LIMIT ? 'red' : 'dimmed'}>
            {requested >= REQUESTED_TEMPLATES_LIMIT
              ? 'The limit is reached: no new template can be sent to moderation until one is decided.'
              : `${(REQUESTED_TEMPLATES_LIMIT - requested).toLocaleString()} more can be sent to moderation.`}
          </Text>
        </>
      )}
    </FigureCard>
  );
}

function SenderApplicationsCard() {
  const results = useQueries({ queries: senderApplicationsTotalsQueryOptions() });
  return (
    <FigureCard
      title="Sender applications"
      description="SMS sender registrations, by status."
      results={results}
    >
      <StatusFigures
        statuses={SENDER_APPLICATION_STATUSES}
        results={results}
        noun="sender applications"
        renderLink={(status, props) => <Link to="/senders" search={{ status }} {...props} />}
      />
    </FigureCard>
  );
}

function CampaignMessagesCard({ period }: { period: OverviewPeriod }) {
  const result = useQuery(campaignMessagesTotalQueryOptions(period));
  return (
    <FigureCard
      title="Campaign messages, last 24 hours"
      description="RCS and SMS campaign messages sent in the period."
      results={[result]}
    >
      <Figure
        label="campaign messages"
        name="campaign messages of the last 24 hours"
        result={result}
        link={(content, name) => (
          <Anchor
            renderRoot={(props) => <Link to="/messages" search={period.wire} {...props} />}
            aria-label={name}
            {...FIGURE_LINK}
          >
            {content}
          </Anchor>
        )}
      />
    </FigureCard>
  );
}

export function OverviewPage({
  session,
  openedWith,
}: {
  session: UseQueryResult<SessionInfo>;
  /** The period fixed when the page opened (by its loader, which asked for its figures). */
  openedWith: OverviewPeriod;
}) {
  // The period is fixed when the page opens, by its loader, and moved by Refresh, so that each figure and the list
  // it links to count exactly the same sessions and messages. Opening the overview again from the navigation runs
  // the loader again, which fixes a new period and asks for its figures: the page shows the newer period.
  const [refreshed, setRefreshed] = useState<OverviewPeriod>();
  const period =
    refreshed && refreshed.end.getTime() > openedWith.end.getTime() ? refreshed : openedWith;
  const queryClient = useQueryClient();
  const refresh = () => {
    setRefreshed(overviewPeriod());
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === 'overview' });
  };
  // The figures follow the present by themselves: the period moves on every half minute while the tab is
  // visible (a hidden tab asks nothing).
  useWhileVisible(refresh, OVERVIEW_REFRESH_SECONDS * 1000);
  const fetching = useIsFetching({ predicate: (query) => query.queryKey[1] === 'overview' }) > 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading heading={OVERVIEW_HEADING}>
          <UpdatedAgo
            at={period.end.getTime()}
            fetching={fetching}
            auto={OVERVIEW_REFRESH_SECONDS}
          />
        </PageHeading>
        <Button variant="default" onClick={refresh}>
          Refresh
        </Button>
      </Group>
      <DrawnInSlices>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <OtpSessionsCard period={period} />
          <CampaignMessagesCard period={period} />
          <TemplatesCard />
          <SenderApplicationsCard />
          <SessionCard session={session} />
        </SimpleGrid>
        <List size="sm" c="dimmed" spacing={2}>
          <List.Item>
            Press <kbd>?</kbd> for keyboard shortcuts, <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd>{' '}
            to look up an id, a phone number or a reference.
          </List.Item>
        </List>
      </DrawnInSlices>
    </Stack>
  );
}
