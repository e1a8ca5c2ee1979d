// Per channel or per country: a sortable table of every figure (each count a link to its sessions) and a bar
// chart of verified and other sessions, without a map.
import '@mantine/core/styles/Card.layer.css';
import '@/styles/mantine-floating.css';
import { Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useRouterLinkClick } from '@/components/light-table';
import { SortableTh } from '@/components/sortable-th';
import type { Way } from '@/contracts/common';
import { toUnits } from '@/contracts/decimal';
import type { CurrencyAmount, GroupFigures } from '../figures';
import { exactAmounts, formatAmounts, formatSeconds, formatShare } from '../format';
import type { GroupSort } from '../search';
import { GroupBars } from './group-bars';
import classes from './insight.module.css';
import { sessionsAnchor, useSessionsHref, type SessionsFilter } from './sessions-link';

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
  const hrefOf = useSessionsHref();
  const navigateOnClick = useRouterLinkClick();
  const th = (column: GroupSort, text: string) => (
    <SortableTh column={column} sort={sort} way={way} onSort={onSort}>
      {text}
    </SortableTh>
  );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sessions.
          </Text>
        ) : (
          <>
            <ScrollArea type="auto">
              {/* Rows of native cells (light-table's way): one link handler for the table, no component per cell. */}
              <Table aria-label={title} miw={900} onClick={navigateOnClick}>
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
                <tbody className={classes.body}>
                  {rows.map((g, index) => {
                    const name = nameOf(g.key);
                    const filter = filterOf(g.key);
                    return (
                      <tr key={g.key} data-striped={index % 2 === 0 ? true : undefined}>
                        <th scope="row">{name}</th>
                        <td>
                          {sessionsAnchor({
                            href: hrefOf(filter),
                            label: `${g.sessions} sessions of ${name}`,
                            children: g.sessions.toLocaleString(),
                          })}
                        </td>
                        <td>
                          {sessionsAnchor({
                            href: hrefOf({ ...filter, status: 'verified' }),
                            label: `${g.verified} verified sessions of ${name}`,
                            children: g.verified.toLocaleString(),
                          })}
                        </td>
                        <td title={`${g.verified} verified of ${g.finished} finished`}>
                          {formatShare(g.conversion)}
                        </td>
                        <td>{formatSeconds(g.medianVerifySeconds)}</td>
                        <td>
                          {g.viberSessions === 0 ? (
                            '—'
                          ) : (
                            <>
                              {formatShare(g.fallbackShare)}{' '}
                              <span className={classes.dimmed}>
                                (
                                {sessionsAnchor({
                                  href: hrefOf({ ...filter, channel: 'viber' }),
                                  label: `${g.fellBack} of ${g.viberSessions} Viber sessions of ${name} fell back to SMS: open the Viber sessions`,
                                  children: `${g.fellBack.toLocaleString()} of ${g.viberSessions.toLocaleString()}`,
                                })}
                                )
                              </span>
                            </>
                          )}
                        </td>
                        <td
                          title={`Sessions ${exactAmounts(g.sessionCost) ?? '0'}; messages ${exactAmounts(g.messageCost) ?? '0'}`}
                        >
                          {formatAmounts(g.sessionCost)}
                          <span className={classes.dimmed}>
                            {' '}
                            sessions, {formatAmounts(g.messageCost)} messages
                          </span>
                        </td>
                        <td title={exactAmounts(g.costPerVerified)}>
                          {formatAmounts(g.costPerVerified)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </ScrollArea>
            <GroupBars rows={rows} nameOf={nameOf} label={title} />
          </>
        )}
      </Stack>
    </Card>
  );
}
