// The messages table: sortable by id, phone and delivered. Rows are memoised and made of native elements (no
// component per cell, badge or link), so that a page of 500 stays smooth to scroll and re-sort.
import { Box, Skeleton, Table } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import type { CampaignMessage, CampaignMessageSort } from '@/contracts/campaign-messages';
import type { Way } from '@/contracts/common';
import { SortableTh } from '@/components/sortable-th';
import { formatDateTime, formatMoney } from '@/lib/format';
import { MESSAGE_STATUS_STYLES } from '../statuses';
import type { CampaignMessagesSearch } from '../search';
import classes from './campaign-messages-table.module.css';
import { useVirtualRows } from './use-virtual-rows';

/** A placeholder for the message id in the shared link, replaced per row. */
const ID_SLOT = '0000000000';

const COLUMNS = 11;
const MIN_WIDTH = 1280;
/** Every row's height: cells do not wrap, so that rows can be virtual. */
const ROW_HEIGHT = 37;

function TimeCell({ value }: { value: string | null }) {
  if (!value) return <span className={classes.dimmed}>—</span>;
  return (
    <time dateTime={`${value.replace(' ', 'T')}Z`} title={`${value} UTC`}>
      {formatDateTime(value)}
    </time>
  );
}

/** The status as a coloured badge with its meaning on hover and for screen readers, without a component. */
function StatusCell({ status }: { status: string }) {
  const style = isKnownStatus(status) ? MESSAGE_STATUS_STYLES[status] : undefined;
  const meaning = style?.meaning ?? `Status "${status}" is not described by the platform.`;
  const color = style?.color ?? 'gray';
  return (
    <span
      className={classes.badge}
      data-color={color}
      title={meaning}
      aria-label={`${status}: ${meaning}`}
      role="img"
    >
      {status}
    </span>
  );
}

function isKnownStatus(status: string): status is keyof typeof MESSAGE_STATUS_STYLES {
  return status in MESSAGE_STATUS_STYLES;
}

const MessageRow = memo(function MessageRow({
  message,
  index,
  detailHref,
}: {
  message: CampaignMessage;
  index: number;
  detailHref: (id: number) => string;
}) {
  return (
    <tr
      data-index={index}
      data-striped={index % 2 === 0 ? true : undefined}
      aria-rowindex={index + 2}
    >
      <td>
        <a
          className={classes.link}
          href={detailHref(message.id)}
          data-router-link
          aria-label={`Open message ${message.id}`}
        >
          {message.id}
        </a>
      </td>
      <td>
        {message.campaign_id === null ? (
          '—'
        ) : (
          <a
            className={classes.link}
            href={`/campaigns/${message.campaign_id}`}
            data-router-link
            aria-label={`Open campaign ${message.campaign_id}`}
          >
            {message.campaign_id}
          </a>
        )}
      </td>
      <td className={`${classes.mono} ${classes.wrap}`}>{message.reference_id ?? '—'}</td>
      <td>{message.type?.toUpperCase() ?? '—'}</td>
      <td className={classes.mono}>{message.phone ?? '—'}</td>
      <td className={classes.nowrap}>
        <StatusCell status={message.status} />
      </td>
      <td className={classes.wrap}>{message.sender ?? '—'}</td>
      <td className={classes.cost}>
        {message.amount ? formatMoney(message.amount.value, message.amount.currency) : '—'}
      </td>
      <td>
        <TimeCell value={message.created_at} />
      </td>
      <td>
        <TimeCell value={message.sent_at} />
      </td>
      <td>
        <TimeCell value={message.delivered_at} />
      </td>
    </tr>
  );
});

/** From this many rows on, only the rows in view (and a margin) are in the page, in a scrolling box. */
export const VIRTUAL_ROWS_FROM = 100;

