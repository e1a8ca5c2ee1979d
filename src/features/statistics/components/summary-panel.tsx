// The summary of the entries in view: how many, the exact cost per currency (7-decimal sums, never floats),
// and entries by status, country and operator as charts (every bar labelled and its value at its end, round
// axis ticks, a text alternative), each with its numbers in a table beside it.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { BarChart } from '@/components/bar-chart';
import { formatMoney } from '@/lib/format';
import { entriesText, formatCompact, formatCount } from '../count-text';
import type { Summary, ValueCount } from '../worker/protocol';

/** Bars per chart; the rest are added up as "Other". */
const TOP = 8;

const BAR_COLOR = 'var(--mantine-color-blue-7)';

function top(counts: readonly ValueCount[]): ValueCount[] {
  if (counts.length <= TOP + 1) return [...counts];
  const rest = counts.slice(TOP).reduce((sum, c) => sum + c.count, 0);
  return [...counts.slice(0, TOP), { value: 'Other', count: rest }];
}

function CountsCard({ title, counts }: { title: string; counts: readonly ValueCount[] }) {
  const data = top(counts).map((c) => ({
    name: c.value === '' ? '(none)' : c.value,
    entries: c.count,
  }));
  const description = `Bar chart of ${title.toLowerCase()}: ${data
    .map((row) => `${row.name}, ${entriesText(row.entries)}`)
    .join('; ')}.`;
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        {/* A level below the page's title (h1): the file's own details are not headed. */}
        <Title order={2} size="h5">
          {title}
        </Title>
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No entries.
          </Text>
        ) : (
          <>
            {/* The drawing is one image to assistive technology, described by its values; the table below
                holds the same figures. */}
            <div role="img" aria-label={description}>
              <BarChart
                bars={data.map((row) => ({
                  key: row.name,
                  name: row.name,
                  segments: [{ value: row.entries, color: BAR_COLOR }],
                  value: formatCount(row.entries),
                }))}
                formatTick={formatCompact}
                labelWidth={118}
              />
            </div>
            <Table fz="xs" verticalSpacing={2} aria-label={`${title}: numbers`}>
              <Table.Tbody>
                {data.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{row.name}</bdi>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(row.entries)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}

export function CostTable({ summary }: { summary: Summary }) {
  return (
    // On a phone the table scrolls sideways: its box takes the focus, so that the keyboard can scroll it.
    <Table.ScrollContainer minWidth={560} tabIndex={0} role="region" aria-label="Cost per currency">
      <Table aria-label="Cost per currency" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Entries</Table.Th>
            <Table.Th ta="right">Cost of entries</Table.Th>
            <Table.Th ta="right">Alternative SMS</Table.Th>
            <Table.Th ta="right">Cost of alternative SMS</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.costs.map((cost) => (
            <Table.Tr key={cost.currency}>
              <Table.Td>{cost.currency || '(none)'}</Table.Td>
              <Table.Td ta="right">{cost.entries.toLocaleString()}</Table.Td>
              <Table.Td ta="right" ff="monospace" title={cost.total}>
                {formatMoney(cost.total)}
              </Table.Td>
              <Table.Td ta="right">{cost.alternativeSms.toLocaleString()}</Table.Td>
              <Table.Td ta="right" ff="monospace" title={cost.alternativeTotal}>
                {formatMoney(cost.alternativeTotal)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" fw={700} title={cost.grandTotal}>
                {formatMoney(cost.grandTotal, cost.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** How many entries the view holds, of how many in the file ("120 of 1,500 entries"). */
export function summaryCountText(summary: Summary, total: number): string {
  const count =
    summary.entries === total
      ? entriesText(total)
      : `${formatCount(summary.entries)} of ${entriesText(total)}`;
  return summary.unpriced > 0
    ? `${count} · ${formatCount(summary.unpriced)} without a readable price`
    : count;
}

// Memoised: the viewer renders again as each chunk of a file arrives; the summary need not.
export const SummaryPanel = memo(function SummaryPanel({ summary }: { summary: Summary }) {
  return (
    <Stack gap="sm" component="section" aria-label="Summary">
      {summary.costs.length > 0 && <CostTable summary={summary} />}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {(
          [
            ['Entries by status', summary.byStatus],
            ['Entries by country', summary.byCountry],
            ['Entries by operator', summary.byOperator],
          ] as const
        ).map(([title, counts]) => (
          <CountsCard key={title} title={title} counts={counts} />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
