// The sandbox's 2FA authentication sessions: send an OTP, resend, verify, cancel, read one and list, with the
// spec's rules, limits and error texts. Expiry follows the sandbox clock and is applied lazily on each request.
import { Hono, type Context } from 'hono';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { Account, SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readJson, readQuery, serviceError, validationError } from '../http.ts';
import { recordOutboxMessage } from '../outbox.ts';
import type { Store } from '../store/db.ts';
import { DAY, formatIso } from '../store/time.ts';
import {
  MAGIC_RECIPIENTS,
  PRICE_UNITS,
  codeOfDigits,
  hashCode,
  maskCode,
} from '../store/areas/otp.ts';
import {
  OTP_CHANNELS,
  OTP_ERRORS,
  countryOfRecipient,
  otpSessionListQuerySchema,
  parseIsoDateTime,
  sendOtpRequestSchema,
  sessionIdSchema,
  verifyOtpRequestSchema,
  type OtpChannel,
  type OtpSessionListQuery,
  type OtpStatus,
  type SendOtpRequest,
} from '../../../src/contracts/otp-sessions.ts';
import { renderTemplateText } from '../../../src/contracts/otp-templates.ts';
import { fromUnits, toUnits } from '../../../src/contracts/decimal.ts';

/** Sessions in status pending one recipient may have at once, per account. */
export const PENDING_LIMIT_PER_RECIPIENT = 5;
/** Sessions one recipient may be sent, per account, in any 24 hours. */
export const TOTAL_LIMIT_PER_RECIPIENT = 20;
export const TOTAL_LIMIT_WINDOW_SECONDS = DAY;

type Ctx = Context<SandboxEnv>;

