// The conformance suite: generated requests on both sides of every bound of the contracts, one property per rule
// family, driven by a table of the contracts' limits rather than written per endpoint. For each bounded input:
// min-1, min, max, max+1, random inside and outside, wrong JSON types, empty, very long, Unicode and whitespace.
// Inside a bound is never refused for that field; outside is refused with the spec's status and error shape
// (shape 2 naming the field); never a 5xx or a non-JSON body; and a refused request changes nothing.
// Fixed, printed seed and bounded runs here; `npm run test:properties` sets PROPERTIES_DEEP=1 for a random seed
// and ten times the runs (PROPERTIES_SEED=<n> replays a seed).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCALE, createTestApp } from '../test/app.ts';
import { openStore } from './store/db.ts';
import { type JsonAnswer, jsonCaller, validOtpSend } from '../test/json-call.ts';
import { VALIDATION_MESSAGE } from './http.ts';
import { serviceErrorSchema, validationErrorSchema } from '../../src/contracts/common.ts';
import { OTP_LIMITS, otpSessionResponseSchema } from '../../src/contracts/otp-sessions.ts';
import {
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_PAGE_LIMIT_MAX,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TEXT_MIN,
} from '../../src/contracts/otp-templates.ts';
import { MAX_PAGE_LIMIT, MAX_REFERENCE_LENGTH } from '../../src/contracts/campaign-messages.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../src/contracts/contacts.ts';
import {
  SENDER_APPLICATIONS_MAX_LIMIT,
  SENDER_NAME_MAX_LENGTH,
} from '../../src/contracts/sender-applications.ts';
import { VIBER_REFERENCE_MAX } from '../../src/contracts/viber.ts';
import { CAMPAIGN_NOT_FOUND } from '../../src/contracts/campaigns.ts';

const DEEP = process.env.PROPERTIES_DEEP === '1';
const SEED =
  process.env.PROPERTIES_SEED !== undefined
    ? Number(process.env.PROPERTIES_SEED)
    : DEEP
      ? Math.floor(Math.random() * 2 ** 31)
      : 20261124;
const RUNS = DEEP ? 200 : 20;
fc.configureGlobal({ seed: SEED, numRuns: RUNS });

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const { app, store } = createTestApp(
  {},
  openStore({ dataDir: ':memory:', scale: TEST_SCALE, now: () => NOW }),
);

type Answer = JsonAnswer;
const call = jsonCaller(app);

const query = (path: string, params: Record<string, string>) =>
  call('GET', `${path}?${new URLSearchParams(params).toString()}`);

// ---------------------------------------------------------------------------------------------------------
// What a refused request must leave as it was: every write of the store's connection, and by name the
// balances, the outbox, the sessions' statuses and tries, the templates, the contacts and campaigns' messages.

