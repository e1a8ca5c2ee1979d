// The messages table: sortable by id, phone and delivered; at 1440 px it fits whole, and in less room the
// low-priority columns (type, created), then the medium ones (reference, sender, cost) give way. Rows are memoised and made of native elements (no
// component per cell, badge or link), so that a page of 500 stays smooth to scroll and re-sort.
import { Skeleton, Table } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { memo, useMemo, useState } from 'react';
import type { CampaignMessage, CampaignMessageSort } from '@/contracts/campaign-messages';
import type { Way } from '@/contracts/common';
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
import { formatMoney } from '@/lib/format';
import { MESSAGE_STATUS_STYLES } from '../statuses';
import type { CampaignMessagesSearch } from '../search';

/** A placeholder for the message id in the shared link, replaced per row. */
const ID_SLOT = '0000000000';

const COLUMNS = 11;
/**
 * The least room the table takes before it scrolls sideways: by then the low- and medium-priority columns
 * (type, created; reference, sender, cost) have given way (light-table.module.css).
 */
const MIN_WIDTH = 600;

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
      <td className={classes.medium}>
        {message.reference_id ? (
          <TruncatedText text={message.reference_id} className={classes.mono} />
        ) : (
          '—'
        )}
      </td>
      <td className={classes.low}>{message.type?.toUpperCase() ?? '—'}</td>
      <td className={classes.mono}>{message.phone ?? '—'}</td>
      <td className={classes.nowrap}>
        <StatusBadge status={message.status} styles={MESSAGE_STATUS_STYLES} />
      </td>
      <td className={classes.medium}>
        {message.sender ? <TruncatedText text={message.sender} /> : '—'}
      </td>
      <td className={`${classes.number} ${classes.medium}`}>
        {message.amount ? formatMoney(message.amount.value, message.amount.currency) : '—'}
      </td>
      <td className={classes.low}>
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
  const detailHref = useMemo(
    () =>
      rowHref(
        router.buildLocation({
          to: '/messages/$messageId',
          params: { messageId: ID_SLOT },
          search: detailSearch,
        }).href,
        ID_SLOT,
      ),
    [router, detailSearch],
  );
  const navigateOnClick = useRouterLinkClick();
  // State rather than a ref: the rows are laid out again once the box exists.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const virtual = messages.length >= VIRTUAL_ROWS_FROM;
  const table = (
    // One click handler for every link of the rows (a click or Enter on a link): in-app navigation
    // without a router link component per row.
    <Table
      verticalSpacing={6}
      // Eleven columns: a narrower gap between them lets all of them fit at 1440 px.
      horizontalSpacing={6}
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
          <Table.Th className={classes.medium}>External reference</Table.Th>
          <Table.Th className={classes.low}>Type</Table.Th>
          <SortableTh column="phone" sort={sort} way={way} onSort={onSort}>
            Phone
          </SortableTh>
          <Table.Th>Status</Table.Th>
          <Table.Th className={classes.medium}>Sender</Table.Th>
          <Table.Th ta="right" className={classes.medium}>
            Cost
          </Table.Th>
          <Table.Th className={classes.low}>Created</Table.Th>
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
          <VirtualTableRows
            count={messages.length}
            scrollBox={scrollBox}
            renderRow={(index) => {
              const message = messages[index];
              return message ? (
                <MessageRow
                  key={message.id}
                  message={message}
                  index={index}
                  detailHref={detailHref}
                />
              ) : null;
            }}
          />
        ) : (
          messages.map((message, index) => (
            <MessageRow key={message.id} message={message} index={index} detailHref={detailHref} />
          ))
        )}
      </tbody>
    </Table>
  );
  return (
    <LightTableScroll
      virtual={virtual}
      minWidth={MIN_WIDTH}
      label={caption}
      scrollBoxRef={setScrollBox}
    >
      {table}
    </LightTableScroll>
  );
});
