// The sandbox's outbox: the record of every message it has "sent", with the text the recipient would read
// (codes included). Only the /sandbox/outbox control reads it; no /api or /rest response does. Its table and
// queries are the 2FA area's (store/areas/otp.ts).
import type { Store } from './store/db.ts';
import { formatIso } from './store/time.ts';
import { listLatestOutboxMessages, listLatestOutboxMessagesTo } from './store/areas/otp.ts';

/** How many outbox messages one request returns at most (newest first). */
export const OUTBOX_LIMIT = 100;

/** The outbox as `GET /sandbox/outbox` answers it: newest first, for one recipient or for everyone. */
export function readOutbox(store: Store, recipient: string | undefined) {
  const rows =
    recipient === undefined
      ? listLatestOutboxMessages(store.db, OUTBOX_LIMIT)
      : listLatestOutboxMessagesTo(store.db, recipient, OUTBOX_LIMIT);
  return rows.map((row) => ({
    id: row.message_id,
    authentication_id: row.authentication_id,
    channel: row.channel,
    recipient: row.recipient,
    sender: row.sender,
    text: row.text,
    status: row.status,
    created_at: formatIso(store.time.toReal(row.created_at)),
  }));
}
