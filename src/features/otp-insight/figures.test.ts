// The worker's figures against a direct computation over generated sessions: counts, ratios, medians and
// exact decimal sums per currency; and the signals on planted cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_STATUSES } from '@/contracts/otp-sessions';
import { fromUnits, toUnits } from '@/contracts/decimal';
import {
  createInsightAccumulator,
  divideUnits,
  fellBackToSms,
  HOUR_MS,
  histogramMedian,
  type InsightSession,
} from './figures';
import { findSignals, SIGNAL_THRESHOLDS } from './signals';

const T0 = Date.UTC(2026, 10, 1);
const price = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9_999_999 }))
  .map(([whole, frac]) => `${whole}.${String(frac).padStart(7, '0')}`);
const channel = fc.constantFrom('sms', 'viber');
const currency = fc.constantFrom('EUR', 'UAH');

const sessionArb = fc
  .record({
    id: fc.uuid(),
    recipient: fc.constantFrom('380631111111', '380632222222', '48501234567', '4915112345678'),
    status: fc.constantFrom(...OTP_STATUSES),
    channel,
    country: fc.constantFrom('UA', 'PL', 'DE'),
    createdOffset: fc.integer({ min: 0, max: 72 * 3600 }),
    verifySeconds: fc.integer({ min: 1, max: 600 }),
    price,
    currency,
    messages: fc.array(
      fc.record({ channel, price: fc.option(price), currency: fc.option(currency) }),
      {
        maxLength: 3,
      },
    ),
  })
  .map((s): InsightSession => ({
    id: s.id,
    recipient: s.recipient,
    status: s.status,
    channel: s.channel,
    country: s.country,
    createdMs: T0 + s.createdOffset * 1000,
    finishedMs: s.status === 'pending' ? null : T0 + (s.createdOffset + s.verifySeconds) * 1000,
    price: s.price,
    currency: s.currency,
    messages: s.messages,
  }));

/** Exact sum per currency by the most direct route: BigInt units, one by one. */
function directSums(sessions: readonly InsightSession[]) {
  const session = new Map<string, bigint>();
  const message = new Map<string, bigint>();
  for (const s of sessions) {
    session.set(s.currency, (session.get(s.currency) ?? 0n) + (toUnits(s.price) ?? 0n));
    for (const m of s.messages) {
      if (m.price === null) continue;
      const c = m.currency ?? s.currency;
      message.set(c, (message.get(c) ?? 0n) + (toUnits(m.price) ?? 0n));
    }
  }
  const list = (map: Map<string, bigint>) =>
    [...map.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, units]) => ({ currency: c, amount: fromUnits(units) }));
  return {
    session: list(session),
    message: list(message),
    sessionMap: session,
    messageMap: message,
  };
}