interface SessionRow {
  seq: number;
  id: string;
  account_id: number;
  template_id: number | null;
  recipient: string;
  country_code: string;
  status: OtpStatus;
  channel: OtpChannel;
  sender: string;
  sender_alt: string | null;
  message_text: string;
  code_lifetime: number;
  code_max_tries: number;
  code_digits: number;
  code_tries_used: number;
  price_units: number;
  currency: string;
  expired_at: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

interface MessageRow {
  seq: number;
  session_seq: number;
  channel: OtpChannel;
  recipient: string;
  sender: string;
  text: string;
  status: string;
  price_units: number;
  currency: string;
  sent_at: number | null;
  created_at: number;
}

interface TemplateRow {
  id: number;
  account_id: number;
  text: string;
  countries: string;
  status: string;
  test_only: number;
}

// Prepared statements live as long as their database (a reset opens a new one).
const statementCache = new WeakMap<Database, Map<string, Statement>>();
function sql(db: Database, text: string): Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

const secretCache = new WeakMap<Database, Buffer>();
function codeSecret(db: Database): Buffer {
  let secret = secretCache.get(db);
  if (!secret) {
    const row = sql(db, 'SELECT secret FROM otp_code_secret WHERE id = 1').get() as
      { secret: Buffer } | undefined;
    if (!row) throw new Error('the 2FA code secret is missing from the store');
    secret = row.secret;
    secretCache.set(db, secret);
  }
  return secret;
}

/** Sessions whose code lifetime has passed become expired at the moment they expired. */
function expirePendingSessions(store: Store): void {
  sql(
    store.db,
    `UPDATE otp_sessions SET status = 'expired', finished_at = expired_at, updated_at = expired_at
     WHERE status = 'pending' AND expired_at <= ?`,
  ).run(store.clock.nowStored());
}

const iso = (store: Store, stored: number) => formatIso(store.time.toReal(stored));
const unitsToFloat = (units: number) => units / 1e7;

function messageToWire(store: Store, row: MessageRow) {
  return {
    id: String(row.seq),
    recipient: row.recipient,
    status: row.status,
    channel: row.channel,
    sender: row.sender,
    text: row.text,
    price: unitsToFloat(row.price_units),
    currency: row.currency,
    sent_at: row.sent_at === null ? null : iso(store, row.sent_at),
    created_at: iso(store, row.created_at),
  };
}

/**
 * A session as the platform answers it. `price` is the 7-decimal string of the status-check table;
 * `code_tries_used` is the sandbox's addition (docs/sandbox/otp.md). `messages` only where the spec has them.
 */
function sessionToWire(store: Store, row: SessionRow, messages?: readonly MessageRow[]) {
  return {
    id: row.id,
    recipient: row.recipient,
    status: row.status,
    channel: row.channel,
    sender: row.sender,
    sender_alt: row.sender_alt,
    message_text: row.message_text,
    code_lifetime: row.code_lifetime,
    code_max_tries: row.code_max_tries,
    code_digits: row.code_digits,
    code_tries_used: row.code_tries_used,
    price: fromUnits(BigInt(row.price_units)),
    currency: row.currency,
    country_code: row.country_code,
    expired_at: iso(store, row.expired_at),
    created_at: iso(store, row.created_at),
    updated_at: iso(store, row.updated_at),
    finished_at: row.finished_at === null ? null : iso(store, row.finished_at),
    ...(messages ? { messages: messages.map((m) => messageToWire(store, m)) } : {}),
  };
}

function findSession(db: Database, accountId: number, id: string): SessionRow | undefined {
  return sql(db, 'SELECT * FROM otp_sessions WHERE id = ? AND account_id = ?').get(
    id,
    accountId,
  ) as SessionRow | undefined;
}

function sessionBySeq(db: Database, seq: number): SessionRow {
  return sql(db, 'SELECT * FROM otp_sessions WHERE seq = ?').get(seq) as SessionRow;
}

function messagesOf(db: Database, seq: number): MessageRow[] {
  return sql(db, 'SELECT * FROM otp_messages WHERE session_seq = ? ORDER BY seq').all(
    seq,
  ) as MessageRow[];
}

const isChannel = (value: string): value is OtpChannel =>
  (OTP_CHANNELS as readonly string[]).includes(value);

function balanceUnits(account: Account): bigint {
  return toUnits(account.balance) ?? 0n;
}

/** Charges the account; the balance is the account's own 7-decimal string. */
function charge(db: Database, accountId: number, units: number): void {
  if (units === 0) return;
  const row = sql(db, 'SELECT balance FROM accounts WHERE id = ?').get(accountId) as
    { balance: string } | undefined;
  if (!row) return;
  const balance = toUnits(row.balance) ?? 0n;
  sql(db, 'UPDATE accounts SET balance = ? WHERE id = ?').run(
    fromUnits(balance - BigInt(units)),
    accountId,
  );
}

const newCode = (digits: number) => codeOfDigits(digits, (min, max) => randomInt(min, max + 1));

function onStopList(db: Database, accountId: number, channel: OtpChannel, recipient: string) {
  return (
    sql(
      db,
      'SELECT 1 FROM otp_stop_list WHERE account_id = ? AND channel = ? AND recipient = ?',
    ).get(accountId, channel, recipient) !== undefined
  );
}

/**
 * "Sends" a session's code: the message on its channel, and when Viber cannot reach the recipient and the
 * session has an SMS sender, the SMS fallback. Each message goes to the outbox with the code; the session's
 * messages keep the code masked. Returns what the messages cost.
 */
function sendCode(store: Store, session: SessionRow, code: string, now: number): number {
  const { db } = store;
  const neverDelivered = session.recipient === MAGIC_RECIPIENTS.neverDelivered;
  const outboxText = renderTemplateText(session.message_text, code);
  const maskedText = maskCode(session.message_text, session.code_digits);
  let cost = 0;
  const send = (
    channel: OtpChannel,
    sender: string,
    delivered: boolean,
    priceUnits: number,
    at: number,
  ) => {
    const status = delivered ? 'delivered' : 'undelivered';
    const { lastInsertRowid } = sql(
      db,
      `INSERT INTO otp_messages (session_seq, channel, recipient, sender, text, status, price_units, currency,
         sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      session.seq,
      channel,
      session.recipient,
      sender,
      maskedText,
      status,
      priceUnits,
      session.currency,
      at,
      at,
    );
    recordOutboxMessage(db, {
      message_id: String(lastInsertRowid),
      authentication_id: session.id,
      channel,
      recipient: session.recipient,
      sender,
      text: outboxText,
      status,
      created_at: at,
    });
    cost += priceUnits;
  };

  if (session.channel === 'sms') {
    // An SMS is charged once the operator accepts it, delivered or not.
    send('sms', session.sender, !neverDelivered, PRICE_UNITS.sms, now);
    return cost;
  }
  const viberReaches = !neverDelivered && session.recipient !== MAGIC_RECIPIENTS.notViberUser;
  // A Viber message that never reached anyone is not charged.
  send('viber', session.sender, viberReaches, viberReaches ? PRICE_UNITS.viber : 0, now);
  if (
    !viberReaches &&
    session.sender_alt !== null &&
    !onStopList(db, session.account_id, 'sms', session.recipient)
  ) {
    send('sms', session.sender_alt, !neverDelivered, PRICE_UNITS.sms, now);
  }
  return cost;
}

function storeCode(db: Database, sessionSeq: number, code: string, now: number): void {
  sql(db, 'UPDATE otp_codes SET replaced_at = ? WHERE session_seq = ? AND replaced_at IS NULL').run(
    now,
    sessionSeq,
  );
  sql(
    db,
    'INSERT INTO otp_codes (session_seq, code_hash, created_at, replaced_at) VALUES (?, ?, ?, NULL)',
  ).run(sessionSeq, hashCode(codeSecret(db), code), now);
}

function currentCodeHash(db: Database, sessionSeq: number): Buffer | undefined {
  const row = sql(
    db,
    'SELECT code_hash FROM otp_codes WHERE session_seq = ? AND replaced_at IS NULL ORDER BY id DESC LIMIT 1',
  ).get(sessionSeq) as { code_hash: Buffer } | undefined;
  return row?.code_hash;
}

/** The id of a path, checked (at most 36 characters) before anything else: undefined once answered. */
function pathId(c: Ctx): { id: string } | { refused: Response } {
  const parsed = sessionIdSchema.safeParse(c.req.param('id'));
  if (!parsed.success)
    return { refused: validationError(c, { id: fieldErrorsFromZod(parsed.error).request ?? [] }) };
  return { id: parsed.data };
}

/** The checks of Send OTP that need the store, in the order a platform meets them; undefined when all pass. */
function refuseSend(c: Ctx, request: SendOtpRequest, country: string): Response | undefined {
  const { db } = c.get('store');
  const account = c.get('account');
  if (account.mode === 'demo') return serviceError(c, 422, OTP_ERRORS.demoMode);
  const channel = request.channel;
  if (!isChannel(channel)) return serviceError(c, 404, OTP_ERRORS.channelNotFound);
  const channelRow = sql(
    db,
    'SELECT active FROM otp_account_channels WHERE account_id = ? AND channel = ?',
  ).get(account.id, channel) as { active: number } | undefined;
  if (!channelRow) return serviceError(c, 404, OTP_ERRORS.channelNotFound);
  if (channelRow.active !== 1) return serviceError(c, 422, OTP_ERRORS.channelInactive);

  const template = sql(db, 'SELECT * FROM otp_templates WHERE id = ? AND account_id = ?').get(
    Number(request.template_id),
    account.id,
  ) as TemplateRow | undefined;
  if (!template) return serviceError(c, 404, OTP_ERRORS.templateNotFound);
  if (template.status !== 'approved') return serviceError(c, 422, OTP_ERRORS.invalidTemplateStatus);
  if (template.test_only === 1 && account.mode !== 'test')
    return serviceError(c, 422, OTP_ERRORS.templateNotAvailable);
  const countries = JSON.parse(template.countries) as string[];
  if (!countries.includes(country)) return serviceError(c, 422, OTP_ERRORS.templateNotAvailable);

  if (onStopList(db, account.id, channel, request.recipient))
    return serviceError(c, 422, OTP_ERRORS.stopList);

  const now = c.get('store').clock.nowStored();
  const pending = sql(
    db,
    "SELECT COUNT(*) FROM otp_sessions WHERE account_id = ? AND recipient = ? AND status = 'pending'",
  )
    .pluck()
    .get(account.id, request.recipient) as number;
  if (pending >= PENDING_LIMIT_PER_RECIPIENT) return serviceError(c, 422, OTP_ERRORS.pendingLimit);
  const recent = sql(
    db,
    'SELECT COUNT(*) FROM otp_sessions WHERE account_id = ? AND recipient = ? AND created_at > ?',
  )
    .pluck()
    .get(account.id, request.recipient, now - TOTAL_LIMIT_WINDOW_SECONDS) as number;
  if (recent >= TOTAL_LIMIT_PER_RECIPIENT) return serviceError(c, 422, OTP_ERRORS.totalLimit);

  if (balanceUnits(account) < BigInt(PRICE_UNITS[channel]))
    return serviceError(c, 402, OTP_ERRORS.insufficientFunds);
  return undefined;
}

/** Why a session in this status cannot be resent or canceled (the spec's texts; see docs for verified). */
function closedStatusError(status: OtpStatus): string {
  switch (status) {
    case 'failed':
      return OTP_ERRORS.failedStatus;
    case 'canceled':
      return OTP_ERRORS.canceledStatus;
    case 'expired':
      return OTP_ERRORS.expired;
    default:
      return OTP_ERRORS.invalidStatus;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The list.

/** The sort columns in order (the tie-breakers make every order total) and the index that keeps that order. */
const SORTS: Record<OtpSessionListQuery['sort'], { columns: readonly string[]; index: string }> = {
  id: { columns: ['id'], index: 'otp_sessions_id' },
  created_at: { columns: ['created_at', 'seq'], index: 'otp_sessions_created' },
  status: { columns: ['status', 'created_at', 'seq'], index: 'otp_sessions_status' },
  channel: { columns: ['channel', 'created_at', 'seq'], index: 'otp_sessions_channel' },
  recipient: { columns: ['recipient', 'created_at', 'seq'], index: 'otp_sessions_recipient' },
  finished_at: { columns: ['finished_at', 'created_at', 'seq'], index: 'otp_sessions_finished' },
  country_code: { columns: ['country_code', 'created_at', 'seq'], index: 'otp_sessions_country' },
};

/**
 * Past this many matching sessions, a page is read by walking the sort's own index (the filters are checked
 * inside it) rather than by sorting every match, which SQLite's planner would otherwise choose for a filter.
 */
const WALK_SORT_INDEX_FROM = 2000;

function listSessions(store: Store, accountId: number, query: OtpSessionListQuery) {
  const { db } = store;
  const toStored = (value: string) =>
    store.time.toStored(Math.floor((parseIsoDateTime(value) ?? 0) / 1000));
  const params: Record<string, string | number> = {
    account: accountId,
    from: toStored(query['filter[from]']),
    to: toStored(query['filter[to]']),
  };
  const where = ['account_id = @account', 'created_at BETWEEN @from AND @to'];
  const ids = query['filter[ids]'];
  if (ids && ids.length > 0) {
    ids.forEach((id, i) => (params[`id${i}`] = id));
    where.push(`id IN (${ids.map((_, i) => `@id${i}`).join(', ')})`);
  }
  const filters = [
    ['status', query['filter[status]']],
    ['channel', query['filter[channel]']],
    ['recipient', query['filter[recipient]']],
    ['country_code', query['filter[country_code]']],
  ] as const;
  for (const [column, value] of filters) {
    if (value === undefined) continue;
    params[column] = value;
    where.push(`${column} = @${column}`);
  }
  const condition = where.join(' AND ');
  const total = sql(db, `SELECT COUNT(*) FROM otp_sessions WHERE ${condition}`)
    .pluck()
    .get(params) as number;

  const offset = query['page[offset]'];
  const limit = Math.min(query['page[limit]'], Math.max(0, total - offset));
  if (limit === 0) return { list: [], total };
  // A page in the far half is read from the other end, in the opposite order, and turned around.
  const fromEnd = offset > total / 2;
  const way = fromEnd === (query.way === 'asc') ? 'DESC' : 'ASC';
  const sort = SORTS[query.sort];
  const selective = (ids && ids.length > 0) || query['filter[recipient]'] !== undefined;
  const walk = !selective && query.sort !== 'created_at' && total >= WALK_SORT_INDEX_FROM;
  const seqs = sql(
    db,
    `SELECT seq FROM otp_sessions ${walk ? `INDEXED BY ${sort.index}` : ''} WHERE ${condition}
     ORDER BY ${sort.columns.map((column) => `${column} ${way}`).join(', ')} LIMIT @limit OFFSET @offset`,
  )
    .pluck()
    .all({ ...params, limit, offset: fromEnd ? total - offset - limit : offset }) as number[];
  if (fromEnd) seqs.reverse();
  if (seqs.length === 0) return { list: [], total };

  const placeholders = seqs.map(() => '?').join(', ');
  const rows = db
    .prepare(`SELECT * FROM otp_sessions WHERE seq IN (${placeholders})`)
    .all(...seqs) as SessionRow[];
  const messages = db
    .prepare(
      `SELECT * FROM otp_messages WHERE session_seq IN (${placeholders}) ORDER BY session_seq, seq`,
    )
    .all(...seqs) as MessageRow[];
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  const messagesBySeq = new Map<number, MessageRow[]>();
  for (const message of messages) {
    const list = messagesBySeq.get(message.session_seq);
    if (list) list.push(message);
    else messagesBySeq.set(message.session_seq, [message]);
  }
  const list = seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [sessionToWire(store, row, messagesBySeq.get(seq) ?? [])] : [];
  });
  return { list, total };
}

// ---------------------------------------------------------------------------------------------------------

export const otpRoutes = new Hono<SandboxEnv>()
  .post('/api/2fa/authentications/otp', async (c) => {
    const body = await readJson(c);
    if (body === undefined) return validationError(c, { request: ['The body must be JSON.'] });
    const parsed = sendOtpRequestSchema.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const request = parsed.data;
    const country = countryOfRecipient(request.recipient);
    if (!country) {
      return validationError(c, {
        recipient: ['The recipient must be a number with a known country calling code.'],
      });
    }
    const store = c.get('store');
    expirePendingSessions(store);
    const refused = refuseSend(c, request, country);
    if (refused) return refused;

    const account = c.get('account');
    const { db } = store;
    const now = store.clock.nowStored();
    const channel = request.channel === 'viber' ? 'viber' : 'sms';
    const session = db.transaction(() => {
      const { lastInsertRowid } = sql(
        db,
        `INSERT INTO otp_sessions (id, account_id, template_id, recipient, country_code, status, channel, sender,
           sender_alt, message_text, code_lifetime, code_max_tries, code_digits, code_tries_used, price_units,
           currency, expired_at, created_at, updated_at, finished_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, (SELECT text FROM otp_templates WHERE id = ?), ?, ?, ?, 0, 0,
           ?, ?, ?, ?, NULL)`,
      ).run(
        randomUUID(),
        account.id,
        Number(request.template_id),
        request.recipient,
        country,
        channel,
        request.sender,
        channel === 'viber' ? (request.sender_alt ?? null) : null,
        Number(request.template_id),
        request.code_lifetime,
        request.code_max_tries,
        request.code_digits,
        account.currency,
        now + request.code_lifetime,
        now,
        now,
      );
      const row = sessionBySeq(db, Number(lastInsertRowid));
      const code = newCode(row.code_digits);
      storeCode(db, row.seq, code, now);
      charge(db, account.id, sendCode(store, row, code, now));
      return row;
    })();
    return c.json({ data: sessionToWire(store, session) }, 201);
  })
  .post('/api/2fa/authentications/otp/:id/resend', (c) => {
    const checked = pathId(c);
    if ('refused' in checked) return checked.refused;
    const store = c.get('store');
    const account = c.get('account');
    expirePendingSessions(store);
    const row = findSession(store.db, account.id, checked.id);
    if (!row) return serviceError(c, 404, OTP_ERRORS.notFound);
    if (row.status !== 'pending') return serviceError(c, 422, closedStatusError(row.status));
    if (balanceUnits(account) < BigInt(PRICE_UNITS[row.channel]))
      return serviceError(c, 402, OTP_ERRORS.insufficientFunds);
    const { db } = store;
    const now = store.clock.nowStored();
    db.transaction(() => {
      const code = newCode(row.code_digits);
      storeCode(db, row.seq, code, now);
      charge(db, account.id, sendCode(store, row, code, now));
      // The new code lives a full lifetime from now: the session's expiry moves with it.
      sql(db, 'UPDATE otp_sessions SET expired_at = ?, updated_at = ? WHERE seq = ?').run(
        now + row.code_lifetime,
        now,
        row.seq,
      );
    })();
    return c.json({ data: sessionToWire(store, sessionBySeq(db, row.seq)) });
  })
  .post('/api/2fa/authentications/otp/:id/verify', async (c) => {
    const checked = pathId(c);
    if ('refused' in checked) return checked.refused;
    const body = await readJson(c);
    if (body === undefined) return validationError(c, { request: ['The body must be JSON.'] });
    const parsed = verifyOtpRequestSchema.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    const account = c.get('account');
    expirePendingSessions(store);
    const { db } = store;
    const row = findSession(db, account.id, checked.id);
    if (!row) return serviceError(c, 404, OTP_ERRORS.notFound);
    if (row.status === 'expired') return serviceError(c, 422, OTP_ERRORS.codeExpired);
    if (row.status === 'failed') return serviceError(c, 422, OTP_ERRORS.attemptsLimit);
    if (row.status !== 'pending') return serviceError(c, 422, OTP_ERRORS.invalidStatus);
    const expected = currentCodeHash(db, row.seq);
    if (!expected) return serviceError(c, 422, 'Access code not found');

    // The spec types access_code as an integer: "0123" and 123 are the same code.
    const given = hashCode(codeSecret(db), String(Number(parsed.data.access_code)));
    const now = store.clock.nowStored();
    if (timingSafeEqual(given, expected)) {
      db.transaction(() => {
        sql(
          db,
          "UPDATE otp_sessions SET status = 'verified', finished_at = ?, updated_at = ?, price_units = ? WHERE seq = ?",
        ).run(now, now, PRICE_UNITS.verifiedSession, row.seq);
        charge(db, account.id, PRICE_UNITS.verifiedSession);
      })();
      return c.json({ data: sessionToWire(store, sessionBySeq(db, row.seq)) });
    }
    const used = row.code_tries_used + 1;
    if (used >= row.code_max_tries) {
      sql(
        db,
        "UPDATE otp_sessions SET code_tries_used = ?, status = 'failed', finished_at = ?, updated_at = ? WHERE seq = ?",
      ).run(used, now, now, row.seq);
    } else {
      sql(db, 'UPDATE otp_sessions SET code_tries_used = ?, updated_at = ? WHERE seq = ?').run(
        used,
        now,
        row.seq,
      );
    }
    return serviceError(c, 404, OTP_ERRORS.codeMismatch);
  })
  .post('/api/2fa/authentications/:id/cancel', (c) => {
    const checked = pathId(c);
    if ('refused' in checked) return checked.refused;
    const store = c.get('store');
    expirePendingSessions(store);
    const { db } = store;
    const row = findSession(db, c.get('account').id, checked.id);
    if (!row) return serviceError(c, 404, OTP_ERRORS.notFound);
    if (row.status !== 'pending') return serviceError(c, 422, closedStatusError(row.status));
    const now = store.clock.nowStored();
    sql(
      db,
      "UPDATE otp_sessions SET status = 'canceled', price_units = 0, finished_at = ?, updated_at = ? WHERE seq = ?",
    ).run(now, now, row.seq);
    return c.json({ data: sessionToWire(store, sessionBySeq(db, row.seq)) });
  })
  .get('/api/2fa/authentications', (c) => {
    const parsed = otpSessionListQuerySchema.safeParse(readQuery(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const store = c.get('store');
    expirePendingSessions(store);
    return c.json({ data: listSessions(store, c.get('account').id, parsed.data) });
  })
  .get('/api/2fa/authentications/:id', (c) => {
    const checked = pathId(c);
    if ('refused' in checked) return checked.refused;
    const store = c.get('store');
    expirePendingSessions(store);
    const row = findSession(store.db, c.get('account').id, checked.id);
    if (!row) return serviceError(c, 404, OTP_ERRORS.notFound);
    return c.json({ data: sessionToWire(store, row, messagesOf(store.db, row.seq)) });
  });
