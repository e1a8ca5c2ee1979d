// Every field of a session, labelled in words, with the raw values where they matter (ids, times on hover).
import '@mantine/core/styles/Code.layer.css';
import { Code, Text } from '@mantine/core';
import type { OtpSession } from '@/contracts/otp-sessions';
import { DateTimeText } from '@/components/date-time-text';
import { FieldTable, type FieldRow } from '@/components/field-table';
import { StatusBadge } from '@/components/status-badge';
import { formatMoney } from '@/lib/format';
import { sessionCost } from '../cost';
import { OTP_STATUS_STYLES } from '../statuses';
import { CountryText } from './country-text';
import { CHANNEL_LABELS } from './sessions-table';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function SessionFields({ session }: { session: OtpSession }) {
  const rows: FieldRow[] = [
    ['Session id', <Code key="id">{session.id}</Code>],
    ['Status', <StatusBadge key="status" status={session.status} styles={OTP_STATUS_STYLES} />],
    ['Channel', CHANNEL_LABELS[session.channel] ?? session.channel],
    [
      'Recipient',
      <Text key="recipient" component="span" ff="monospace" size="sm">
        {session.recipient}
      </Text>,
    ],
    ['Country', <CountryText key="country" code={session.country_code} />],
    ['Sender', session.sender],
    [
      'SMS fallback sender',
      session.sender_alt ?? (
        <Text key="alt" component="span" size="sm" c="dimmed">
          none
        </Text>
      ),
    ],
    [
      'Message text',
      <Text
        key="text"
        component="span"
        size="sm"
        style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}
      >
        {session.message_text}
      </Text>,
    ],
    ['Code digits', String(session.code_digits)],
    ['Code lifetime', plural(session.code_lifetime, 'second')],
    ['Maximum tries', String(session.code_max_tries)],
    [
      'Wrong codes tried',
      session.code_tries_used === null ? (
        <Text key="tries" component="span" size="sm" c="dimmed">
          not reported by the platform
        </Text>
      ) : (
        String(session.code_tries_used)
      ),
    ],
    ['Session price', formatMoney(session.price, session.currency)],
    ['Total cost with messages', formatMoney(sessionCost(session), session.currency)],
    ['Currency', session.currency],
    ['Created', <DateTimeText key="created" value={session.created_at} />],
    ['Last change', <DateTimeText key="updated" value={session.updated_at} />],
    ['Expires', <DateTimeText key="expires" value={session.expired_at} />],
    ['Finished', <DateTimeText key="finished" value={session.finished_at} />],
  ];
  return <FieldTable label="Session fields" rows={rows} labelWidth={220} />;
}