function directMedian(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function check(sessions: InsightSession[]) {
  const accumulator = createInsightAccumulator();
  for (const s of sessions) accumulator.add(s);
  const figures = accumulator.figures();
  const groups = [
    { group: figures.total, members: sessions },
    ...figures.channels.map((group) => ({
      group,
      members: sessions.filter((s) => s.channel === group.key),
    })),
    ...figures.countries.map((group) => ({
      group,
      members: sessions.filter((s) => s.country === group.key),
    })),
  ];
  for (const { group, members } of groups) {
    const verified = members.filter((s) => s.status === 'verified');
    const finished = members.filter((s) => s.status !== 'pending').length;
    expect(group.sessions).toBe(members.length);
    for (const status of OTP_STATUSES)
      expect(group.byStatus[status]).toBe(members.filter((s) => s.status === status).length);
    expect(group.verified).toBe(verified.length);
    expect(group.finished).toBe(finished);
    expect(group.conversion).toBe(finished === 0 ? null : verified.length / finished);
    expect(group.medianVerifySeconds).toBe(
      directMedian(verified.map((s) => Math.round(((s.finishedMs ?? 0) - s.createdMs) / 1000))),
    );
    const viber = members.filter((s) => s.channel === 'viber');
    const fellBack = viber.filter(
      (s) =>
        s.messages.some((m) => m.channel === 'viber') &&
        s.messages.some((m) => m.channel === 'sms'),
    );
    expect(group.viberSessions).toBe(viber.length);
    expect(group.fellBack).toBe(fellBack.length);
    expect(group.fallbackShare).toBe(viber.length === 0 ? null : fellBack.length / viber.length);
    const sums = directSums(members);
    expect(group.sessionCost).toEqual(sums.session);
    expect(group.messageCost).toEqual(sums.message);
    for (const { currency: c, amount } of group.costPerVerified) {
      const total = (sums.sessionMap.get(c) ?? 0n) + (sums.messageMap.get(c) ?? 0n);
      // amount × verified is within half a unit of the exact total.
      const back = (toUnits(amount) ?? 0n) * BigInt(verified.length);
      const diff = back - total;
      expect(diff * 2n <= BigInt(verified.length) && -diff * 2n <= BigInt(verified.length)).toBe(
        true,
      );
    }
  }
  // Hours add up to the total.
  expect(figures.hours.reduce((n, h) => n + h.sessions, 0)).toBe(sessions.length);
  expect(figures.hours.reduce((n, h) => n + h.verified, 0)).toBe(figures.total.verified);
  for (const h of figures.hours) expect(h.hourMs % HOUR_MS).toBe(0);
  // Channels and countries each partition the sessions.
  expect(figures.channels.reduce((n, g) => n + g.sessions, 0)).toBe(sessions.length);
  expect(figures.countries.reduce((n, g) => n + g.sessions, 0)).toBe(sessions.length);
}

describe('insight figures', () => {
  it('equal a direct computation on generated sessions', () => {
    fc.assert(
      fc.property(fc.array(sessionArb, { maxLength: 120 }), (sessions) => check(sessions)),
      { numRuns: 60 },
    );
  });

  it('sum prices exactly, where floats would drift', () => {
    const accumulator = createInsightAccumulator();
    for (let i = 0; i < 10; i++) {
      accumulator.add({
        id: String(i),
        recipient: '380631111111',
        status: 'verified',
        channel: 'sms',
        country: 'UA',
        createdMs: T0,
        finishedMs: T0 + 30_000,
        price: '0.1000000',
        currency: 'EUR',
        messages: [{ channel: 'sms', price: '0.0200000', currency: null }],
      });
    }
    const { total } = accumulator.figures();
    expect(total.sessionCost).toEqual([{ currency: 'EUR', amount: '1.0000000' }]);
    expect(total.messageCost).toEqual([{ currency: 'EUR', amount: '0.2000000' }]);
    expect(total.costPerVerified).toEqual([{ currency: 'EUR', amount: '0.1200000' }]);
  });

  it('divides with rounding half up and takes the median of a histogram', () => {
    expect(divideUnits(10n, 4)).toBe(fromUnits(3n));
    expect(divideUnits(10n, 3)).toBe(fromUnits(3n));
    expect(divideUnits(-10n, 4)).toBe(fromUnits(-3n));
    expect(
      histogramMedian(
        new Map([
          [5, 1],
          [9, 1],
        ]),
      ),
    ).toBe(7);
    expect(
      histogramMedian(
        new Map([
          [5, 2],
          [9, 1],
        ]),
      ),
    ).toBe(5);
    expect(histogramMedian(new Map())).toBeNull();
  });

  it('counts a fallback only when a Viber session has messages on both channels', () => {
    const base = { channel: 'viber', messages: [] };
    expect(fellBackToSms(base)).toBe(false);
    expect(
      fellBackToSms({
        ...base,
        messages: [
          { channel: 'viber', price: null, currency: null },
          { channel: 'sms', price: null, currency: null },
        ],
      }),
    ).toBe(true);
    expect(
      fellBackToSms({
        channel: 'sms',
        messages: [{ channel: 'sms', price: null, currency: null }],
      }),
    ).toBe(false);
  });
});

describe('insight signals', () => {
  let nextId = 0;
  const session = (over: Partial<InsightSession> & { createdMs: number }): InsightSession => ({
    id: String(++nextId),
    recipient: '380631111111',
    status: 'verified',
    channel: 'sms',
    country: 'UA',
    finishedMs: over.createdMs + 20_000,
    price: '0.0050000',
    currency: 'EUR',
    messages: [],
    ...over,
  });

  it('flag a country far above its previous period with low conversion, and a retrying recipient', () => {
    const accumulator = createInsightAccumulator();
    for (let i = 0; i < 100; i++)
      accumulator.add(session({ createdMs: T0 + i * 60_000, recipient: `38063${1_000_000 + i}` }));
    for (let i = 0; i < 60; i++)
      accumulator.add(
        session({
          createdMs: T0 + i * 60_000,
          country: 'AE',
          recipient: `97150${1_000_000 + i}`,
          status: i < 2 ? 'verified' : 'expired',
        }),
      );
    for (let i = 0; i < SIGNAL_THRESHOLDS.retries.minSessions; i++)
      accumulator.add(
        session({ createdMs: T0 + i * 60_000, recipient: '380639999999', status: 'failed' }),
      );
    const signals = findSignals({
      figures: accumulator.figures(),
      fromMs: T0,
      toMs: T0 + 24 * HOUR_MS,
      previousByCountry: new Map([
        ['UA', 90],
        ['AE', 5],
      ]),
    });
    expect(signals.map((s) => s.kind).sort()).toEqual(['pumping', 'retries']);
    expect(signals.find((s) => s.kind === 'pumping')?.evidence.country).toBe('AE');
    expect(signals.find((s) => s.kind === 'retries')?.evidence.recipient).toBe('380639999999');
  });

  it('flag the window where the Viber fallback share jumped, and nothing in steady traffic', () => {
    const viber = (createdMs: number, fell: boolean) =>
      session({
        createdMs,
        channel: 'viber',
        messages: fell
          ? [
              { channel: 'viber', price: '0', currency: null },
              { channel: 'sms', price: '0.025', currency: null },
            ]
          : [{ channel: 'viber', price: '0.015', currency: null }],
      });
    const steady = createInsightAccumulator();
    for (let i = 0; i < 24 * 10; i++) steady.add(viber(T0 + i * 360_000, i % 10 === 0));
    const input = { fromMs: T0, toMs: T0 + 24 * HOUR_MS, previousByCountry: new Map() };
    expect(findSignals({ ...input, figures: steady.figures() })).toEqual([]);
    for (let i = 0; i < 30; i++) steady.add(viber(T0 + 20 * HOUR_MS + i * 60_000, true));
    const signals = findSignals({ ...input, figures: steady.figures() });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.evidence.channel).toBe('viber');
  });
});
