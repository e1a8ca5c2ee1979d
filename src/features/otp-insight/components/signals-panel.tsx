// The signals of the period, each explained in a sentence with a link to the sessions that show it, and the
// thresholds that decide them, in one visible place. A country's previous period is asked of the platform
// (one small page for its total) only when the country could be a pumping case.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Badge, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { countryLabel } from '@/contracts/countries';
import { previousCountryTotalQueryOptions } from '../api';
import type { InsightFigures } from '../figures';
import { formatShare } from '../format';
import { previousPeriod } from '../search';
import { findSignals, SIGNAL_THRESHOLDS, type Signal } from '../signals';
import { SessionsLink } from './sessions-link';

const t = SIGNAL_THRESHOLDS;

function SignalItem({ signal }: { signal: Signal }) {
  switch (signal.kind) {
    case 'pumping': {
      const name = countryLabel(signal.country);
      return (
        <Stack gap={2}>
          <Text fw={600}>Possible SMS pumping: {name}</Text>
          <Text size="sm">
            {signal.sessions.toLocaleString()} sessions to {name}, against{' '}
            {signal.previous.toLocaleString()} in the previous period of the same length, and only{' '}
            {formatShare(signal.conversion)} of them verified: codes sent to numbers that never use
            them are the mark of premium-rate traffic pumped through a sign-up form.{' '}
            <SessionsLink
              filter={signal.evidence}
              label={`Open the ${signal.sessions} sessions to ${name}`}
            >
              Open the {signal.sessions.toLocaleString()} sessions
            </SessionsLink>
          </Text>
        </Stack>
      );
    }
    case 'retries': {
      return (
        <Stack gap={2}>
          <Text fw={600}>A recipient retrying without success: {signal.recipient}</Text>
          <Text size="sm">
            {signal.sessions.toLocaleString()} sessions to {signal.recipient} (
            {countryLabel(signal.country)}) and none verified: the person cannot receive the code,
            or someone is sending codes to this number on purpose.{' '}
            <SessionsLink
              filter={signal.evidence}
              label={`Open the ${signal.sessions} sessions of ${signal.recipient}`}
            >
              Open the {signal.sessions.toLocaleString()} sessions
            </SessionsLink>
          </Text>
        </Stack>
      );
    }
    case 'fallback':
      return (
        <Stack gap={2}>
          <Text fw={600}>Viber fallback to SMS jumped</Text>
          <Text size="sm">
            In {t.fallback.windowHours} hours, {formatShare(signal.windowShare)} of{' '}
            {signal.windowSessions.toLocaleString()} Viber sessions also went out by SMS, against{' '}
            {formatShare(signal.baselineShare)} in the rest of the period: Viber is failing to reach
            people, and every fallback is paid twice.{' '}
            <SessionsLink filter={signal.evidence} label="Open the Viber sessions of those hours">
              Open the Viber sessions of those hours
            </SessionsLink>
          </Text>
        </Stack>
      );
  }
}

function Thresholds() {
  const rows: [string, string][] = [
    [
      'Possible SMS pumping',
      `a country with at least ${t.pumping.minSessions} sessions, at least ${t.pumping.growth}× its previous period of the same length, and a conversion of at most ${formatShare(t.pumping.maxConversion)}`,
    ],
    [
      'Recipient retrying',
      `a recipient with at least ${t.retries.minSessions} sessions in the period, none verified`,
    ],
    [
      'Fallback jump',
      `${t.fallback.windowHours} consecutive hours with at least ${t.fallback.minViberSessions} Viber sessions whose fallback share is at least ${Math.round(t.fallback.jump * 100)} points above the rest of the period`,
    ],
  ];
  return (
    <Table aria-label="Signal thresholds" withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {rows.map(([name, rule]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w={200}>
              <Text size="xs" fw={600}>
                {name}
              </Text>
            </Table.Th>
            <Table.Td>
              <Text size="xs">{rule}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function SignalsPanel({
  figures,
  period,
  channel,
  complete,
}: {
  figures: InsightFigures;
  period: { from: string; to: string; fromMs: number; toMs: number };
  channel: 'sms' | 'viber' | undefined;
  /** False while the period is still being read: the signals may change. */
  complete: boolean;
}) {
  const previous = previousPeriod(period);
  // Only a country that already meets every other condition needs its previous period.
  const candidates = figures.countries
    .filter(
      (c) =>
        c.sessions >= t.pumping.minSessions &&
        c.conversion !== null &&
        c.conversion <= t.pumping.maxConversion,
    )
    .map((c) => c.key)
    .sort();
  const totals = useQueries({
    queries: candidates.map((country) =>
      previousCountryTotalQueryOptions({ ...previous, country, channel }),
    ),
  });
  const previousByCountry = new Map<string, number>();
  totals.forEach((result, i) => {
    const country = candidates[i];
    if (country !== undefined && result.data !== undefined)
      previousByCountry.set(country, result.data);
  });
  const signals = findSignals({
    figures,
    fromMs: period.fromMs,
    toMs: period.toMs,
    previousByCountry,
  });
  const failed = totals.some((r) => r.isError);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Signals{' '}
          <Badge color={signals.length ? 'red' : 'gray'} variant="light" ml={4}>
            {signals.length}
          </Badge>
        </Title>
        {failed && (
          <Alert color="yellow" title="Previous period unknown">
            The sessions of the previous period could not be counted for some countries: the pumping
            signal cannot be checked for them.
          </Alert>
        )}
        {signals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {complete
              ? 'Nothing in this period meets the thresholds below.'
              : 'Nothing so far; the signals are checked again as sessions arrive.'}
          </Text>
        ) : (
          <List spacing="sm" aria-label="Signals">
            {signals.map((signal) => (
              <List.Item
                key={`${signal.kind}:${signal.kind === 'pumping' ? signal.country : signal.kind === 'retries' ? signal.recipient : signal.channel}`}
              >
                <SignalItem signal={signal} />
              </List.Item>
            ))}
          </List>
        )}
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            Thresholds
          </Text>
          <Thresholds />
        </Stack>
      </Stack>
    </Card>
  );
}
