// The figures of 2FA insight, computed from sessions as they arrive: totals by status, per channel and per
// country (volume, conversion, median time to verify, Viber→SMS fallback, exact costs per currency), by hour,
// and the raw material of the signals (recipients, fallback by hour). Pure and synchronous: the worker feeds
// it page by page, the tests feed it generated sessions.
import { OTP_STATUSES } from '@/contracts/otp-sessions-rules';
import type { OtpStatus } from '@/contracts/otp-sessions';
import { parseIsoDateTime } from '@/contracts/wire';
import { fromUnits, toUnits } from '@/contracts/decimal';

/** What the figures need of one session (the worker reduces each listed session to this). */
export interface InsightSession {
  id: string;
  recipient: string;
  status: string;
  channel: string;
  country: string;
  /** Epoch milliseconds. */
  createdMs: number;
  /** Epoch milliseconds, or null while open. */
  finishedMs: number | null;
  /** The session's own price (decimal string) and the account currency. */
  price: string;
  currency: string;
  /** Each message: its channel, price (decimal string or null) and currency (null: the session's). */
  messages: readonly { channel: string | null; price: string | null; currency: string | null }[];
}

export const HOUR_MS = 3_600_000;

type StatusCounts = Record<OtpStatus, number>;

const emptyStatusCounts = (): StatusCounts => ({
  pending: 0,
  verified: 0,
  expired: 0,
  failed: 0,
  canceled: 0,
});

/** Running sums of one group (the whole period, a channel, a country). */
interface GroupAccumulator {
  sessions: number;
  byStatus: StatusCounts;
  /** Sessions in a status outside the spec's five (counted in sessions, never in a status). */
  otherStatus: number;
  /** Seconds from creation to verification → sessions: an exact median from a histogram. */
  verifySeconds: Map<number, number>;
  /** Sessions sent by Viber, and those of them whose messages went out on both channels. */
  viberSessions: number;
  fellBack: number;
  /** Units of 10^-7 per currency. */
  sessionCost: Map<string, bigint>;
  messageCost: Map<string, bigint>;
  /** Prices that are not decimals (never summed, counted so that the page can say so). */
  unreadablePrices: number;
}

function emptyGroup(): GroupAccumulator {
  return {
    sessions: 0,
    byStatus: emptyStatusCounts(),
    otherStatus: 0,
    verifySeconds: new Map(),
    viberSessions: 0,
    fellBack: 0,
    sessionCost: new Map(),
    messageCost: new Map(),
    unreadablePrices: 0,
  };
}

const isStatus = (status: string): status is OtpStatus =>
  (OTP_STATUSES as readonly string[]).includes(status);

/** Whether a session's messages went out on both channels: a Viber message and an SMS fallback. */
export function fellBackToSms(session: Pick<InsightSession, 'channel' | 'messages'>): boolean {
  if (session.channel !== 'viber') return false;
  let viber = false;
  let sms = false;
  for (const message of session.messages) {
    const channel = message.channel ?? session.channel;
    if (channel === 'viber') viber = true;
    else if (channel === 'sms') sms = true;
  }
  return viber && sms;
}

function addUnits(map: Map<string, bigint>, currency: string, units: bigint) {
  map.set(currency, (map.get(currency) ?? 0n) + units);
}

function addToGroup(group: GroupAccumulator, session: InsightSession, fellBack: boolean) {
  group.sessions++;
  if (isStatus(session.status)) group.byStatus[session.status]++;
  else group.otherStatus++;
  if (session.status === 'verified' && session.finishedMs !== null) {
    const seconds = Math.max(0, Math.round((session.finishedMs - session.createdMs) / 1000));
    group.verifySeconds.set(seconds, (group.verifySeconds.get(seconds) ?? 0) + 1);
  }
  if (session.channel === 'viber') {
    group.viberSessions++;
    if (fellBack) group.fellBack++;
  }
  const price = toUnits(session.price);
  if (price === undefined) group.unreadablePrices++;
  else addUnits(group.sessionCost, session.currency, price);
  for (const message of session.messages) {
    if (message.price === null) continue;
    const units = toUnits(message.price);
    if (units === undefined) group.unreadablePrices++;
    else addUnits(group.messageCost, message.currency ?? session.currency, units);
  }
}

