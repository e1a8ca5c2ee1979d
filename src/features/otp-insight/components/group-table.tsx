// Per channel or per country: a sortable table of every figure (each count a link to its sessions) and a bar
// chart of verified and other sessions, without a map.
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useMemo } from 'react';
import { SortableTh } from '@/components/sortable-th';
import type { Way } from '@/contracts/common';
import { toUnits } from '@/contracts/decimal';
import type { CurrencyAmount, GroupFigures } from '../figures';
import { exactAmounts, formatAmounts, formatSeconds, formatShare } from '../format';
import type { GroupSort } from '../search';
import { SessionsLink, type SessionsFilter } from './sessions-link';

const amountKey = (amounts: readonly CurrencyAmount[]) =>
  amounts.reduce((sum, a) => sum + Number(toUnits(a.amount) ?? 0n), 0);

function sortValue(group: GroupFigures, sort: GroupSort, name: string): number | string {
  switch (sort) {
    case 'key':
      return name;
    case 'sessions':
      return group.sessions;
    case 'conversion':
      return group.conversion ?? -1;
    case 'median':
      return group.medianVerifySeconds ?? -1;
    case 'fallback':
      return group.fallbackShare ?? -1;
    case 'cost':
      return amountKey(group.sessionCost) + amountKey(group.messageCost);
    case 'costPerVerified':
      return amountKey(group.costPerVerified);
  }
}

export function sortGroups(
  groups: readonly GroupFigures[],
  sort: GroupSort,
  way: Way,
  nameOf: (key: string) => string,
): GroupFigures[] {
  const sign = way === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) => {
    const va = sortValue(a, sort, nameOf(a.key));
    const vb = sortValue(b, sort, nameOf(b.key));
    const order =
      typeof va === 'string' || typeof vb === 'string'
        ? String(va).localeCompare(String(vb))
        : va - vb;
    return order * sign || a.key.localeCompare(b.key);
  });
}

const BarsOf = memo(function BarsOf({
  rows,
  nameOf,
  label,
}: {
  rows: readonly GroupFigures[];
  nameOf: (key: string) => string;
  label: string;
}) {
  const data = rows.map((g) => ({
    name: nameOf(g.key),
    Verified: g.verified,
    'Not verified': g.sessions - g.verified,
  }));
  return (
    <figure aria-label={`${label}: verified and other sessions`} style={{ margin: 0 }}>
      <BarChart
        h={Math.max(120, rows.length * 28 + 40)}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        series={[
          { name: 'Verified', color: 'teal.7' },
          { name: 'Not verified', color: 'gray.5' },
        ]}
        yAxisProps={{ width: 150, interval: 0 }}
        withLegend
        withTooltip={false}
        accessibilityLayer={false}
      />
    </figure>
  );
});

export function GroupTable({
  title,
  groupLabel,
  groups,
  nameOf,
  filterOf,
  sort,
  way,
  onSort,
}: {
  title: string;
  /** The first column's header ("Channel", "Country"). */
  groupLabel: string;
  groups: readonly GroupFigures[];
  nameOf: (key: string) => string;
  /** The sessions list's filter of a group. */
  filterOf: (key: string) => SessionsFilter;
  sort: GroupSort;
  way: Way;
  onSort: (next: { sort: GroupSort; way: Way }) => void;
}) {
  const rows = useMemo(() => sortGroups(groups, sort, way, nameOf), [groups, sort, way, nameOf]);
  // The chart follows the table a moment later, so that a page arriving never waits for it.
  const chartRows = useDeferredValue(rows);
  const th = (column: GroupSort, text: string) => (
    <SortableTh column={column} sort={sort} way={way} onSort={onSort}>
      {text}
    </SortableTh>
  );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sessions.
          </Text>
        ) : (
          <>
            <ScrollArea type="auto">
              <Table striped highlightOnHover aria-label={title} miw={900}>
                <Table.Thead>
                  <Table.Tr>
                    {th('key', groupLabel)}
                    {th('sessions', 'Sessions')}
                    <Table.Th>Verified</Table.Th>
                    {th('conversion', 'Conversion')}
                    {th('median', 'Median time to verify')}
                    {th('fallback', 'Fallback Viber→SMS')}
                    {th('cost', 'Cost')}
                    {th('costPerVerified', 'Cost per verified')}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((g) => {
                    const name = nameOf(g.key);
                    const filter = filterOf(g.key);
                    return (
                      <Table.Tr key={g.key}>
                        <Table.Th scope="row">{name}</Table.Th>
                        <Table.Td>
                          <SessionsLink filter={filter} label={`${g.sessions} sessions of ${name}`}>
                            {g.sessions.toLocaleString()}
                          </SessionsLink>
                        </Table.Td>
                        <Table.Td>
                          <SessionsLink
                            filter={{ ...filter, status: 'verified' }}
                            label={`${g.verified} verified sessions of ${name}`}
                          >
                            {g.verified.toLocaleString()}
                          </SessionsLink>
                        </Table.Td>
                        <Table.Td title={`${g.verified} verified of ${g.finished} finished`}>
                          {formatShare(g.conversion)}
                        </Table.Td>
                        <Table.Td>{formatSeconds(g.medianVerifySeconds)}</Table.Td>
                        <Table.Td>
                          {g.viberSessions === 0 ? (
                            '—'
                          ) : (
                            <>
                              {formatShare(g.fallbackShare)}{' '}
                              <Text span size="xs" c="dimmed">
                                (
                                <SessionsLink
                                  filter={{ ...filter, channel: 'viber' }}
                                  label={`${g.fellBack} of ${g.viberSessions} Viber sessions of ${name} fell back to SMS: open the Viber sessions`}
                                >
                                  {g.fellBack.toLocaleString()} of{' '}
                                  {g.viberSessions.toLocaleString()}
                                </SessionsLink>
                                )
                              </Text>
                            </>
                          )}
                        </Table.Td>
                        <Table.Td
                          title={`Sessions ${exactAmounts(g.sessionCost) ?? '0'}; messages ${exactAmounts(g.messageCost) ?? '0'}`}
                        >
                          <Text span size="sm">
                            {formatAmounts(g.sessionCost)}
                          </Text>
                          <Text span size="xs" c="dimmed">
                            {' '}
                            sessions, {formatAmounts(g.messageCost)} messages
                          </Text>
                        </Table.Td>
                        <Table.Td title={exactAmounts(g.costPerVerified)}>
                          {formatAmounts(g.costPerVerified)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <BarsOf rows={chartRows} nameOf={nameOf} label={title} />
          </>
        )}
      </Stack>
    </Card>
  );
}