function VirtualRows({
  messages,
  detailHref,
  scrollBox,
}: {
  messages: readonly CampaignMessage[];
  detailHref: (id: number) => string;
  /** The scrolling box, once it is in the page (its ref is attached after this renders). */
  scrollBox: HTMLDivElement | null;
}) {
  const { items, before, after } = useVirtualRows({
    count: messages.length,
    getScrollElement: () => scrollBox,
    rowHeight: ROW_HEIGHT,
    overscan: 12,
  });
  return (
    <>
      {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
      {items.map((item) => {
        const message = messages[item.index];
        return message ? (
          <MessageRow
            key={message.id}
            message={message}
            index={item.index}
            detailHref={detailHref}
          />
        ) : null;
      })}
      {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
    </>
  );
}

export const CampaignMessagesTable = memo(function CampaignMessagesTable({
  messages,
  loadingRows,
  sort,
  way,
  onSort,
  detailSearch,
  caption,
}: {
  messages: readonly CampaignMessage[];
  /** Skeleton rows while the first page loads. */
  loadingRows?: number;
  sort: CampaignMessageSort;
  way: Way;
  onSort: (next: { sort: CampaignMessageSort; way: Way }) => void;
  /** Search params a message's link carries, so that its detail uses the list's period. */
  detailSearch: Partial<CampaignMessagesSearch>;
  caption: string;
}) {
  const router = useRouter();
  // Every row's link to its message shares the list's search params: built once, the id put in per row.
  const detailHref = useMemo(() => {
    const { href } = router.buildLocation({
      to: '/messages/$messageId',
      params: { messageId: ID_SLOT },
      search: detailSearch,
    });
    const [path = '', query = ''] = href.split('?');
    return (id: number) => `${path.replace(ID_SLOT, String(id))}${query ? `?${query}` : ''}`;
  }, [router, detailSearch]);
  const navigateOnClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link =
        event.target instanceof Element ? event.target.closest('a[data-router-link]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
  // State rather than a ref: the rows are laid out again once the box exists.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const virtual = messages.length >= VIRTUAL_ROWS_FROM;
  const table = (
    // One click handler for every link of the rows (a click or Enter on a link): in-app navigation
    // without a router link component per row.
    <Table
      verticalSpacing={6}
      fz="sm"
      onClick={navigateOnClick}
      miw={MIN_WIDTH}
      aria-rowcount={messages.length + 1}
      className={virtual ? classes.stickyHead : undefined}
    >
      <caption className="visually-hidden">{caption}</caption>
      <Table.Thead>
        <Table.Tr aria-rowindex={1}>
          <SortableTh column="id" sort={sort} way={way} onSort={onSort}>
            Id
          </SortableTh>
          <Table.Th>Campaign</Table.Th>
          <Table.Th>External reference</Table.Th>
          <Table.Th>Type</Table.Th>
          <SortableTh column="phone" sort={sort} way={way} onSort={onSort}>
            Phone
          </SortableTh>
          <Table.Th w={150}>Status</Table.Th>
          <Table.Th>Sender</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Sent</Table.Th>
          <SortableTh column="delivered" sort={sort} way={way} onSort={onSort}>
            Delivered
          </SortableTh>
        </Table.Tr>
      </Table.Thead>
      <tbody className={classes.body}>
        {loadingRows !== undefined && messages.length === 0 ? (
          Array.from({ length: Math.min(loadingRows, 12) }, (_, i) => (
            <tr key={i} aria-hidden="true">
              <td colSpan={COLUMNS}>
                <Skeleton height={20} />
              </td>
            </tr>
          ))
        ) : virtual ? (
          <VirtualRows messages={messages} detailHref={detailHref} scrollBox={scrollBox} />
        ) : (
          messages.map((message, index) => (
            <MessageRow key={message.id} message={message} index={index} detailHref={detailHref} />
          ))
        )}
      </tbody>
    </Table>
  );
  if (!virtual) return <Table.ScrollContainer minWidth={MIN_WIDTH}>{table}</Table.ScrollContainer>;
  return (
    // Focusable, so that the rows can be scrolled from the keyboard too.
    <Box
      ref={setScrollBox}
      className={classes.scrollBox}
      tabIndex={0}
      role="region"
      aria-label={`${caption} (scrollable)`}
    >
      {table}
    </Box>
  );
});
