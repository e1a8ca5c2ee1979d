// GET /rest/viber/{id} and /rest/viber/reference/{reference}: records, cascades, refusals and not found.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../../test/app.ts';
import { VIBER_SAMPLES } from '../store/areas/viber.ts';
import { VIBER_ERRORS, viberStatusRecordSchema } from '../../../src/contracts/viber.ts';
import { VALIDATION_MESSAGE } from '../http.ts';

const { app, store } = createTestApp();
beforeEach(() => store.reset());

const get = (path: string, key = 'live_sandbox') => app.request(path, { headers: withKey(key) });
const SPEC_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET /rest/viber/{id}', () => {
  it('answers the status record with exactly the spec fields', async () => {
    const res = await get(`/rest/viber/${VIBER_SAMPLES.read.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'error',
        'msisdn',
        'reference',
        'time_in',
        'time_sent',
        'time_dr',
        'status',
        'price',
        'currency',
      ].sort(),
    );
    expect(body.error).toBe('0');
    expect(body.status).toBe('read');
    expect(body.reference).toBe(VIBER_SAMPLES.read.reference);
    expect(body.msisdn).toMatch(/^\d{9,15}$/);
    expect(body.time_in).toMatch(SPEC_DATE);
    expect(body.time_sent).toMatch(SPEC_DATE);
    expect(body.time_dr).toMatch(SPEC_DATE);
    expect(typeof body.price).toBe('number');
    expect(body.currency).toBe('EUR');
    expect(viberStatusRecordSchema.safeParse(body).success).toBe(true);
  });

  it('shows the SMS alt route of a cascaded message', async () => {
    const res = await get(`/rest/viber/${VIBER_SAMPLES.cascaded.id}`);
    const body = (await res.json()) as { status: string; alt_route: unknown[]; time_dr: unknown };
    expect(body.status).toBe('undelivered');
    expect(body.time_dr).toBeNull();
    const [step] = body.alt_route as {
      channel: string;
      id: string;
      status: string;
      price: number;
    }[];
    expect(body.alt_route).toHaveLength(1);
    expect(step?.channel).toBe('sms');
    expect(step?.id).toMatch(/^\d+$/);
    expect(step?.status).toBe('delivered');
    expect(step?.price).toBeGreaterThan(0);
    const scheduled = (await (
      await get(`/rest/viber/${VIBER_SAMPLES.cascadedScheduled.id}`)
    ).json()) as {
      alt_route: { status: string }[];
    };
    expect(scheduled.alt_route[0]?.status).toBe('scheduled');
  });

  it('answers a scheduled message with its future sending time and no delivery time', async () => {
    const body = (await (await get(`/rest/viber/${VIBER_SAMPLES.scheduled.id}`)).json()) as {
      status: string;
      time_sent: string;
      time_dr: unknown;
      price: number;
    };
    expect(body.status).toBe('scheduled');
    expect(Date.parse(`${body.time_sent.replace(' ', 'T')}Z`)).toBeGreaterThan(Date.now());
    expect(body.time_dr).toBeNull();
    expect(body.price).toBe(0);
  });

  it('seeds some thousands of messages at full scale, cascaded ones among them', () => {
    const counts = store.db
      .prepare(
        'SELECT COUNT(*) AS n, SUM(alt_channel IS NOT NULL) AS cascaded, COUNT(DISTINCT account_id) AS accounts FROM viber_messages',
      )
      .get() as { n: number; cascaded: number; accounts: number };
    // The test store is 1% of the data set; every account still has messages, some cascaded.
    expect(counts.accounts).toBe(5);
    expect(counts.cascaded).toBeGreaterThan(2);
    expect(counts.n).toBeGreaterThanOrEqual(60 + 4 * 20);
  });

  it.each(['abc', '12.5', '-4', '1e5', '%20', '1234567890123456789'])(
    'refuses the id "%s" with shape 2 on the id field',
    async (id) => {
      const res = await get(`/rest/viber/${id}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: VALIDATION_MESSAGE,
        errors: { id: [VIBER_ERRORS.idInteger] },
      });
    },
  );

  it("answers an unknown id, and another account's message, with 404 shape 1", async () => {
    for (const [path, key] of [
      ['/rest/viber/1', 'live_sandbox'],
      [`/rest/viber/${VIBER_SAMPLES.read.id}`, 'live_sandbox_testmode'],
    ] as const) {
      const res = await get(path, key);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errors: [{ message: VIBER_ERRORS.notFound }] });
    }
  });

  it('requires a credential', async () => {
    const res = await app.request(`/rest/viber/${VIBER_SAMPLES.read.id}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /rest/viber/reference/{reference}', () => {
  it('finds a message by its external reference', async () => {
    const res = await get(`/rest/viber/reference/${VIBER_SAMPLES.cascaded.reference}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reference: string; alt_route: unknown[] };
    expect(body.reference).toBe(VIBER_SAMPLES.cascaded.reference);
    expect(body.alt_route).toHaveLength(1);
  });

  it('accepts 32 characters and refuses 33', async () => {
    const ok = await get(`/rest/viber/reference/${'a'.repeat(32)}`);
    expect(ok.status).toBe(404);
    const long = await get(`/rest/viber/reference/${'a'.repeat(33)}`);
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({
      message: VALIDATION_MESSAGE,
      errors: { reference: [VIBER_ERRORS.referenceTooLong] },
    });
  });

  it.each(['abc-def', 'abc_def', 'abc%20def', '%3Cscript%3E', 'r%C3%A9f', 'abc%2Fdef'])(
    'refuses the reference "%s" with shape 2 on the reference field',
    async (reference) => {
      const res = await get(`/rest/viber/reference/${reference}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: VALIDATION_MESSAGE,
        errors: { reference: [VIBER_ERRORS.referenceCharacters] },
      });
    },
  );

  it('refuses an empty reference', async () => {
    for (const path of ['/rest/viber/reference', '/rest/viber/reference/']) {
      const res = await get(path);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: VALIDATION_MESSAGE,
        errors: { reference: [VIBER_ERRORS.referenceRequired] },
      });
    }
  });

  it('answers an unknown reference with 404 shape 1', async () => {
    const res = await get('/rest/viber/reference/NoSuchReference1');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: [{ message: VIBER_ERRORS.notFound }] });
  });
});

describe('with a Test key', () => {
  it('answers random information for any well-formed lookup, the same each time', async () => {
    const first = await get('/rest/viber/42', 'test_sandbox');
    expect(first.status).toBe(200);
    const body: unknown = await first.json();
    expect(viberStatusRecordSchema.safeParse(body).success).toBe(true);
    expect(await (await get('/rest/viber/42', 'test_sandbox')).json()).toEqual(body);
    const byRef = (await (await get('/rest/viber/reference/abc', 'test_sandbox')).json()) as {
      reference: string;
    };
    expect(byRef.reference).toBe('abc');
    expect((await get('/rest/viber/reference/a-b', 'test_sandbox')).status).toBe(422);
  });

  it('answers the same times to a lookup asked again a few seconds later', async () => {
    const now = store.clock.nowSeconds();
    store.clock.advance(86_400 - (now % 86_400) + 10); // ten seconds into a day, so five more stay within it
    const first: unknown = await (await get('/rest/viber/42', 'test_sandbox')).json();
    store.clock.advance(5);
    expect(await (await get('/rest/viber/42', 'test_sandbox')).json()).toEqual(first);
  });
});
