// The sandbox's 2FA authentication sessions: send an OTP, resend, verify, cancel, read one and list, with the
// spec's rules, limits and error texts. Expiry follows the sandbox clock and is applied lazily on each request.
import { Hono, type Context } from 'hono';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Account, SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readJson, readQuery, serviceError, validationError } from '../http.ts';
import type { Store } from '../store/db.ts';
import { findAccountBalance, setAccountBalance } from '../store/core.ts';
import { DAY, formatIso } from '../store/time.ts';
import {
  MAGIC_RECIPIENTS,
  PRICE_UNITS,
  codeOfDigits,
  codeSecret,
  countPendingSessionsTo,
  countSessionsToSince,
  expireLapsedSessions,
  extendSessionExpiry,
  findAccountChannel,
  findCurrentCodeHash,
  findSession,
  hashCode,
  insertOutboxMessage,
  insertPendingSession,
  insertSessionCode,
  insertSessionMessage,
  isOnStopList,
  listSessionMessages,
  listSessionsPage,
  markSessionCanceled,
  markSessionFailed,
  markSessionVerified,
  maskCode,
  recordCodeTry,
  retireSessionCode,
  sessionBySeq,
  type OtpMessageRow,
  type OtpSessionRow,
} from '../store/areas/otp.ts';
import { findAccountTemplate } from '../store/areas/otp-templates.ts';
import {
  OTP_CHANNELS,
  OTP_ERRORS,
  otpSessionListQuerySchema,
  sendOtpRequestSchema,
  sessionIdSchema,
  verifyOtpRequestSchema,
  type OtpChannel,
  type OtpSessionListQuery,
  type OtpStatus,
  type SendOtpRequest,
} from '../../../src/contracts/otp-sessions.ts';
import { countryOfRecipient } from '../../../src/contracts/calling-codes.ts';
import { renderTemplateText } from '../../../src/contracts/otp-templates.ts';
import { fromUnits, toUnits } from '../../../src/contracts/decimal.ts';
import { parseIsoDateTime } from '../../../src/contracts/wire.ts';

/** Sessions in status pending one recipient may have at once, per account. */
export const PENDING_LIMIT_PER_RECIPIENT = 5;
/** Sessions one recipient may be sent, per account, in any 24 hours. */
export const TOTAL_LIMIT_PER_RECIPIENT = 20;
export const TOTAL_LIMIT_WINDOW_SECONDS = DAY;

type Ctx = Context<SandboxEnv>;

/** Sessions whose code lifetime has passed become expired at the moment they expired. */
function expirePendingSessions(store: Store): void {
  expireLapsedSessions(store.db, store.clock.nowStored());
}

const iso = (store: Store, stored: number) => formatIso(store.time.toReal(stored));
const unitsToFloat = (units: number) => units / 1e7;

