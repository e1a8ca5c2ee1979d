// Property-based tests of the sandbox over HTTP, in process: every limit of the spec accepted exactly at its
// bounds and refused just past them, each refusal a 4xx in the spec's shape that changes nothing in the store;
// and path parameters with slashes, dots, encoded characters and over-long values refused (404/422, never a 500,
// never another resource).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_SCALE, createTestApp } from '../test/app.ts';
import { openStore } from './store/db.ts';
import { findAccountByKey } from './store/core.ts';
import { findAccountTemplate } from './store/areas/otp-templates.ts';
import { type JsonAnswer, jsonCaller, validOtpSend } from '../test/json-call.ts';
import { VALIDATION_MESSAGE } from './http.ts';
import { serviceErrorSchema, validationErrorSchema } from '../../src/contracts/common.ts';
import {
  outboxResponseSchema,
  otpSessionResponseSchema,
} from '../../src/contracts/otp-sessions.ts';
import { TEMPLATE_ERRORS } from '../../src/contracts/otp-templates.ts';
import { toWireDateTime, addMonthsUtc } from '../../src/contracts/campaign-messages.ts';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
// Real time stands still, so periods ending "now" and every expiry are exact.
const { app, store } = createTestApp(
  {},
  openStore({ dataDir: ':memory:', scale: TEST_SCALE, now: () => NOW }),
);

/** Runs per HTTP property: each run is a few in-process requests. */
const RUNS = { numRuns: 40 };

const OTP = '/api/2fa/authentications/otp';
const SESSIONS = '/api/2fa/authentications';
const TEMPLATES = '/api/2fa/authentications/templates';

type Answer = JsonAnswer;
const call = jsonCaller(app);

const get = (path: string, query: Record<string, string | string[]> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const text = params.toString();
  return call('GET', text ? `${path}?${text}` : path);
};

/** Rows the store's connection has inserted, updated or deleted so far: any write moves it. */
function writes(): number {
  const n: unknown = store.db.prepare('SELECT total_changes()').pluck().get();
  if (typeof n !== 'number') throw new Error('total_changes() did not answer a number');
  return n;
}

/** The request is refused with a 4xx in one of the spec's shapes, and the store is left as it was. */
async function expectRefused(
  request: () => Promise<Answer>,
  expected: { status?: number; field?: string; message?: string } = {},
): Promise<Answer> {
  const before = writes();
  const answer = await request();
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  if (expected.status !== undefined) expect(answer.status, answer.text).toBe(expected.status);
  const validation = validationErrorSchema.safeParse(answer.json);
  const service = serviceErrorSchema.safeParse(answer.json);
  expect(validation.success || service.success, answer.text).toBe(true);
  if (expected.field !== undefined) {
    expect(validation.data?.message, answer.text).toBe(VALIDATION_MESSAGE);
    // Keyed as the request names the field, or one of its items (`filter[ids][0]`, `fields.0.value`).
    const field = expected.field;
    const keys = Object.keys(validation.data?.errors ?? {});
    expect(
      keys.some((k) => k === field || k.startsWith(`${field}[`) || k.startsWith(`${field}.`)),
      answer.text,
    ).toBe(true);
  }
  if (expected.message !== undefined) {
    expect(
      service.data?.errors.map((e) => e.message),
      answer.text,
    ).toContain(expected.message);
  }
  expect(writes(), `${answer.status} ${answer.text} changed the store`).toBe(before);
  return answer;
}

function expectAccepted(answer: Answer, status = 200) {
  expect(answer.status, answer.text).toBe(status);
}

const lengthAround = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(Math.max(0, min - 1), min, max, max + 1),
    fc.integer({ min: 0, max: max + 4 }),
  );
const digits = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...Array.from('0123456789')),
    minLength: length,
    maxLength: length,
  });

beforeEach(async () => {
  store.reset();
  // Pending sessions whose time has passed expire on the first 2FA request: let that happen before any test
  // measures writes (an unknown id reads nothing else).
  await call('GET', `${SESSIONS}/settle-expiry`);
});

