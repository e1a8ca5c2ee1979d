// The summary of the entries in view: how many, the exact cost per currency (7-decimal sums, never floats),
// and entries by status, country and operator as charts (every bar labelled and its value at its end, round
// axis ticks, a text alternative), each with its numbers in a table beside it.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { formatMoney } from '@/lib/format';
import { entriesText, formatCount, roundTicks } from '../count-text';
import type { Summary, ValueCount } from '../worker/protocol';

/** The charts' code (Recharts), downloaded when the first chart is drawn (counts-bar-chart.tsx). */
const CountsBarChart = lazy(() => import('./counts-bar-chart'));

/** Bars per chart; the rest are added up as "Other". */
const TOP = 8;

function top(counts: readonly ValueCount[]): ValueCount[] {
  if (counts.length <= TOP + 1) return [...counts];
  const rest = counts.slice(TOP).reduce((sum, c) => sum + c.count, 0);
  return [...counts.slice(0, TOP), { value: 'Other', count: rest }];
}

/** Tells, once what comes before it in its Suspense boundary is on the page, that the next chart may start. */
function WhenDrawn({ order, onDrawn }: { order: number; onDrawn: (order: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDrawn(order), 0);
    return () => clearTimeout(timer);
  }, [order, onDrawn]);
  return null;
}

/**
 * The charts of the summary are drawn one after the other, each in a render of its own that yields to the page
 * (a transition): the numbers and the entries show first, and no task draws three charts at once. The chart's
 * height is kept meanwhile (and while the charts' code downloads), so nothing moves when it appears.
 */
function ChartInTurn({
  order,
  drawn,
  onDrawn,
  height,
  children,
}: {
  order: number;
  /** Charts that may be drawn (the first `drawn`, in order). */
  drawn: number;
  /** Called once this chart is on the page: the next one may start. */
  onDrawn: (order: number) => void;
  height: number;
  children: ReactNode;
}) {
  const placeholder = <div style={{ height }} />;
  return drawn > order ? (
    <Suspense fallback={placeholder}>
      {children}
      <WhenDrawn order={order} onDrawn={onDrawn} />
    </Suspense>
  ) : (
    placeholder
  );
}

function CountsCard({
  title,
  counts,
  order,
  drawn,
  onDrawn,
}: {
  title: string;
  counts: readonly ValueCount[];
  /** Place of the card in the summary: its chart is drawn after those before it. */
  order: number;
  drawn: number;
  onDrawn: (order: number) => void;
}) {
  const shown = top(counts);
  const height = Math.max(120, shown.length * 28 + 30);
  const data = shown.map((c) => ({ name: c.value === '' ? '(none)' : c.value, entries: c.count }));
  const ticks = roundTicks(Math.max(0, ...data.map((row) => row.entries)));
  const description = `Bar chart of ${title.toLowerCase()}: ${data
    .map((row) => `${row.name}, ${entriesText(row.entries)}`)
    .join('; ')}.`;
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {data.length === 0 ? (
          <>
            <Text size="sm" c="dimmed">
              No entries.
            </Text>
            {/* No chart to draw: its turn passes to the next. */}
            <ChartInTurn order={order} drawn={drawn} onDrawn={onDrawn} height={0}>
              {null}
            </ChartInTurn>
          </>
        ) : (
          <>
            {/* The drawing is one image to assistive technology, described by its values; the table below
                holds the same figures. */}
            <div role="img" aria-label={description}>
              <ChartInTurn order={order} drawn={drawn} onDrawn={onDrawn} height={height}>
                <CountsBarChart height={height} data={data} ticks={ticks} />
              </ChartInTurn>
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

// Memoised: the viewer renders again as each chunk of a file arrives; the summary need not.
export const SummaryPanel = memo(function SummaryPanel({
  summary,
  total,
}: {
  summary: Summary;
  total: number;
}) {
  // Charts that may be drawn: the first once the numbers are on the page, each next one once the one before is.
  const [drawn, setDrawn] = useState(0);
  const drawUpTo = useCallback(
    (count: number) => startTransition(() => setDrawn((n) => Math.max(n, count))),
    [],
  );
  const drawNext = useCallback((order: number) => drawUpTo(order + 2), [drawUpTo]);
  useEffect(() => {
    const timer = setTimeout(() => drawUpTo(1), 16);
    return () => clearTimeout(timer);
  }, [drawUpTo]);
  return (
    <Stack gap="sm" component="section" aria-label="Summary">
      <Text size="sm" aria-live="polite" fw={600}>
        {summary.entries === total
          ? entriesText(total)
          : `${formatCount(summary.entries)} of ${entriesText(total)}`}
        {summary.unpriced > 0 && ` · ${formatCount(summary.unpriced)} without a readable price`}
      </Text>
      {summary.costs.length > 0 && <CostTable summary={summary} />}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {(
          [
            ['Entries by status', summary.byStatus],
            ['Entries by country', summary.byCountry],
            ['Entries by operator', summary.byOperator],
          ] as const
        ).map(([title, counts], order) => (
          <CountsCard
            key={title}
            title={title}
            counts={counts}
            order={order}
            drawn={drawn}
            onDrawn={drawNext}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