interface RecipientAccumulator {
  country: string;
  sessions: number;
  verified: number;
  firstMs: number;
  lastMs: number;
}

interface HourAccumulator {
  sessions: number;
  verified: number;
  viberSessions: number;
  fellBack: number;
}

/** Everything summed so far; `add` one session at a time, `figures()` whenever the page wants a picture. */
export interface InsightAccumulator {
  add(session: InsightSession): void;
  readonly count: number;
  figures(): InsightFigures;
}

export interface CurrencyAmount {
  currency: string;
  /** Exact, 7 decimals. */
  amount: string;
}

export interface GroupFigures {
  key: string;
  sessions: number;
  byStatus: StatusCounts;
  verified: number;
  /** Sessions no longer pending. */
  finished: number;
  /** verified ÷ finished, or null when nothing finished. */
  conversion: number | null;
  /** Median seconds from creation to verification, or null when none verified. */
  medianVerifySeconds: number | null;
  viberSessions: number;
  fellBack: number;
  /** fellBack ÷ Viber sessions, or null without Viber sessions. */
  fallbackShare: number | null;
  sessionCost: CurrencyAmount[];
  messageCost: CurrencyAmount[];
  /** (sessions + messages) ÷ verified per currency, rounded half up to 7 decimals; empty when none verified. */
  costPerVerified: CurrencyAmount[];
  unreadablePrices: number;
}

export interface HourFigures {
  /** Start of the hour, epoch ms. */
  hourMs: number;
  sessions: number;
  verified: number;
  viberSessions: number;
  fellBack: number;
}

export interface RecipientFigures {
  recipient: string;
  country: string;
  sessions: number;
  verified: number;
  firstMs: number;
  lastMs: number;
}

export interface InsightFigures {
  total: GroupFigures;
  channels: GroupFigures[];
  countries: GroupFigures[];
  hours: HourFigures[];
  /** Recipients with more than one session, most sessions first (the signals look only at the top). */
  repeatedRecipients: RecipientFigures[];
}

/** Median of a histogram value → count. */
export function histogramMedian(histogram: ReadonlyMap<number, number>): number | null {
  let count = 0;
  for (const n of histogram.values()) count += n;
  if (count === 0) return null;
  const values = [...histogram.keys()].sort((a, b) => a - b);
  const lowRank = Math.floor((count - 1) / 2);
  const highRank = Math.floor(count / 2);
  let seen = 0;
  let low: number | undefined;
  for (const value of values) {
    seen += histogram.get(value) ?? 0;
    if (low === undefined && seen > lowRank) low = value;
    if (seen > highRank) return ((low ?? value) + value) / 2;
  }
  return low ?? null;
}

/** Exact quotient of units by a count, rounded half up (away from zero), as a 7-decimal string. */
export function divideUnits(units: bigint, divisor: number): string {
  const d = BigInt(divisor);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const rounded = (abs * 2n + d) / (2n * d);
  return fromUnits(negative ? -rounded : rounded);
}

const byCurrency = (map: ReadonlyMap<string, bigint>): CurrencyAmount[] =>
  [...map.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, units]) => ({ currency, amount: fromUnits(units) }));

function groupFigures(key: string, group: GroupAccumulator): GroupFigures {
  const verified = group.byStatus.verified;
  const finished = group.sessions - group.byStatus.pending;
  const total = new Map(group.sessionCost);
  for (const [currency, units] of group.messageCost) addUnits(total, currency, units);
  return {
    key,
    sessions: group.sessions,
    byStatus: { ...group.byStatus },
    verified,
    finished,
    conversion: finished > 0 ? verified / finished : null,
    medianVerifySeconds: histogramMedian(group.verifySeconds),
    viberSessions: group.viberSessions,
    fellBack: group.fellBack,
    fallbackShare: group.viberSessions > 0 ? group.fellBack / group.viberSessions : null,
    sessionCost: byCurrency(group.sessionCost),
    messageCost: byCurrency(group.messageCost),
    costPerVerified:
      verified > 0
        ? byCurrency(total).map(({ currency }) => ({
            currency,
            amount: divideUnits(total.get(currency) ?? 0n, verified),
          }))
        : [],
    unreadablePrices: group.unreadablePrices,
  };
}

