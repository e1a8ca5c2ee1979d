// The living sandbox's traffic: it fills the gap since the seed's end at the seed's rate, then brings new
// sessions, messages and verifications; the same hours give the same traffic; the control turns it on and off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../test/app.ts';
import { setTraffic, stepTraffic, TRAFFIC_SLOT_SECONDS } from './traffic.ts';
import { SEED_EPOCH } from './store/time.ts';

const HOUR = 3600;
let test: ReturnType<typeof createTestApp>;

beforeEach(() => {
  test = createTestApp();
  test.store.reset();
});
afterEach(() => setTraffic(test.store, false));

const count = (sql: string, ...params: number[]) =>
  (test.store.db.prepare(sql).get(...params) as { n: number }).n;
const sessionsSinceSeed = () =>
  count('SELECT COUNT(*) AS n FROM otp_sessions WHERE created_at >= ?', SEED_EPOCH);

describe('sandbox traffic', () => {
  it('writes nothing unless stepped, and the same hours give the same sessions', () => {
    expect(sessionsSinceSeed()).toBe(0);
    const snapshot = () =>
      test.store.db
        .prepare(
          'SELECT id, recipient, status, channel, created_at FROM otp_sessions WHERE created_at >= ? ORDER BY seq',
        )
        .all(SEED_EPOCH);
    const { clock } = test.store;
    // Live from the seed's end: a day of live traffic ahead of the real clock.
    clock.advance(0);
    const first = stepTraffic(test.store);
    const rows = snapshot();
    expect(first.cursor).toBeGreaterThan(SEED_EPOCH);
    test.store.reset();
    expect(sessionsSinceSeed()).toBe(0);
    stepTraffic(test.store);
    expect(snapshot()).toEqual(rows);
  });

  it('brings sessions every few seconds once live, and verifies those planned verified', async () => {
    setTraffic(test.store, true);
    const before = sessionsSinceSeed();
    // The gap since the seed's end may need a few steps at most.
    for (let i = 0; i < 10; i++) stepTraffic(test.store);
    const caughtUp = sessionsSinceSeed();
    expect(caughtUp).toBeGreaterThanOrEqual(before);
    test.store.clock.advance(2 * HOUR);
    for (let i = 0; i < 10; i++) stepTraffic(test.store);
    const live = sessionsSinceSeed() - caughtUp;
    // About one session per two slots over two hours.
    expect(live).toBeGreaterThan((2 * HOUR) / TRAFFIC_SLOT_SECONDS / 4);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM otp_sessions WHERE created_at >= ? AND status = 'verified'",
        SEED_EPOCH,
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM otp_messages m JOIN otp_sessions s ON s.seq = m.session_seq WHERE s.created_at >= ? AND m.channel = 'sms' AND s.channel = 'viber'",
        SEED_EPOCH,
      ),
    ).toBeGreaterThan(0);
    // The sessions list shows them, newest first.
    const response = await test.app.request(
      `/api/2fa/authentications?filter[from]=2000-01-01T00:00:00Z&filter[to]=2100-01-01T00:00:00Z&sort=created_at&way=desc&page[limit]=10`,
      { headers: withKey() },
    );
    expect(response.status).toBe(200);
  });

  it('is turned on and off through /sandbox/traffic', async () => {
    const state = async () =>
      (
        (await (await test.app.request('/sandbox/traffic')).json()) as {
          data: { enabled: boolean };
        }
      ).data.enabled;
    expect(await state()).toBe(false);
    const on = await test.app.request('/sandbox/traffic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(on.status).toBe(200);
    expect(await state()).toBe(true);
    const bad = await test.app.request('/sandbox/traffic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: 'yes' }),
    });
    expect(bad.status).toBe(422);
    await test.app.request('/sandbox/traffic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    expect(await state()).toBe(false);
  });
});
