// The messages table: sortable by id, phone and delivered; rows are memoised and their cells kept light (no
// tooltip components in dates, plain text), so that a page of 500 stays smooth to scroll and re-sort.
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { CampaignMessage, CampaignMessageSort } from '@/contracts/campaign-messages';
import type { Way } from '@/contracts/common';
import { SortableTh } from '@/components/sortable-th';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { MESSAGE_STATUS_STYLES } from '../statuses';
import type { CampaignMessagesSearch } from '../search';

const COLUMNS = 11;

function TimeCell({ value }: { value: string | null }) {
  if (!value) {
    return (
      <Text component="span" size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <time dateTime={`${value.replace(' ', 'T')}Z`} title={`${value} UTC`}>
      {formatDateTime(value)}
    </time>
  );
}

const MessageRow = memo(function MessageRow({
  message,
  detailSearch,
}: {
  message: CampaignMessage;
  detailSearch: Partial<CampaignMessagesSearch>;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/messages/$messageId"
              params={{ messageId: String(message.id) }}
              search={detailSearch}
              {...props}
            />
          )}
          aria-label={`Open message ${message.id}`}
          size="sm"
          ff="monospace"
        >
          {message.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {message.campaign_id === null ? (
          '—'
        ) : (
          <Anchor
            renderRoot={(props) => (
              <Link
                to="/campaigns/$campaignId"
                params={{ campaignId: String(message.campaign_id) }}
                {...props}
              />
            )}
            aria-label={`Open campaign ${message.campaign_id}`}
            size="sm"
            ff="monospace"
          >
            {message.campaign_id}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
        {message.reference_id ?? '—'}
      </Table.Td>
      <Table.Td>{message.type?.toUpperCase() ?? '—'}</Table.Td>
      <Table.Td ff="monospace">{message.phone ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusBadge status={message.status} styles={MESSAGE_STATUS_STYLES} />
      </Table.Td>
      <Table.Td style={{ unicodeBidi: 'isolate' }}>{message.sender ?? '—'}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {message.amount ? formatMoney(message.amount.value, message.amount.currency) : '—'}
      </Table.Td>
      <Table.Td>
        <TimeCell value={message.created_at} />
      </Table.Td>
      <Table.Td>
        <TimeCell value={message.sent_at} />
      </Table.Td>
      <Table.Td>
        <TimeCell value={message.delivered_at} />
      </Table.Td>
    </Table.Tr>
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
  return (
    <Table.ScrollContainer minWidth={1280}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
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
        <Table.Tbody>
          {loadingRows !== undefined && messages.length === 0
            ? Array.from({ length: Math.min(loadingRows, 12) }, (_, i) => (
                <Table.Tr key={i} aria-hidden="true">
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : messages.map((message) => (
                <MessageRow key={message.id} message={message} detailSearch={detailSearch} />
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
