// The sandbox's outbox: the record of every message it has "sent", with the text the recipient would read
// (codes included). Only the /sandbox/outbox control reads it; no /api or /rest response does.
import type { Database } from 'better-sqlite3';
import type { Store } from './store/db.ts';
import { formatIso } from './store/time.ts';

export interface OutboxEntry {
  message_id: string;
  authentication_id: string | null;
  channel: 'sms' | 'viber';
  recipient: string;
  sender: string;
  text: string;
  status: string;
  /** Stored seconds. */
  created_at: number;
}

export function recordOutboxMessage(db: Database, entry: OutboxEntry): void {
  db.prepare(
    `INSERT INTO sandbox_outbox (message_id, authentication_id, channel, recipient, sender, text, status, created_at)
     VALUES (@message_id, @authentication_id, @channel, @recipient, @sender, @text, @status, @created_at)`,
  ).run(entry);
}

/** How many outbox messages one request returns at most (newest first). */
export const OUTBOX_LIMIT = 100;

/** The outbox as `GET /sandbox/outbox` answers it: newest first, for one recipient or for everyone. */
export function readOutbox(store: Store, recipient: string | undefined) {
  const rows = (
    recipient === undefined
      ? store.db.prepare('SELECT * FROM sandbox_outbox ORDER BY seq DESC LIMIT ?').all(OUTBOX_LIMIT)
      : store.db
          .prepare('SELECT * FROM sandbox_outbox WHERE recipient = ? ORDER BY seq DESC LIMIT ?')
          .all(recipient, OUTBOX_LIMIT)
  ) as (OutboxEntry & { seq: number })[];
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