function snapshot() {
  const one = (sql: string): unknown => store.db.prepare(sql).pluck().get();
  return {
    writes: one('SELECT total_changes()'),
    balances: one('SELECT group_concat(balance) FROM (SELECT balance FROM accounts ORDER BY id)'),
    outbox: one('SELECT count(*) FROM sandbox_outbox'),
    sessions: one(
      "SELECT group_concat(status || ':' || n || ':' || t) FROM (SELECT status, count(*) AS n, total(code_tries_used) AS t FROM otp_sessions GROUP BY status ORDER BY status)",
    ),
    templates: one('SELECT count(*) FROM otp_templates'),
    contacts: one('SELECT count(*) FROM contacts'),
    campaignMessages: one(
      "SELECT group_concat(status || ':' || n) FROM (SELECT status, count(*) AS n FROM campaign_messages GROUP BY status ORDER BY status)",
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The table: one row per bounded input, its limits read from the contracts.

type Kind =
  /** A whole number from `min` to `max`. */
  | { type: 'integer'; min: number; max: number }
  /** A string of `min` to `max` digits; `leadingZero` says whether 0 may come first (ids: no). */
  | { type: 'digits'; min: number; max: number; leadingZero: boolean }
  /** Text of `min` to `max` characters drawn from `alphabet`. */
  | { type: 'text'; min: number; max: number; alphabet: string };

interface Rule {
  family: string;
  kind: Kind;
  /** Where the value goes: a query string and a path carry text; a body carries any JSON. */
  place: 'query' | 'body' | 'path';
  request: (value: unknown) => Promise<Answer>;
  /** The spec's answer to a value outside: its status, and the field (shape 2) or the message (shape 1). */
  refused: { status: number; field?: string; message?: string };
  /** Whether the request may write (then a refusal is checked to change nothing). */
  mutation: boolean;
  /** A refusal of an inside value for another rule of the same field (a phone already used). */
  otherRule?: RegExp;
  /** An empty value is read as absent (the sender applications list's documented choice), not refused. */
  emptyIsAbsent?: boolean;
}

let seq = 0;
/** A recipient not used before in this file (no pending-session limit is reached). */
function freshRecipient(): string {
  seq += 1;
  return `38050${String(seq).padStart(7, '0')}`;
}
const validSend = () => validOtpSend(freshRecipient());
const sessionsPeriod = {
  'filter[from]': new Date(NOW - 90 * 86_400_000).toISOString(),
  'filter[to]': new Date(NOW).toISOString(),
};

let pendingSession = '';
let contactId = 0;

const OTP = '/api/2fa/authentications/otp';
const SESSIONS = '/api/2fa/authentications';
const TEMPLATES = '/api/2fa/authentications/templates';
const LETTERS = 'abcXYZ019 éжß';
const ALNUM = 'abcXYZ0189';

const rules: Rule[] = [
  ...(
    [
      ['code_digits', OTP_LIMITS.codeDigitsMin, OTP_LIMITS.codeDigitsMax],
      ['code_lifetime', OTP_LIMITS.codeLifetimeMin, OTP_LIMITS.codeLifetimeMax],
      ['code_max_tries', OTP_LIMITS.codeMaxTriesMin, OTP_LIMITS.codeMaxTriesMax],
    ] as const
  ).map(([field, min, max]): Rule => ({
    family: `send OTP: ${field} ${min} to ${max}`,
    kind: { type: 'integer', min, max },
    place: 'body',
    request: (value) => call('POST', OTP, { ...validSend(), [field]: value }),
    refused: { status: 422, field },
    mutation: true,
  })),
  {
    family: `send OTP: recipient of ${OTP_LIMITS.recipientMin} to ${OTP_LIMITS.recipientMax} digits`,
    kind: {
      type: 'digits',
      min: OTP_LIMITS.recipientMin,
      max: OTP_LIMITS.recipientMax,
      leadingZero: false,
    },
    place: 'body',
    request: (value) => call('POST', OTP, { ...validSend(), recipient: value }),
    refused: { status: 422, field: 'recipient' },
    mutation: true,
    // A number whose calling code no country has is refused by the country rule of the same field.
    otherRule: /known country calling code/,
  },
  {
    family: 'send OTP: template_id of 1 to 9 digits',
    kind: { type: 'digits', min: 1, max: 9, leadingZero: false },
    place: 'body',
    request: (value) => call('POST', OTP, { ...validSend(), template_id: value }),
    refused: { status: 422, field: 'template_id' },
    mutation: true,
  },
  {
    family: `send OTP: alphanumeric sender of ${OTP_LIMITS.senderMin} to ${OTP_LIMITS.senderAlphanumericMax} characters`,
    kind: {
      type: 'text',
      min: OTP_LIMITS.senderMin,
      max: OTP_LIMITS.senderAlphanumericMax,
      alphabet: 'abcXYZ-_ .!',
    },
    place: 'body',
    request: (value) => call('POST', OTP, { ...validSend(), sender: value }),
    refused: { status: 422, field: 'sender' },
    mutation: true,
  },
  {
    family: `verify: access_code of ${OTP_LIMITS.accessCodeMin} to ${OTP_LIMITS.accessCodeMax} digits`,
    kind: {
      type: 'digits',
      min: OTP_LIMITS.accessCodeMin,
      max: OTP_LIMITS.accessCodeMax,
      leadingZero: true,
    },
    place: 'body',
    request: (value) => call('POST', `${OTP}/${pendingSession}/verify`, { access_code: value }),
    refused: { status: 422, field: 'access_code' },
    mutation: true,
  },
  ...(['resend', 'cancel'] as const).map((action): Rule => ({
    family: `${action}: session id of 1 to ${OTP_LIMITS.sessionIdMax} characters`,
    kind: { type: 'text', min: 1, max: OTP_LIMITS.sessionIdMax, alphabet: 'abc019-' },
    place: 'path',
    request: (value) =>
      call(
        'POST',
        action === 'resend'
          ? `${OTP}/${encodeURIComponent(String(value))}/resend`
          : `${SESSIONS}/${encodeURIComponent(String(value))}/cancel`,
      ),
    refused: { status: 422, field: 'id' },
    mutation: true,
  })),
  {
    family: `2FA sessions list: page[limit] ${OTP_LIMITS.pageLimitMin} to ${OTP_LIMITS.pageLimitMax}`,
    kind: { type: 'integer', min: OTP_LIMITS.pageLimitMin, max: OTP_LIMITS.pageLimitMax },
    place: 'query',
    request: (value) => query(SESSIONS, { ...sessionsPeriod, 'page[limit]': String(value) }),
    refused: { status: 422, field: 'page[limit]' },
    mutation: false,
  },
  {
    family: `2FA sessions list: filter[recipient] of ${OTP_LIMITS.recipientMin} to ${OTP_LIMITS.recipientMax} digits`,
    kind: {
      type: 'digits',
      min: OTP_LIMITS.recipientMin,
      max: OTP_LIMITS.recipientMax,
      leadingZero: true,
    },
    place: 'query',
    request: (value) => query(SESSIONS, { ...sessionsPeriod, 'filter[recipient]': String(value) }),
    refused: { status: 422, field: 'filter[recipient]' },
    mutation: false,
  },
  {
    family: `campaign messages list: page[limit] 1 to ${MAX_PAGE_LIMIT}`,
    kind: { type: 'integer', min: 1, max: MAX_PAGE_LIMIT },
    place: 'query',
    request: (value) => query('/api/messages', { 'page[limit]': String(value) }),
    refused: { status: 422, field: 'page[limit]' },
    mutation: false,
  },
  {
    family: `campaign messages list: filter[reference_id] of 1 to ${MAX_REFERENCE_LENGTH} characters`,
    kind: { type: 'text', min: 1, max: MAX_REFERENCE_LENGTH, alphabet: LETTERS },
    place: 'query',
    request: (value) => query('/api/messages', { 'filter[reference_id]': String(value) }),
    refused: { status: 422, field: 'filter[reference_id]' },
    mutation: false,
  },
  {
    family: 'stop campaign: id of 1 to 15 digits, no leading zero',
    kind: { type: 'digits', min: 1, max: 15, leadingZero: false },
    place: 'path',
    request: (value) => call('PUT', `/api/campaigns/${encodeURIComponent(String(value))}/stop`),
    refused: { status: 404, message: CAMPAIGN_NOT_FOUND },
    mutation: true,
  },
  ...(
    [
      ['name', TEMPLATE_NAME_MIN, TEMPLATE_NAME_MAX, ''],
      ['text', TEMPLATE_TEXT_MIN, TEMPLATE_TEXT_MAX, '{code2fa}'],
    ] as const
  ).map(([field, min, max, suffix]): Rule => ({
    family: `create template: ${field} of ${min} to ${max} characters`,
    kind: {
      type: 'text',
      min: min - suffix.length,
      max: max - suffix.length,
      alphabet: 'abXY 19éж😀',
    },
    place: 'body',
    request: (value) =>
      call('POST', TEMPLATES, {
        name: `t${++seq}`.padEnd(TEMPLATE_NAME_MIN, 'n'),
        text: 'Code: {code2fa}',
        countries: ['UA'],
        [field]: typeof value === 'string' ? `${value}${suffix}` : value,
      }),
    refused: { status: 422, field },
    mutation: true,
    // The 10 requested templates limit and a name used twice are other rules of the same request.
    otherRule: /identical name|limit of 10/,
  })),
  {
    family: 'delete template: template_id of 1 to 9 digits, no leading zero',
    kind: { type: 'digits', min: 1, max: 9, leadingZero: false },
    place: 'path',
    request: (value) => call('DELETE', `${TEMPLATES}/${encodeURIComponent(String(value))}`),
    refused: { status: 422, field: 'template_id' },
    mutation: true,
  },
  {
    family: `templates list: page[limit] 1 to ${TEMPLATE_PAGE_LIMIT_MAX}`,
    kind: { type: 'integer', min: 1, max: TEMPLATE_PAGE_LIMIT_MAX },
    place: 'query',
    request: (value) => query(TEMPLATES, { 'page[limit]': String(value) }),
    refused: { status: 422, field: 'page[limit]' },
    mutation: false,
  },
  {
    family: `sender applications list: page[limit] 1 to ${SENDER_APPLICATIONS_MAX_LIMIT}`,
    kind: { type: 'integer', min: 1, max: SENDER_APPLICATIONS_MAX_LIMIT },
    place: 'query',
    request: (value) => query('/api/senders/requests/sms', { 'page[limit]': String(value) }),
    refused: { status: 422, field: 'page[limit]' },
    mutation: false,
    emptyIsAbsent: true,
  },
  {
    family: `sender applications list: filter[sender] of up to ${SENDER_NAME_MAX_LENGTH} characters`,
    kind: { type: 'text', min: 1, max: SENDER_NAME_MAX_LENGTH, alphabet: LETTERS },
    place: 'query',
    request: (value) => query('/api/senders/requests/sms', { 'filter[sender]': String(value) }),
    refused: { status: 422, field: 'filter[sender]' },
    mutation: false,
  },
  ...(['create', 'edit'] as const).map((action): Rule => ({
    family: `contact ${action}: phone of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
    kind: { type: 'digits', min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS, leadingZero: false },
    place: 'body',
    request: (value) =>
      action === 'create'
        ? call('POST', '/api/contacts', { phone: value })
        : call('PUT', `/api/contacts/${contactId}`, { phone: value }),
    refused: { status: 422, field: 'phone' },
    mutation: true,
    otherRule: /already has this phone/,
  })),
  {
    family: 'edit contact: contact id, digits with no leading zero',
    kind: { type: 'digits', min: 1, max: 10, leadingZero: false },
    place: 'path',
    request: (value) =>
      call('PUT', `/api/contacts/${encodeURIComponent(String(value))}`, { phone: 380501234567 }),
    refused: { status: 404 },
    mutation: true,
  },
  {
    family: `Viber status: reference of 1 to ${VIBER_REFERENCE_MAX} of a-z, A-Z, 0-9`,
    kind: { type: 'text', min: 1, max: VIBER_REFERENCE_MAX, alphabet: ALNUM },
    place: 'path',
    request: (value) => call('GET', `/rest/viber/reference/${encodeURIComponent(String(value))}`),
    refused: { status: 422, field: 'reference' },
    mutation: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Values on both sides of a bound.

interface Case {
  value: unknown;
  inside: boolean;
  why: string;
}

const chars = (alphabet: string) => Array.from(alphabet);
const textOf = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...chars(alphabet)), { minLength: length, maxLength: length })
    // Never blank: a text of spaces only is missing, another rule.
    .map((cs) => (cs.length > 0 && cs[0] === ' ' ? ['a', ...cs.slice(1)] : cs).join(''));
const digitsOf = (length: number, leadingZero: boolean) =>
  fc
    .array(fc.constantFrom(...chars('0123456789')), { minLength: length, maxLength: length })
    .map((ds) => (!leadingZero && ds[0] === '0' ? ['7', ...ds.slice(1)] : ds).join(''));

/** Values no bound accepts, in any place: wrong JSON types, text that only looks like a number, and so on. */
const WRONG_TEXT = [
  '',
  ' ',
  'abc',
  '1e3',
  '0x10',
  '12abc',
  '+5',
  ' 5',
  '5 ',
  '5\t',
  '١٢٣',
  '6.0',
  '-',
];
const WRONG_JSON = [true, false, null, [], {}, 1.5, [5], { value: 5 }];

function cases(rule: Rule): fc.Arbitrary<Case> {
  const { kind, place } = rule;
  const json = place === 'body';
  const wrong = fc.constantFrom(
    ...WRONG_TEXT.filter((w) => !((place === 'path' || rule.emptyIsAbsent) && w === '')).map(
      (w) => ({
        value: w,
        inside: false,
        why: 'not of the type',
      }),
    ),
    ...(json ? WRONG_JSON.map((w) => ({ value: w, inside: false, why: 'wrong JSON type' })) : []),
  );
  if (kind.type === 'integer') {
    const { min, max } = kind;
    const as = (n: number, inside: boolean, why: string): fc.Arbitrary<Case> =>
      json
        ? fc.constantFrom({ value: n, inside, why }, { value: String(n), inside, why })
        : fc.constant({ value: String(n), inside, why });
    return fc.oneof(
      as(min, true, 'min'),
      as(max, true, 'max'),
      as(min - 1, false, 'min-1'),
      as(max + 1, false, 'max+1'),
      fc.integer({ min, max }).chain((n) => as(n, true, 'random inside')),
      fc.integer({ min: max + 1, max: max + 1_000_000 }).chain((n) => as(n, false, 'above')),
      fc.integer({ min: min - 1_000_000, max: min - 1 }).chain((n) => as(n, false, 'below')),
      fc.constant({ value: '9'.repeat(400), inside: false, why: 'very long' }),
      fc.integer({ min, max }).map((n) => ({
        value: `0${n}`,
        inside: false,
        why: 'leading zero',
      })),
      wrong,
    );
  }
  if (kind.type === 'digits') {
    const { min, max, leadingZero } = kind;
    const at = (length: number, inside: boolean, why: string) =>
      digitsOf(length, leadingZero).map((value) => ({ value, inside, why }));
    const spoil = (c: string, why: string) =>
      fc
        .tuple(
          fc.integer({ min, max }).chain((n) => digitsOf(n, leadingZero)),
          fc.nat(),
        )
        .map(([digits, at]) => {
          const i = at % (digits.length + 1);
          return { value: `${digits.slice(0, i)}${c}${digits.slice(i)}`, inside: false, why };
        });
    return fc.oneof(
      at(min, true, 'min'),
      at(max, true, 'max'),
      ...(min > 1 ? [at(min - 1, false, 'min-1')] : []),
      at(max + 1, false, 'max+1'),
      fc.integer({ min, max }).chain((n) => at(n, true, 'random inside')),
      fc.integer({ min: max + 1, max: max + 40 }).chain((n) => at(n, false, 'above')),
      fc.constant({ value: '1'.repeat(5000), inside: false, why: 'very long' }),
      spoil(' ', 'whitespace'),
      spoil('+', 'sign'),
      spoil('a', 'letter'),
      spoil('٣', 'Unicode digit'),
      ...(leadingZero
        ? []
        : [
            fc
              .integer({ min: Math.max(1, min - 1), max: max - 1 })
              .chain((n) => digitsOf(n, false))
              .map((d) => ({ value: `0${d}`, inside: false, why: 'leading zero' })),
          ]),
      ...(json && !leadingZero && max <= 15
        ? [
            fc
              .integer({ min, max })
              .chain((n) => digitsOf(n, false))
              .map((d) => ({ value: Number(d), inside: true, why: 'as a JSON number' })),
          ]
        : []),
      wrong,
    );
  }
  const { min, max, alphabet } = kind;
  const at = (length: number, inside: boolean, why: string) =>
    textOf(alphabet, length).map((value) => ({ value, inside, why }));
  return fc.oneof(
    at(min, true, 'min'),
    at(max, true, 'max'),
    ...(min > 1 ? [at(min - 1, false, 'min-1')] : []),
    at(max + 1, false, 'max+1'),
    fc.integer({ min, max }).chain((n) => at(n, true, 'random inside')),
    fc.integer({ min: max + 1, max: max + 300 }).chain((n) => at(n, false, 'above')),
    fc.constant({ value: 'x'.repeat(10_000), inside: false, why: 'very long' }),
    ...(json
      ? [
          fc.constantFrom(
            ...[123, true, null, [], {}].map((value) => ({
              value,
              inside: false,
              why: 'wrong JSON type',
            })),
          ),
        ]
      : []),
  );
}

// ---------------------------------------------------------------------------------------------------------

const counts: { family: string; runs: number; inside: number; outside: number }[] = [];

beforeAll(async () => {
  store.reset();
  // Expiry of seeded sessions settles on the first 2FA request: before any snapshot is taken.
  await call('GET', `${SESSIONS}/settle-expiry`);
  const sent = await call('POST', OTP, { ...validSend(), code_max_tries: 5 });
  pendingSession = otpSessionResponseSchema.parse(sent.json).data.id;
  const contact: unknown = store.db
    .prepare('SELECT id FROM contacts WHERE account_id = 1 ORDER BY id LIMIT 1')
    .pluck()
    .get();
  if (typeof contact !== 'number') throw new Error('the seed has no contact');
  contactId = contact;
  process.stdout.write(
    `conformance: seed ${SEED}, ${RUNS} runs per family${DEEP ? ' (deep run)' : ''}\n`,
  );
});

afterAll(() => {
  const lines = counts.map(
    (c) => `  ${c.family}: ${c.runs} runs (${c.inside} inside, ${c.outside} outside)`,
  );
  process.stdout.write(`conformance (seed ${SEED}):\n${lines.join('\n')}\n`);
});

describe(`conformance to the contracts' bounds (seed ${SEED}, ${RUNS} runs per family)`, () => {
  for (const rule of rules) {
    it(
      rule.family,
      async () => {
        const tally = { family: rule.family, runs: 0, inside: 0, outside: 0 };
        counts.push(tally);
        await fc.assert(
          fc.asyncProperty(cases(rule), async (c) => {
            tally.runs += 1;
            tally[c.inside ? 'inside' : 'outside'] += 1;
            const before = snapshot();
            const answer = await rule.request(c.value);
            const label = `${c.why} ${JSON.stringify(c.value).slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 300)}`;
            // Never a 5xx, always a JSON body.
            expect(answer.status, label).toBeLessThan(500);
            expect(answer.json, label).not.toBeUndefined();
            const validation = validationErrorSchema.safeParse(answer.json);
            const fieldMessages =
              rule.refused.field === undefined || !validation.success
                ? []
                : Object.entries(validation.data.errors)
                    .filter(
                      ([key]) =>
                        key === rule.refused.field || key.startsWith(`${rule.refused.field}[`),
                    )
                    .flatMap(([, texts]) => texts);
            if (c.inside) {
              // Not refused for this field (another rule may still refuse the request).
              if (rule.refused.field !== undefined) {
                const foreign = fieldMessages.filter((t) => !rule.otherRule?.test(t));
                expect(foreign, label).toEqual([]);
              }
              return;
            }
            expect(answer.status, label).toBe(rule.refused.status);
            if (rule.refused.field !== undefined) {
              expect(validation.data?.message, label).toBe(VALIDATION_MESSAGE);
              expect(fieldMessages.length, label).toBeGreaterThan(0);
            } else {
              const service = serviceErrorSchema.safeParse(answer.json);
              expect(service.success, label).toBe(true);
              if (rule.refused.message !== undefined)
                expect(service.data?.errors[0]?.message, label).toBe(rule.refused.message);
            }
            // A refusal changes nothing.
            expect(snapshot(), label).toEqual(before);
          }),
        );
        expect(tally.inside, 'no value inside the bound was tried').toBeGreaterThan(0);
        expect(tally.outside, 'no value outside the bound was tried').toBeGreaterThan(0);
      },
      RUNS * 2_000,
    );
  }
});