export function createInsightAccumulator(): InsightAccumulator {
  const total = emptyGroup();
  const channels = new Map<string, GroupAccumulator>();
  const countries = new Map<string, GroupAccumulator>();
  const hours = new Map<number, HourAccumulator>();
  const recipients = new Map<string, RecipientAccumulator>();
  let count = 0;

  const groupOf = (map: Map<string, GroupAccumulator>, key: string) => {
    let group = map.get(key);
    if (!group) map.set(key, (group = emptyGroup()));
    return group;
  };

  return {
    get count() {
      return count;
    },
    add(session) {
      count++;
      const fellBack = fellBackToSms(session);
      addToGroup(total, session, fellBack);
      addToGroup(groupOf(channels, session.channel), session, fellBack);
      addToGroup(groupOf(countries, session.country), session, fellBack);
      const hourMs = Math.floor(session.createdMs / HOUR_MS) * HOUR_MS;
      let hour = hours.get(hourMs);
      if (!hour)
        hours.set(hourMs, (hour = { sessions: 0, verified: 0, viberSessions: 0, fellBack: 0 }));
      hour.sessions++;
      if (session.status === 'verified') hour.verified++;
      if (session.channel === 'viber') {
        hour.viberSessions++;
        if (fellBack) hour.fellBack++;
      }
      let recipient = recipients.get(session.recipient);
      if (!recipient) {
        recipient = {
          country: session.country,
          sessions: 0,
          verified: 0,
          firstMs: session.createdMs,
          lastMs: session.createdMs,
        };
        recipients.set(session.recipient, recipient);
      }
      recipient.sessions++;
      if (session.status === 'verified') recipient.verified++;
      recipient.firstMs = Math.min(recipient.firstMs, session.createdMs);
      recipient.lastMs = Math.max(recipient.lastMs, session.createdMs);
    },
    figures() {
      const repeated: RecipientFigures[] = [];
      for (const [recipient, r] of recipients)
        if (r.sessions > 1) repeated.push({ recipient, ...r });
      repeated.sort((a, b) => b.sessions - a.sessions || (a.recipient < b.recipient ? -1 : 1));
      return {
        total: groupFigures('total', total),
        channels: [...channels].map(([key, group]) => groupFigures(key, group)),
        countries: [...countries].map(([key, group]) => groupFigures(key, group)),
        hours: [...hours]
          .map(([hourMs, h]) => ({ hourMs, ...h }))
          .sort((a, b) => a.hourMs - b.hourMs),
        repeatedRecipients: repeated.slice(0, 50),
      };
    },
  };
}

/** A listed session as the figures need it; undefined when its creation time cannot be read. */
export function toInsightSession(session: {
  id: string;
  recipient: string;
  status: string;
  channel: string;
  country_code: string | null;
  created_at: string;
  finished_at: string | null;
  price: string;
  currency: string;
  messages: readonly { channel: string | null; price: string | null; currency: string | null }[];
}): InsightSession | undefined {
  const createdMs = parseIsoDateTime(session.created_at);
  if (createdMs === undefined) return undefined;
  const finishedMs = session.finished_at ? (parseIsoDateTime(session.finished_at) ?? null) : null;
  return {
    id: session.id,
    recipient: session.recipient,
    status: session.status,
    channel: session.channel,
    country: session.country_code ?? '',
    createdMs,
    finishedMs,
    price: session.price,
    currency: session.currency,
    messages: session.messages.map((m) => ({
      channel: m.channel,
      price: m.price,
      currency: m.currency,
    })),
  };
}