function messageToWire(store: Store, row: OtpMessageRow) {
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
function sessionToWire(store: Store, row: OtpSessionRow, messages?: readonly OtpMessageRow[]) {
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

const isChannel = (value: string): value is OtpChannel =>
  (OTP_CHANNELS as readonly string[]).includes(value);

function balanceUnits(account: Account): bigint {
  return toUnits(account.balance) ?? 0n;
}

/** Charges the account; the balance is the account's own 7-decimal string. */
function charge(db: Database, accountId: number, units: number): void {
  if (units === 0) return;
  const stored = findAccountBalance(db, accountId);
  if (stored === undefined) return;
  const balance = toUnits(stored) ?? 0n;
  setAccountBalance(db, accountId, fromUnits(balance - BigInt(units)));
}

const newCode = (digits: number) => codeOfDigits(digits, (min, max) => randomInt(min, max + 1));

/**
 * "Sends" a session's code: the message on its channel, and when Viber cannot reach the recipient and the
 * session has an SMS sender, the SMS fallback. Each message goes to the outbox with the code; the session's
 * messages keep the code masked. Returns what the messages cost.
 */
function sendCode(store: Store, session: OtpSessionRow, code: string, now: number): number {
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
    const messageSeq = insertSessionMessage(db, session, {
      channel,
      sender,
      text: maskedText,
      status,
      priceUnits,
      at,
    });
    insertOutboxMessage(db, {
      message_id: String(messageSeq),
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
    !isOnStopList(db, session.account_id, 'sms', session.recipient)
  ) {
    send('sms', session.sender_alt, !neverDelivered, PRICE_UNITS.sms, now);
  }
  return cost;
}

/** The session's new code replaces its current one; only its hash is kept. */
function storeCode(db: Database, sessionSeq: number, code: string, now: number): void {
  retireSessionCode(db, sessionSeq, now);
  insertSessionCode(db, sessionSeq, hashCode(codeSecret(db), code), now);
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
  const channelRow = findAccountChannel(db, account.id, channel);
  if (!channelRow) return serviceError(c, 404, OTP_ERRORS.channelNotFound);
  if (channelRow.active !== 1) return serviceError(c, 422, OTP_ERRORS.channelInactive);

  const template = findAccountTemplate(db, account.id, Number(request.template_id));
  if (!template) return serviceError(c, 404, OTP_ERRORS.templateNotFound);
  if (template.status !== 'approved') return serviceError(c, 422, OTP_ERRORS.invalidTemplateStatus);
  if (template.test_only === 1 && account.mode !== 'test')
    return serviceError(c, 422, OTP_ERRORS.templateNotAvailable);
  const countries = JSON.parse(template.countries) as string[];
  if (!countries.includes(country)) return serviceError(c, 422, OTP_ERRORS.templateNotAvailable);

  if (isOnStopList(db, account.id, channel, request.recipient))
    return serviceError(c, 422, OTP_ERRORS.stopList);

  const now = c.get('store').clock.nowStored();
  const pending = countPendingSessionsTo(db, account.id, request.recipient);
  if (pending >= PENDING_LIMIT_PER_RECIPIENT) return serviceError(c, 422, OTP_ERRORS.pendingLimit);
  const recent = countSessionsToSince(
    db,
    account.id,
    request.recipient,
    now - TOTAL_LIMIT_WINDOW_SECONDS,
  );
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

function listSessions(store: Store, accountId: number, query: OtpSessionListQuery) {
  const toStored = (value: string) =>
    store.time.toStored(Math.floor((parseIsoDateTime(value) ?? 0) / 1000));
  const period = { from: toStored(query['filter[from]']), to: toStored(query['filter[to]']) };
  const { sessions, total } = listSessionsPage(store.db, accountId, period, query);
  return {
    list: sessions.map(({ row, messages }) => sessionToWire(store, row, messages)),
    total,
  };
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
      const seq = insertPendingSession(
        db,
        randomUUID(),
        {
          accountId: account.id,
          templateId: Number(request.template_id),
          recipient: request.recipient,
          countryCode: country,
          channel,
          sender: request.sender,
          senderAlt: channel === 'viber' ? (request.sender_alt ?? null) : null,
          codeLifetime: request.code_lifetime,
          codeMaxTries: request.code_max_tries,
          codeDigits: request.code_digits,
          currency: account.currency,
        },
        now,
      );
      const row = sessionBySeq(db, seq);
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
      extendSessionExpiry(db, row.seq, now + row.code_lifetime, now);
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
    const expected = findCurrentCodeHash(db, row.seq);
    if (!expected) return serviceError(c, 422, 'Access code not found');

    // The spec types access_code as an integer: "0123" and 123 are the same code.
    const given = hashCode(codeSecret(db), String(Number(parsed.data.access_code)));
    const now = store.clock.nowStored();
    if (timingSafeEqual(given, expected)) {
      db.transaction(() => {
        markSessionVerified(db, row.seq, now, PRICE_UNITS.verifiedSession);
        charge(db, account.id, PRICE_UNITS.verifiedSession);
      })();
      return c.json({ data: sessionToWire(store, sessionBySeq(db, row.seq)) });
    }
    const used = row.code_tries_used + 1;
    if (used >= row.code_max_tries) {
      markSessionFailed(db, row.seq, used, now);
    } else {
      recordCodeTry(db, row.seq, used, now);
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
    markSessionCanceled(db, row.seq, now);
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
    return c.json({ data: sessionToWire(store, row, listSessionMessages(store.db, row.seq)) });
  });
