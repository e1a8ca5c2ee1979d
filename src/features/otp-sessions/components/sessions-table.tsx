// One page of sessions: id (opens the session), status, channel, recipient, country, times and cost; the
// headers sort the list. Rows are memoised and made of native elements (no component per cell, badge, tooltip
// or link), and from VIRTUAL_ROWS_FROM rows on only the rows in view are in the page, so that a page of 500
// stays quick to show, scroll and re-sort.
import { Skeleton, Table } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Way } from '@/contracts/common';
import type { OtpSession, OtpSort } from '@/contracts/otp-sessions';
import {
  LightTableScroll,
  TimeCell,
  TruncatedText,
  VIRTUAL_ROWS_FROM,
  VirtualTableRows,
  lightTableClasses as classes,
  rowHref,
  useRouterLinkClick,
} from '@/components/light-table';
import { SortableTh } from '@/components/sortable-th';
import { StatusBadge } from '@/components/status-badge';
import { countryLabel } from '@/contracts/countries';
import { formatMoney } from '@/lib/format';
import { sessionCost } from '../cost';
import { OTP_STATUS_STYLES } from '../statuses';

/** The sortable columns; `priority` names the class of the columns that give way in a narrow table. */
const COLUMNS: readonly { sort: OtpSort; label: string; priority?: 'medium' | 'low' }[] = [
  { sort: 'id', label: 'Session' },
  { sort: 'status', label: 'Status' },
  { sort: 'channel', label: 'Channel', priority: 'low' },
  { sort: 'recipient', label: 'Recipient' },
  { sort: 'country_code', label: 'Country', priority: 'medium' },
  { sort: 'created_at', label: 'Created' },
  { sort: 'finished_at', label: 'Finished', priority: 'low' },
];

export const CHANNEL_LABELS: Readonly<Record<string, string>> = { sms: 'SMS', viber: 'Viber' };

/** The least room before a sideways scroll: by then the low- and medium-priority columns have given way. */
const MIN_WIDTH = 560;
/** Skeleton rows while the first page loads, however long the page. */
const MAX_LOADING_ROWS = 12;
/** A placeholder for the session id in the shared link, replaced per row. */
const ID_SLOT = '__session__';

/** A country as its ISO code, named in full on hover and for screen readers. */
function CountryCell({ code }: { code: string | null }) {
  if (!code) {
    return (
      <span className={classes.dimmed}>
        —<span className="visually-hidden">no country</span>
      </span>
    );
  }
  const upper = code.toUpperCase();
  const name = countryLabel(upper);
  return (
    <span className={classes.code} title={name}>
      <span aria-hidden="true">{upper}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}

const SessionRow = memo(function SessionRow({
  session,
  index,
  sessionHref,
}: {
  session: OtpSession;
  index: number;
  sessionHref: (id: string) => string;
}) {
  const messages = session.messages.length;
  const breakdown = `Session ${formatMoney(session.price, session.currency)} + ${messages} ${messages === 1 ? 'message' : 'messages'}`;
  return (
    <tr data-striped={index % 2 === 0 ? true : undefined} aria-rowindex={index + 2}>
      <td>
        {/* The whole id is the link's text (cut to the column by CSS, whole on hover and focus), so that the
            accessible name contains what is shown. */}
        <a
          className={classes.link}
          href={sessionHref(session.id)}
          data-router-link
          aria-label={`Session ${session.id}`}
        >
          <TruncatedText text={session.id} className={classes.idCut} />
        </a>
      </td>
      <td>
        <StatusBadge status={session.status} styles={OTP_STATUS_STYLES} />
      </td>
      <td className={classes.low}>{CHANNEL_LABELS[session.channel] ?? session.channel}</td>
      <td className={classes.mono}>{session.recipient}</td>
      <td className={classes.medium}>
        <CountryCell code={session.country_code} />
      </td>
      <td>
        <TimeCell value={session.created_at} />
      </td>
      <td className={classes.low}>
        <TimeCell value={session.finished_at} />
      </td>
      <td className={`${classes.nowrap} ${classes.medium}`} title={breakdown}>
        {formatMoney(sessionCost(session), session.currency)}
        <span className="visually-hidden"> ({breakdown})</span>
      </td>
    </tr>
  );
});

export const SessionsTable = memo(function SessionsTable({
  sessions,
  loadingRows,
  sort,
  way,
  onSort,
}: {
  sessions: readonly OtpSession[];
  /** Rows of skeleton to show while the first page loads. */
  loadingRows?: number | undefined;
  sort: OtpSort;
  way: Way;
  onSort: (next: { sort: OtpSort; way: Way }) => void;
}) {
  const router = useRouter();
  // Every row's link to its session: built once, the id put in per row.
  const sessionHref = useMemo(
    () =>
      rowHref(
        router.buildLocation({ to: '/otp/sessions/$id', params: { id: ID_SLOT } }).href,
        ID_SLOT,
      ),
    [router],
  );
  // One click handler for every link of the rows (a click or Enter on a link): in-app navigation without a
  // router link component per row.
  const navigateOnClick = useRouterLinkClick();
  // State rather than a ref: the rows are laid out again once the box exists.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const scrollBoxRef = useRef<HTMLDivElement | null>(null);
  const attachScrollBox = useCallback((box: HTMLDivElement | null) => {
    scrollBoxRef.current = box;
    setScrollBox(box);
  }, []);
  const loading = Boolean(loadingRows);
  const virtual = !loading && sessions.length >= VIRTUAL_ROWS_FROM;

  // Another page or order starts at its top.
  const firstId = sessions[0]?.id;
  useEffect(() => {
    if (scrollBoxRef.current && firstId !== undefined) scrollBoxRef.current.scrollTop = 0;
  }, [firstId]);

  const renderRow = (index: number) => {
    const session = sessions[index];
    return session ? (
      <SessionRow key={session.id} session={session} index={index} sessionHref={sessionHref} />
    ) : null;
  };

  return (
    <LightTableScroll
      virtual={virtual}
      minWidth={MIN_WIDTH}
      label="2FA sessions"
      scrollBoxRef={attachScrollBox}
    >
      <Table
        verticalSpacing="xs"
        fz="sm"
        miw={MIN_WIDTH}
        aria-label="2FA sessions"
        aria-rowcount={loading ? undefined : sessions.length + 1}
        onClick={navigateOnClick}
        className={virtual ? classes.stickyHead : undefined}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <SortableTh
                key={column.sort}
                column={column.sort}
                sort={sort}
                way={way}
                onSort={onSort}
                className={column.priority && classes[column.priority]}
              >
                {column.label}
              </SortableTh>
            ))}
            <Table.Th className={classes.medium}>Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <tbody className={classes.body}>
          {loading ? (
            Array.from({ length: Math.min(loadingRows ?? 0, MAX_LOADING_ROWS) }, (_, row) => (
              <tr key={row} aria-hidden="true">
                {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                  <td key={cell}>
                    <Skeleton height={16} />
                  </td>
                ))}
              </tr>
            ))
          ) : virtual ? (
            <VirtualTableRows count={sessions.length} scrollBox={scrollBox} renderRow={renderRow} />
          ) : (
            sessions.map((_, index) => renderRow(index))
          )}
        </tbody>
      </Table>
    </LightTableScroll>
  );
});
