// One page of sessions: id (opens the session), status, channel, recipient, country, times and cost; the
// headers sort the list.
import { Anchor, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Way } from '@/contracts/common';
import type { OtpSession, OtpSort } from '@/contracts/otp-sessions';
import { DateTimeText } from '@/components/date-time-text';
import { SortableTh } from '@/components/sortable-th';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { sessionCost } from '../cost';
import { OTP_STATUS_STYLES } from '../statuses';
import { CountryText } from './country-text';

const COLUMNS: readonly { sort: OtpSort; label: string }[] = [
  { sort: 'id', label: 'Session' },
  { sort: 'status', label: 'Status' },
  { sort: 'channel', label: 'Channel' },
  { sort: 'recipient', label: 'Recipient' },
  { sort: 'country_code', label: 'Country' },
  { sort: 'created_at', label: 'Created' },
  { sort: 'finished_at', label: 'Finished' },
];

export const CHANNEL_LABELS: Readonly<Record<string, string>> = { sms: 'SMS', viber: 'Viber' };

export function SessionsTable({
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
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="2FA sessions">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableTh
                key={column.sort}
                column={column.sort}
                sort={sort}
                way={way}
                onSort={onSort}
              >
                {column.label}
              </SortableTh>
            ))}
            <Table.Th>Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loadingRows
            ? Array.from({ length: loadingRows }, (_, row) => (
                <Table.Tr key={row}>
                  {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : sessions.map((session) => <SessionRow key={session.id} session={session} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SessionRow({ session }: { session: OtpSession }) {
  const cost = sessionCost(session);
  const messages = session.messages.length;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          renderRoot={(props) => (
            <Link to="/otp/sessions/$id" params={{ id: session.id }} {...props} />
          )}
          ff="monospace"
          size="sm"
          aria-label={`Session ${session.id}`}
        >
          {session.id.length > 13
            ? `${session.id.slice(0, 8)}…${session.id.slice(-4)}`
            : session.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={session.status} styles={OTP_STATUS_STYLES} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{CHANNEL_LABELS[session.channel] ?? session.channel}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {session.recipient}
        </Text>
      </Table.Td>
      <Table.Td>
        <CountryText code={session.country_code} />
      </Table.Td>
      <Table.Td>
        <DateTimeText value={session.created_at} />
      </Table.Td>
      <Table.Td>
        <DateTimeText value={session.finished_at} />
      </Table.Td>
      <Table.Td>
        <Tooltip
          label={`Session ${formatMoney(session.price, session.currency)} + ${messages} ${messages === 1 ? 'message' : 'messages'}`}
          openDelay={300}
        >
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(cost, session.currency)}
          </Text>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