// ---------------------------------------------------------------------------------------------------------

let recipientSeq = 0;
/** A Ukrainian number of `length` digits (9 to 16) not used before in this file (no pending-session limit). */
function freshRecipient(length = 12): string {
  recipientSeq += 1;
  const tail = String(recipientSeq).padStart(length - 3, '0');
  return `380${tail.slice(-(length - 3))}`;
}

const validSend = () => validOtpSend(freshRecipient());
const send = (overrides: Record<string, unknown>) =>
  call('POST', OTP, { ...validSend(), ...overrides });
const sandboxAccount = findAccountByKey(store.db, 'live_sandbox');
/** Whether the account the requests are sent with (X-API-KEY live_sandbox) has a template of this id. */
const ownTemplate = (id: string) =>
  sandboxAccount !== undefined &&
  findAccountTemplate(store.db, sandboxAccount.id, Number(id)) !== undefined;

describe('POST /api/2fa/authentications/otp: every limit at and past its bounds', () => {
  const integers = [
    ['code_digits', 3, 9],
    ['code_lifetime', 30, 300],
    ['code_max_tries', 1, 5],
  ] as const;

  for (const [field, min, max] of integers) {
    it(`${field}: ${min} and ${max} send a code, ${min - 1} and ${max + 1} are refused without a trace`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom(min - 1, min, max, max + 1),
            fc.integer({ min: min - 20, max: max + 20 }),
          ),
          fc.boolean(),
          async (n, asText) => {
            const value = asText ? String(n) : n;
            if (n >= min && n <= max) expectAccepted(await send({ [field]: value }), 201);
            else await expectRefused(() => send({ [field]: value }), { status: 422, field });
          },
        ),
        RUNS,
      );
    });
  }

  it('recipient: 9 and 15 digits send a code, 8 and 16 are refused without a trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(7, 8, 9, 10, 12, 14, 15, 16, 17), async (length) => {
        const recipient = freshRecipient(length);
        if (length >= 9 && length <= 15) expectAccepted(await send({ recipient }), 201);
        else await expectRefused(() => send({ recipient }), { status: 422, field: 'recipient' });
      }),
      RUNS,
    );
    await expectRefused(() => send({ recipient: `+${freshRecipient()}` }), { field: 'recipient' });
  });

  /** A sender name in `field`: numeric 3 to 15 digits or alphanumeric 3 to 11 characters send a code. */
  const senderBounds = (field: 'sender' | 'sender_alt', overrides: Record<string, unknown> = {}) =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom('numeric', 'alphanumeric'),
        lengthAround(3, 15).filter((n) => n > 0),
        async (kind, length) => {
          const name = kind === 'numeric' ? '7'.repeat(length) : `S${'x'.repeat(length - 1)}`;
          const max = kind === 'numeric' ? 15 : 11;
          const request = () => send({ ...overrides, [field]: name });
          if (length >= 3 && length <= max) expectAccepted(await request(), 201);
          else await expectRefused(request, { status: 422, field });
        },
      ),
      RUNS,
    );

  it('sender: numeric 3 to 15 digits, alphanumeric 3 to 11 characters', async () => {
    await senderBounds('sender');
  });

  it('sender_alt (Viber only): numeric up to 15 digits, alphanumeric up to 11 characters', async () => {
    await senderBounds('sender_alt', { channel: 'viber' });
    await expectRefused(() => send({ channel: 'sms', sender_alt: 'Fallback' }), {
      status: 422,
      field: 'sender_alt',
    });
  });

  it('template_id: 1 to 9 digits reach the template lookup; 10 digits, a leading zero or any other character are refused', async () => {
    await fc.assert(
      fc.asyncProperty(lengthAround(1, 9).chain(digits), async (id) => {
        const wellFormed = id.length >= 1 && id.length <= 9 && !id.startsWith('0');
        if (wellFormed && !ownTemplate(id)) {
          // Unknown but well-formed: the spec's service error, not a validation error.
          await expectRefused(() => send({ template_id: id }), {
            status: 404,
            message: 'Template not found',
          });
        } else if (wellFormed) {
          // One of the account's templates (the seed gives it 1 and 101-127, in every status): the lookup decides,
          // and whatever it says is the template's outcome, never a refusal of the template_id field.
          const answer = await send({ template_id: id });
          if (Number(id) === 1) expectAccepted(answer, 201);
          else if (answer.status !== 201)
            expect(serviceErrorSchema.safeParse(answer.json).success, answer.text).toBe(true);
        } else {
          await expectRefused(() => send({ template_id: id }), {
            status: 422,
            field: 'template_id',
          });
        }
      }),
      // The account's own templates in each status, always: a random draw met them only now and then.
      { ...RUNS, examples: [['1'], ['101'], ['115'], ['121']] },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

async function sendSession(codeDigits: number) {
  const recipient = freshRecipient();
  const answer = await send({ recipient, code_digits: codeDigits, code_max_tries: 5 });
  expectAccepted(answer, 201);
  const { id } = otpSessionResponseSchema.parse(answer.json).data;
  const outbox = outboxResponseSchema.parse((await get('/sandbox/outbox', { recipient })).json);
  const code = new RegExp(`\\d{${codeDigits}}`).exec(outbox.data[0]?.text ?? '')?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return { id, code };
}

describe('POST /api/2fa/authentications/otp/{id}/verify: access_code of 3 to 9 digits', () => {
  it('the right code verifies at both bounds (3 and 9 digits)', async () => {
    for (const codeDigits of [3, 9]) {
      const { id, code } = await sendSession(codeDigits);
      const answer = await call('POST', `${OTP}/${id}/verify`, { access_code: code });
      expectAccepted(answer);
      expect(otpSessionResponseSchema.parse(answer.json).data.status).toBe('verified');
    }
  });

  it('a code of 2 or 10 digits (or not digits) is refused as invalid and does not use up a try', async () => {
    const { id } = await sendSession(6);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(0, 1, 2, 10, 11).chain(digits),
          fc.constantFrom('12a456', ' ', '-123', '1.5e3', '١٢٣٤'),
        ),
        fc.boolean(),
        async (code, asNumber) => {
          const value = asNumber && /^[1-9]\d?$/.test(code) ? Number(code) : code;
          await expectRefused(() => call('POST', `${OTP}/${id}/verify`, { access_code: value }), {
            status: 422,
            field: 'access_code',
          });
        },
      ),
      RUNS,
    );
    const read = otpSessionResponseSchema.parse((await get(`${SESSIONS}/${id}`)).json).data;
    expect(read.status).toBe('pending');
    expect(read.code_tries_used).toBe(0);
  });

  it('a wrong code of 3 or 9 digits is checked (a try is counted), not refused as invalid', async () => {
    const { id, code } = await sendSession(6);
    for (const wrong of ['000', '999999999'].filter((w) => w !== code)) {
      const answer = await call('POST', `${OTP}/${id}/verify`, { access_code: wrong });
      expect(answer.status, answer.text).toBe(404);
      expect(serviceErrorSchema.parse(answer.json).errors[0]?.message).toBe(
        'The code does not match the expected value',
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('GET /api/2fa/authentications: the list query at and past its bounds', () => {
  const period = {
    'filter[from]': new Date(NOW - 200 * 86_400_000).toISOString(),
    'filter[to]': new Date(NOW).toISOString(),
  };
  const list = (query: Record<string, string | string[]>) => get(SESSIONS, { ...period, ...query });

  it('page[limit]: 10 and 500 answer, 9 and 501 are refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(9, 10, 500, 501), fc.integer({ min: -5, max: 600 })),
        async (n) => {
          const query = { 'page[limit]': String(n) };
          if (n >= 10 && n <= 500) {
            const answer = await list(query);
            expectAccepted(answer);
            expect(answer.text).toMatch(/"total":\d+/);
          } else {
            await expectRefused(() => list(query), { status: 422, field: 'page[limit]' });
          }
        },
      ),
      RUNS,
    );
  });

  it('filter[ids]: 3 ids of 36 characters answer; 4 ids, or an id of 37, are refused', async () => {
    const id = (n: number) => 'a'.repeat(n);
    expectAccepted(await list({ 'filter[ids]': [id(36), id(1), id(2)].join(',') }));
    expectAccepted(await list({ 'filter[ids][]': [id(36), id(35), id(2)] }));
    await expectRefused(() => list({ 'filter[ids]': 'a,b,c,d' }), {
      status: 422,
      field: 'filter[ids]',
    });
    await expectRefused(() => list({ 'filter[ids][]': ['a', 'b', 'c', 'd'] }), {
      status: 422,
      field: 'filter[ids]',
    });
    await expectRefused(() => list({ 'filter[ids]': id(37) }), {
      status: 422,
      field: 'filter[ids]',
    });
  });

  it('filter[recipient]: 9 to 15 digits; filter[country_code]: two letters', async () => {
    await fc.assert(
      fc.asyncProperty(lengthAround(9, 15).chain(digits), async (recipient) => {
        const query = { 'filter[recipient]': recipient };
        if (recipient.length >= 9 && recipient.length <= 15) expectAccepted(await list(query));
        else await expectRefused(() => list(query), { status: 422, field: 'filter[recipient]' });
      }),
      RUNS,
    );
    expectAccepted(await list({ 'filter[country_code]': 'ua' }));
    for (const code of ['U', 'UKR', '12']) {
      await expectRefused(() => list({ 'filter[country_code]': code }), {
        status: 422,
        field: 'filter[country_code]',
      });
    }
  });

  it('the period is required and may not end before it starts', async () => {
    await expectRefused(() => get(SESSIONS), { status: 422, field: 'filter[from]' });
    const at = new Date(NOW).toISOString();
    expectAccepted(await get(SESSIONS, { 'filter[from]': at, 'filter[to]': at }));
    await expectRefused(
      () =>
        get(SESSIONS, {
          'filter[from]': at,
          'filter[to]': new Date(NOW - 1000).toISOString(),
        }),
      { status: 422, field: 'filter[to]' },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('GET /api/messages: the period and paging at and past their bounds', () => {
  const now = new Date(NOW);
  const at = (ms: number) => toWireDateTime(new Date(ms));

  it('a period of exactly 3 months ending now answers; one second longer, or ending after now, is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 * 86_400 }), async (secondsBeforeNow) => {
        const to = new Date(NOW - secondsBeforeNow * 1000);
        const from = addMonthsUtc(to, -3);
        if (addMonthsUtc(from, 3).getTime() !== to.getTime()) return; // month ends clamp; see contracts
        expectAccepted(
          await get('/api/messages', {
            'filter[from]': at(from.getTime()),
            'filter[to]': at(to.getTime()),
          }),
        );
        await expectRefused(
          () =>
            get('/api/messages', {
              'filter[from]': at(from.getTime() - 1000),
              'filter[to]': at(to.getTime()),
            }),
          { status: 422, field: 'filter[from]' },
        );
      }),
      RUNS,
    );
    expectAccepted(await get('/api/messages', { 'filter[to]': toWireDateTime(now) }));
    await expectRefused(() => get('/api/messages', { 'filter[to]': at(NOW + 1000) }), {
      status: 422,
      field: 'filter[to]',
    });
    await expectRefused(() => get('/api/messages', { 'filter[from]': at(NOW + 1000) }), {
      status: 422,
      field: 'filter[from]',
    });
  });

  it('page[limit]: 1 and 1000 answer, 0 and 1001 are refused; filter[reference_id] up to 100 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(-1, 0, 1, 50, 999, 1000, 1001, 5000), async (n) => {
        const query = { 'page[limit]': String(n) };
        if (n >= 1 && n <= 1000) expectAccepted(await get('/api/messages', query));
        else
          await expectRefused(() => get('/api/messages', query), {
            status: 422,
            field: 'page[limit]',
          });
      }),
      { numRuns: 16 },
    );
    expectAccepted(await get('/api/messages', { 'filter[reference_id]': 'r'.repeat(100) }));
    await expectRefused(() => get('/api/messages', { 'filter[reference_id]': 'r'.repeat(101) }), {
      status: 422,
      field: 'filter[reference_id]',
    });
    for (const field of ['filter[id]', 'filter[campaign_id]']) {
      expectAccepted(await get('/api/messages', { [field]: '1' }));
      await expectRefused(() => get('/api/messages', { [field]: '0' }), { status: 422, field });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('templates: create and list at and past their bounds', () => {
  let nameSeq = 0;
  /** A name of at least `length` characters not used before. */
  const freshName = (length: number) => {
    nameSeq += 1;
    const tag = `N${nameSeq}`;
    return `${tag}${'x'.repeat(Math.max(0, length - tag.length))}`;
  };
  const create = (body: Record<string, unknown>) =>
    call('POST', TEMPLATES, {
      name: freshName(12),
      text: 'Code: {code2fa}',
      countries: ['UA'],
      ...body,
    });

  it('name: 3 and 50 characters create a template; 2 and 51 are refused without a trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(2, 3, 50, 51, 80), async (length) => {
        // The account may hold 10 requested templates: start each run from the seed (6 requested).
        store.reset();
        const name = length <= 2 ? 'ab'.slice(0, length) : `Zq${'x'.repeat(length - 2)}`;
        expect(name).toHaveLength(length);
        if (length >= 3 && length <= 50) expectAccepted(await create({ name }), 201);
        else await expectRefused(() => create({ name }), { status: 422, field: 'name' });
      }),
      { numRuns: 15 },
    );
  });

  it('text: 9 and 70 characters with {code2fa} create a template; 8 and 71 are refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(8, 9, 70, 71), async (length) => {
        store.reset();
        const text = `${'t'.repeat(Math.max(0, length - 9))}{code2fa}`.slice(-length);
        if (length >= 9 && length <= 70) expectAccepted(await create({ text }), 201);
        else await expectRefused(() => create({ text }), { status: 422, field: 'text' });
      }),
      { numRuns: 12 },
    );
  });

  it('text without {code2fa}, or with it twice, is refused with the spec’s texts', async () => {
    await expectRefused(() => create({ text: 'Your code is here' }), {
      status: 422,
      message: TEMPLATE_ERRORS.variableRequired,
    });
    await expectRefused(() => create({ text: '{code2fa} and {code2fa}' }), {
      status: 422,
      message: TEMPLATE_ERRORS.variableOnce,
    });
  });

  it('the 10 requested templates limit: the 10th is created, the 11th refused', async () => {
    store.reset();
    const requested = await get(TEMPLATES, { 'filter[status]': 'requested', 'page[limit]': '100' });
    const total = Number(/"total":(\d+)/.exec(requested.text)?.[1]);
    for (let i = total; i < 10; i++) expectAccepted(await create({}), 201);
    await expectRefused(() => create({}), { status: 422, message: TEMPLATE_ERRORS.requestedLimit });
  });

  it('list: page[limit] 1 to 100, filter[ids] up to 100 ids of 1 to 9 digits', async () => {
    for (const n of [1, 100]) expectAccepted(await get(TEMPLATES, { 'page[limit]': String(n) }));
    for (const n of [0, 101]) {
      await expectRefused(() => get(TEMPLATES, { 'page[limit]': String(n) }), {
        status: 422,
        field: 'page[limit]',
      });
    }
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expectAccepted(await get(TEMPLATES, { 'filter[ids]': ids(100).join(',') }));
    expectAccepted(await get(TEMPLATES, { 'filter[ids][]': ['123456789'] }));
    await expectRefused(() => get(TEMPLATES, { 'filter[ids]': ids(101).join(',') }), {
      status: 422,
      field: 'filter[ids]',
    });
    await expectRefused(() => get(TEMPLATES, { 'filter[ids][]': ['1234567890'] }), {
      status: 422,
      field: 'filter[ids]',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('GET /api/senders/requests/sms at and past its bounds', () => {
  const path = '/api/senders/requests/sms';

  it('page[limit] 1 to 500, filter[sender] up to 15 characters, filter[created_at] a real date', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 500, 501),
        lengthAround(1, 15).filter((n) => n > 0),
        async (limit, senderLength) => {
          const limitQuery = { 'page[limit]': String(limit) };
          if (limit >= 1 && limit <= 500) expectAccepted(await get(path, limitQuery));
          else
            await expectRefused(() => get(path, limitQuery), { status: 422, field: 'page[limit]' });
          const senderQuery = { 'filter[sender]': 's'.repeat(senderLength) };
          if (senderLength <= 15) expectAccepted(await get(path, senderQuery));
          else
            await expectRefused(() => get(path, senderQuery), {
              status: 422,
              field: 'filter[sender]',
            });
        },
      ),
      RUNS,
    );
    expectAccepted(await get(path, { 'filter[created_at]': '2026-02-28' }));
    for (const date of ['2026-02-29', '2026-13-01', '2026-1-1', '01.02.2026']) {
      await expectRefused(() => get(path, { 'filter[created_at]': date }), {
        status: 422,
        field: 'filter[created_at]',
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('POST /api/contacts at and past its bounds', () => {
  it('phone: 9 and 15 digits create a contact; 8 and 16 are refused without a trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(8, 9, 12, 15, 16),
        fc.boolean(),
        async (length, asNumber) => {
          const digitsText = freshRecipient(length);
          const phone = asNumber ? Number(digitsText) : digitsText;
          if (length >= 9 && length <= 15)
            expectAccepted(await call('POST', '/api/contacts', { phone }), 201);
          else
            await expectRefused(() => call('POST', '/api/contacts', { phone }), {
              status: 422,
              field: 'phone',
            });
        },
      ),
      { numRuns: 20 },
    );
  });

  it('a custom field value of 255 characters is kept, 256 refused; 101 lists refused', async () => {
    const value = 'v'.repeat(255);
    expectAccepted(
      await call('POST', '/api/contacts', { phone: freshRecipient(), fields: [{ id: 1, value }] }),
      201,
    );
    await expectRefused(
      () =>
        call('POST', '/api/contacts', {
          phone: freshRecipient(),
          fields: [{ id: 1, value: `${value}v` }],
        }),
      { status: 422 },
    );
    await expectRefused(
      () =>
        call('POST', '/api/contacts', {
          phone: freshRecipient(),
          groups: Array.from({ length: 101 }, (_, i) => i + 1),
        }),
      { status: 422, field: 'groups' },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

/**
 * Hostile path parameters: slashes, dots, percent-encoded and malformed sequences, other scripts, control and
 * invisible characters, and over-long values.
 */
const HOSTILE = [
  '/',
  '.',
  '..',
  '../',
  '%2F',
  '%2f',
  '%2e',
  '%2e%2e',
  '..%2F',
  '%252F',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AE',
  '%00',
  '\\',
  ';',
  ' ',
  '\u202e',
  '\u200b',
  'é',
  '😀',
  '*',
  "'",
  '"',
  '<script>',
];

/** A hostile path parameter, and how it is put in the path: encoded as one segment, or as it is. */
const hostileParameter = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...Array.from('abc123')), maxLength: 5 }),
    fc.constantFrom(...HOSTILE),
    fc.string({ unit: fc.constantFrom(...Array.from('abc123')), maxLength: 5 }),
    fc.constantFrom('encoded', 'raw'),
  )
  .map(([before, hostile, after, how]) => {
    const value = `${before}${hostile}${after}`;
    return how === 'encoded' ? encodeURIComponent(value) : encodeURI(value).replace(/%25/g, '%');
  })
  // A raw "%" before two digits can spell an ordinary character ("%31" is "1", an existing id): not hostile.
  .filter((segment) => !/^[a-z0-9]*$/i.test(decodedOrSelf(segment)));

function decodedOrSelf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const overLong = fc
  .integer({ min: 37, max: 4000 })
  .map((n) => 'a'.repeat(n))
  .chain((value) => fc.constantFrom(value, `${value.slice(0, 10)}%2F${value.slice(10)}`));

/** Every endpoint with a path parameter, and a request to it with `segment` in the parameter's place. */
const PARAMETRISED: [string, (segment: string) => Promise<Answer>][] = [
  ['GET session', (s) => call('GET', `${SESSIONS}/${s}`)],
  ['POST resend', (s) => call('POST', `${OTP}/${s}/resend`)],
  ['POST verify', (s) => call('POST', `${OTP}/${s}/verify`, { access_code: '123456' })],
  ['POST cancel', (s) => call('POST', `${SESSIONS}/${s}/cancel`)],
  ['DELETE template', (s) => call('DELETE', `${TEMPLATES}/${s}`)],
  ['PUT campaign stop', (s) => call('PUT', `/api/campaigns/${s}/stop`)],
  ['PUT contact', (s) => call('PUT', `/api/contacts/${s}`, { phone: '380501112233' })],
  ['GET Viber by id', (s) => call('GET', `/rest/viber/${s}`)],
  ['GET Viber by reference', (s) => call('GET', `/rest/viber/reference/${s}`)],
  ['GET statistics file key', (s) => call('GET', `/rest/stat/file/id/${s}/format/json`)],
  ['GET statistics file format', (s) => call('GET', `/rest/stat/file/id/k1/format/${s}`)],
];

describe('path parameters: slashes, dots, encoded characters and over-long values', () => {
  for (const [name, request] of PARAMETRISED) {
    it(`${name}: refused with 404 or 422 in the spec's shape, never a 500, never another resource`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileParameter, overLong), async (segment) => {
          const answer = await expectRefused(() => request(segment));
          expect([404, 422], `${segment}: ${answer.text}`).toContain(answer.status);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('a session id of 36 characters is looked up (not found), 37 is refused as invalid', async () => {
    await expectRefused(() => call('GET', `${SESSIONS}/${'b'.repeat(36)}`), {
      status: 404,
      message: 'Authentication not found',
    });
    await expectRefused(() => call('GET', `${SESSIONS}/${'b'.repeat(37)}`), {
      status: 422,
      field: 'id',
    });
    for (const action of ['resend', 'verify']) {
      await expectRefused(
        () => call('POST', `${OTP}/${'b'.repeat(37)}/${action}`, { access_code: '123' }),
        {
          status: 422,
          field: 'id',
        },
      );
    }
    await expectRefused(() => call('POST', `${SESSIONS}/${'b'.repeat(37)}/cancel`), {
      status: 422,
      field: 'id',
    });
  });

  it('a template id of 9 digits is looked up (not found), 10 digits are refused as invalid', async () => {
    await expectRefused(() => call('DELETE', `${TEMPLATES}/999999999`), {
      status: 404,
      message: 'Template not found',
    });
    await expectRefused(() => call('DELETE', `${TEMPLATES}/1234567890`), {
      status: 422,
      field: 'template_id',
    });
  });

  it('a Viber reference of 32 characters is looked up, 33 refused; a file key of 64 looked up, 65 refused', async () => {
    await expectRefused(() => call('GET', `/rest/viber/reference/${'R'.repeat(32)}`), {
      status: 404,
    });
    await expectRefused(() => call('GET', `/rest/viber/reference/${'R'.repeat(33)}`), {
      status: 422,
      field: 'reference',
    });
    await expectRefused(() => call('GET', `/rest/stat/file/id/${'k'.repeat(64)}/format/json`), {
      status: 404,
    });
    await expectRefused(() => call('GET', `/rest/stat/file/id/${'k'.repeat(65)}/format/json`), {
      status: 422,
      field: 'file_key',
    });
  });
});
