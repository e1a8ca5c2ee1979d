// The conformance suite: generated requests on both sides of every bound of the contracts, one property per rule
// family, driven by a table of the contracts' limits rather than written per endpoint. For each bounded input:
// min-1, min, max, max+1, random inside and outside, wrong JSON types, empty, very long, Unicode and whitespace;
// for dates the last day of a month and the day after it (30 February), hour 24 and minute 60, and the forms the
// wire does not take; for enums and country codes every letter case and the near misses (a trailing space, a
// look-alike letter, another list's value); for id lists none, one, the most and one more, and an id outside.
// Inside a bound is never refused for that field; outside is refused with the spec's status and error shape
// (shape 2 naming the field); never a 5xx or a non-JSON body; and a refused request changes nothing.
// Fixed, printed seed and bounded runs here; `npm run test:properties` sets PROPERTIES_DEEP=1 for a random seed
// and ten times the runs (PROPERTIES_SEED=<n> replays a seed).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { TEST_SCALE, createTestApp } from '../test/app.ts';
import { openStore } from './store/db.ts';
import { type JsonAnswer, jsonCaller, validOtpSend } from '../test/json-call.ts';
import { VALIDATION_MESSAGE } from './http.ts';
import {
  serviceErrorSchema,
  validationErrorSchema,
  waySchema,
} from '../../src/contracts/common.ts';
import {
  OTP_CHANNELS,
  OTP_ERRORS,
  OTP_LIMITS,
  OTP_SORTS,
  OTP_STATUSES,
  otpSessionListQuerySchema,
  otpSessionResponseSchema,
  periodOrderProblem,
} from '../../src/contracts/otp-sessions.ts';
import {
  TEMPLATE_FILTER_IDS_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_PAGE_LIMIT_MAX,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TEXT_MIN,
  templateListQuerySchema,
} from '../../src/contracts/otp-templates.ts';
import {
  CAMPAIGN_MESSAGE_SORTS,
  MAX_PAGE_LIMIT,
  MAX_REFERENCE_LENGTH,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  campaignMessagesQuerySchema,
} from '../../src/contracts/campaign-messages.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../src/contracts/contacts.ts';
import {
  SENDER_APPLICATIONS_MAX_LIMIT,
  SENDER_APPLICATION_SORTS,
  SENDER_APPLICATION_STATUSES,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationsQuerySchema,
} from '../../src/contracts/sender-applications.ts';
import { VIBER_LOOKUP_KINDS, VIBER_REFERENCE_MAX } from '../../src/contracts/viber.ts';
import { CAMPAIGN_NOT_FOUND, CAMPAIGN_STATUSES } from '../../src/contracts/campaigns.ts';
import { COUNTRY_CODES } from '../../src/contracts/countries.ts';
import {
  formatCalendarDate,
  formatIsoDateTime,
  formatSpecDateTime,
} from '../../src/contracts/wire.ts';

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

/** A query string as a client writes it: an array as repeated `key[]` (`filter[ids][]=1&filter[ids][]=2`). */
const query = (path: string, params: Record<string, string | readonly string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') search.append(key, value);
    else for (const v of value) search.append(`${key}[]`, v);
  }
  return call('GET', `${path}?${search.toString()}`);
};
/** A query value of a case: text, or a list of texts (id lists); anything else is not a query value. */
const queryValue = (value: unknown): string | readonly string[] =>
  Array.isArray(value) ? value.map(String) : String(value);

// ---------------------------------------------------------------------------------------------------------
// What a refused request must leave as it was: every write of the store's connection, and by name (around the
// requests that may write) the balances, the outbox, the sessions' statuses and tries, the templates, the
// contacts and campaigns' messages. A read (the lists, Viber) is held to no write at all.

function snapshot(mutation: boolean) {
  const one = (sql: string): unknown => store.db.prepare(sql).pluck().get();
  const writes = one('SELECT total_changes()');
  if (!mutation) return { writes };
  return {
    writes,
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

/** The wire's three date forms: the spec's `yyyy-mm-dd hh:mm:ss`, ISO 8601 and the calendar date. */
type DateForm = 'spec' | 'iso' | 'date';

/** A string of `min` to `max` digits; `leadingZero` says whether 0 may come first (ids: no). */
type DigitsKind = { type: 'digits'; min: number; max: number; leadingZero: boolean };
/** Text of `min` to `max` characters drawn from `alphabet`. */
type TextKind = { type: 'text'; min: number; max: number; alphabet: string };

type Kind =
  /** A whole number from `min` to `max`. */
  | { type: 'integer'; min: number; max: number }
  | DigitsKind
  | TextKind
  /** A date in `form` whose written parts are a real time from `earliest` to `latest` (epoch ms, whole seconds). */
  | { type: 'date'; form: DateForm; earliest: number; latest: number }
  /** One of `values`, in any letter case (docs/sandbox/wire-values.md). */
  | { type: 'enum'; values: readonly string[] }
  /** Two Latin letters in any case; with `known`, a JSON list of codes that must also be countries. */
  | { type: 'country'; known?: readonly string[] }
  /** 1 to `max` ids, comma-separated or as repeated `key[]`, each `item`. */
  | { type: 'ids'; max: number; item: DigitsKind | TextKind }
  /** A family whose cases are its own (the empty value of every list's every parameter). */
  | { type: 'cases'; cases: () => fc.Arbitrary<Case> };

/** The spec's answer to a value outside: its status, and the field (shape 2) or the message (shape 1). */
interface Refusal {
  status: number;
  field?: string;
  message?: string;
}

interface Rule {
  family: string;
  kind: Kind;
  /** Where the value goes: a query string and a path carry text; a body carries any JSON. */
  place: 'query' | 'body' | 'path';
  request: (value: unknown) => Promise<Answer>;
  /** The refusal of a value outside; a function where it depends on the value (or names the field per case). */
  refused: Refusal | ((value: unknown) => Refusal);
  /** The shape 1 message answers only values outside: an inside value never gets it. */
  messageOnlyOutside?: boolean;
  /**
   * Whether the request may write: around its refusals the balances, outbox, sessions, templates, contacts and
   * campaigns' messages are compared by name; around a read's, the store's count of writes.
   */
  mutation: boolean;
  /** A refusal of an inside value for another rule of the same field (a phone already used). */
  otherRule?: RegExp;
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
const MESSAGES = '/api/messages';
const SENDERS = '/api/senders/requests/sms';
const LETTERS = 'abcXYZ019 éжß';
const ALNUM = 'abcXYZ0189';

/** The first and last instants the wire writes: years 1000 to 9999 (docs/sandbox/wire-values.md). */
const FIRST_INSTANT = Date.UTC(1000, 0, 1, 0, 0, 0);
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59);
const isoAt = (ms: number) => formatIsoDateTime(new Date(ms));
/** A regular expression matching exactly `text`. */
const exactly = (text: string | undefined) =>
  new RegExp(`^${(text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The longest channel name the send reads before answering `User channel not found` (longer: invalid). */
const CHANNEL_MAX = OTP_LIMITS.channelMax;

/** Every enum value of the contracts: another list's value is a near miss of this one's. */
const ENUM_VALUES: readonly string[] = [
  ...OTP_SORTS,
  ...OTP_STATUSES,
  ...OTP_CHANNELS,
  ...TEMPLATE_SORTS,
  ...TEMPLATE_STATUSES,
  ...CAMPAIGN_MESSAGE_SORTS,
  ...MESSAGE_STATUSES,
  ...MESSAGE_TYPES,
  ...MESSAGE_SOURCES,
  ...SENDER_APPLICATION_SORTS,
  ...SENDER_APPLICATION_STATUSES,
  ...CAMPAIGN_STATUSES,
  ...VIBER_LOOKUP_KINDS,
  ...waySchema.options,
];

interface EnumParam {
  list: string;
  path: string;
  base: Record<string, string>;
  field: string;
  values: readonly string[];
}
const WAYS = waySchema.options;
const ENUM_PARAMS: EnumParam[] = [
  ...(
    [
      ['sort', OTP_SORTS],
      ['way', WAYS],
      ['filter[status]', OTP_STATUSES],
      ['filter[channel]', OTP_CHANNELS],
    ] as const
  ).map(([field, values]) => ({
    list: '2FA sessions list',
    path: SESSIONS,
    base: sessionsPeriod,
    field,
    values,
  })),
  ...(
    [
      ['sort', TEMPLATE_SORTS],
      ['way', WAYS],
      ['filter[status]', TEMPLATE_STATUSES],
    ] as const
  ).map(([field, values]) => ({
    list: 'templates list',
    path: TEMPLATES,
    base: {},
    field,
    values,
  })),
  ...(
    [
      ['sort', CAMPAIGN_MESSAGE_SORTS],
      ['way', WAYS],
    ] as const
  ).map(([field, values]) => ({
    list: 'campaign messages list',
    path: MESSAGES,
    base: {},
    field,
    values,
  })),
  ...(
    [
      // The spec's table writes the last sort key `created at`; both spellings are read.
      ['sort', [...SENDER_APPLICATION_SORTS, 'created at']],
      ['way', WAYS],
      ['filter[status]', SENDER_APPLICATION_STATUSES],
    ] as const
  ).map(([field, values]) => ({
    list: 'sender applications list',
    path: SENDERS,
    base: {},
    field,
    values,
  })),
];

/** The four lists, each with its contract's query schema and the parameters it always needs. */
const LISTS: readonly { path: string; schema: z.ZodMiniObject; base: Record<string, string> }[] = [
  { path: MESSAGES, schema: campaignMessagesQuerySchema, base: {} },
  { path: SESSIONS, schema: otpSessionListQuerySchema, base: sessionsPeriod },
  { path: TEMPLATES, schema: templateListQuerySchema, base: {} },
  { path: SENDERS, schema: senderApplicationsQuerySchema, base: {} },
];
/** A list parameter sent empty (`key=`, or `key[]=` as a list), or left out. */
interface EmptyCase {
  path: string;
  key: string;
  sent: 'key=' | 'key[]=' | 'left out';
}

/** A case the empty-value family drew (its values are EmptyCase). */
function asEmptyCase(value: unknown): EmptyCase {
  if (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'key' in value &&
    'sent' in value &&
    typeof value.path === 'string' &&
    typeof value.key === 'string' &&
    (value.sent === 'key=' || value.sent === 'key[]=' || value.sent === 'left out')
  ) {
    return { path: value.path, key: value.key, sent: value.sent };
  }
  throw new Error(`not an empty-value case: ${JSON.stringify(value)}`);
}

/** Every parameter of every list: empty is refused naming it; left out (where optional) it is not refused. */
const emptyCases = (): fc.Arbitrary<Case> =>
  fc.constantFrom(...LISTS).chain((list) =>
    fc.constantFrom(...Object.entries(list.schema.shape)).chain(([key, schema]) =>
      fc
        .constantFrom<EmptyCase['sent']>(
          'key=',
          'key[]=',
          // A parameter the contract requires (the 2FA period) is refused when left out: not a case here.
          ...(z.safeParse(schema, undefined).success ? (['left out'] as const) : []),
        )
        .map((sent): Case => {
          const value: EmptyCase = { path: list.path, key, sent };
          return {
            value,
            inside: sent === 'left out',
            why: sent === 'left out' ? sent : `empty, as ${sent}`,
          };
        }),
    ),
  );

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
  // Dates and date-times of the lists' filters.
  ...(['filter[from]', 'filter[to]'] as const).map((field): Rule => ({
    family: `2FA sessions list: ${field}, an ISO 8601 date-time`,
    kind: { type: 'date', form: 'iso', earliest: FIRST_INSTANT, latest: LAST_INSTANT },
    place: 'query',
    // The other end at the wire's first or last instant, so that any time of this one is in order with it.
    request: (value) =>
      query(SESSIONS, {
        'filter[from]': isoAt(FIRST_INSTANT),
        'filter[to]': isoAt(LAST_INSTANT),
        [field]: queryValue(value),
      }),
    refused: { status: 422, field },
    mutation: false,
    // An offset can still write a time before the first instant or after the last: the period's order.
    otherRule: exactly(periodOrderProblem(isoAt(LAST_INSTANT), isoAt(FIRST_INSTANT))),
  })),
  {
    family: 'campaign messages list: filter[from], yyyy-mm-dd hh:mm:ss, not after now',
    kind: { type: 'date', form: 'spec', earliest: FIRST_INSTANT, latest: NOW },
    place: 'query',
    // Ending at the same time: a period of no length is in order and within 3 months.
    request: (value) =>
      query(MESSAGES, { 'filter[from]': queryValue(value), 'filter[to]': queryValue(value) }),
    refused: { status: 422, field: 'filter[from]' },
    mutation: false,
  },
  {
    family: 'campaign messages list: filter[to], yyyy-mm-dd hh:mm:ss, not after now',
    kind: { type: 'date', form: 'spec', earliest: FIRST_INSTANT, latest: NOW },
    place: 'query',
    // Alone: the period starts 3 months before it.
    request: (value) => query(MESSAGES, { 'filter[to]': queryValue(value) }),
    refused: { status: 422, field: 'filter[to]' },
    mutation: false,
  },
  {
    family: 'sender applications list: filter[created_at], a yyyy-mm-dd calendar date',
    kind: { type: 'date', form: 'date', earliest: FIRST_INSTANT, latest: LAST_INSTANT },
    place: 'query',
    request: (value) => query(SENDERS, { 'filter[created_at]': queryValue(value) }),
    refused: { status: 422, field: 'filter[created_at]' },
    mutation: false,
  },
  // Enums, in any case.
  ...ENUM_PARAMS.map((p): Rule => ({
    family: `${p.list}: ${p.field}, one of ${p.values.join(', ')} in any case`,
    kind: { type: 'enum', values: p.values },
    place: 'query',
    request: (value) => query(p.path, { ...p.base, [p.field]: queryValue(value) }),
    refused: { status: 422, field: p.field },
    mutation: false,
  })),
  {
    family: `send OTP: channel, ${OTP_CHANNELS.join(' or ')} in any case`,
    kind: { type: 'enum', values: OTP_CHANNELS },
    place: 'body',
    request: (value) => call('POST', OTP, { ...validSend(), channel: value }),
    // The spec: a channel specified incorrectly is 404 `User channel not found`. What is no channel name at
    // all (not text, empty, longer than the contract reads) is refused as invalid on the field.
    refused: (value) =>
      typeof value === 'string' && value !== '' && value.length <= CHANNEL_MAX
        ? { status: 404, message: OTP_ERRORS.channelNotFound }
        : { status: 422, field: 'channel' },
    messageOnlyOutside: true,
    mutation: true,
  },
  // Country codes.
  ...(
    [
      ['2FA sessions list', SESSIONS, sessionsPeriod],
      ['sender applications list', SENDERS, {}],
    ] as const
  ).map(([list, path, base]): Rule => ({
    family: `${list}: filter[country_code], two Latin letters in any case`,
    kind: { type: 'country' },
    place: 'query',
    request: (value) => query(path, { ...base, 'filter[country_code]': queryValue(value) }),
    refused: { status: 422, field: 'filter[country_code]' },
    mutation: false,
  })),
  {
    family: 'create template: countries, ISO 3166-1 alpha-2 codes of countries in any case',
    kind: { type: 'country', known: COUNTRY_CODES },
    place: 'body',
    request: (value) =>
      call('POST', TEMPLATES, {
        name: `t${++seq}`.padEnd(TEMPLATE_NAME_MIN, 'n'),
        text: 'Code: {code2fa}',
        countries: value,
      }),
    refused: { status: 422, field: 'countries' },
    mutation: true,
    otherRule: /identical name|limit of 10/,
  },
  // Id lists.
  {
    family: `2FA sessions list: filter[ids], 1 to ${OTP_LIMITS.filterIdsMax} ids of 1 to ${OTP_LIMITS.sessionIdMax} characters`,
    kind: {
      type: 'ids',
      max: OTP_LIMITS.filterIdsMax,
      item: { type: 'text', min: 1, max: OTP_LIMITS.sessionIdMax, alphabet: 'abc019-' },
    },
    place: 'query',
    request: (value) => query(SESSIONS, { ...sessionsPeriod, 'filter[ids]': queryValue(value) }),
    refused: { status: 422, field: 'filter[ids]' },
    mutation: false,
  },
  {
    family: `templates list: filter[ids], 1 to ${TEMPLATE_FILTER_IDS_MAX} ids of 1 to 9 digits`,
    kind: {
      type: 'ids',
      max: TEMPLATE_FILTER_IDS_MAX,
      item: { type: 'digits', min: 1, max: 9, leadingZero: false },
    },
    place: 'query',
    request: (value) => query(TEMPLATES, { 'filter[ids]': queryValue(value) }),
    refused: { status: 422, field: 'filter[ids]' },
    mutation: false,
  },
  // One rule for every list: a parameter sent empty is refused, naming it (docs/sandbox/wire-values.md).
  {
    family: `every list (${LISTS.length}): any parameter sent empty is refused, naming it`,
    kind: { type: 'cases', cases: emptyCases },
    place: 'query',
    request: (value) => {
      const { path, key, sent } = asEmptyCase(value);
      const base = Object.entries(LISTS.find((list) => list.path === path)?.base ?? {});
      const others = Object.fromEntries(base.filter(([name]) => name !== key));
      if (sent === 'left out') return query(path, others);
      return query(path, { ...others, [key]: sent === 'key=' ? '' : [''] });
    },
    refused: (value) => ({ status: 422, field: asEmptyCase(value).key }),
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

const outside = (value: unknown, why: string): Case => ({ value, inside: false, why });
const UPPER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const LATIN = [...UPPER, ...UPPER.map((c) => c.toLowerCase())];

/** The same letters in any case. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      Array.from(text, (c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    );

// Dates. Inside values are written by the contracts' own writers (wire.ts) from a real instant; outside values
// put an impossible part where the writer put a real one, computed from the calendar (the last day of the
// month plus one, month 13, hour 24, ...), or change the form.

/** Where each part stands in every form's text (`yyyy-mm-dd hh:mm:ss`, `yyyy-mm-ddThh:mm:ssZ`, `yyyy-mm-dd`). */
const PART_AT = {
  year: [0, 4],
  month: [5, 7],
  day: [8, 10],
  hour: [11, 13],
  minute: [14, 16],
  second: [17, 19],
} as const;
type Part = keyof typeof PART_AT;
const put = (text: string, part: Part, written: string) =>
  `${text.slice(0, PART_AT[part][0])}${written}${text.slice(PART_AT[part][1])}`;
const two = (n: number) => String(n).padStart(2, '0');
/** Days of a month (1-12) of a year, as the calendar has them. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function written(form: DateForm, ms: number): string {
  const at = new Date(ms);
  return form === 'spec'
    ? formatSpecDateTime(at)
    : form === 'iso'
      ? formatIsoDateTime(at)
      : formatCalendarDate(at);
}

/** ISO 8601 as the 2FA list takes it, around a wall-clock time: separators, precision and offsets. */
const isoVariant = fc.record({
  zone: fc.constantFrom('Z', 'z', 'none', '±hh:mm', '±hhmm'),
  offset: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
  separator: fc.constantFrom('T', 't', ' '),
  time: fc.constantFrom('hh:mm:ss', 'hh:mm', 'fraction', 'date alone'),
  fraction: fc.integer({ min: 1, max: 9 }).chain((n) => digitsOf(n, true)),
});
type IsoVariant = typeof isoVariant extends fc.Arbitrary<infer V> ? V : never;

function isoText(wall: number, v: IsoVariant): string {
  const canonical = formatIsoDateTime(new Date(wall));
  const date = canonical.slice(0, 10);
  if (v.time === 'date alone') return date;
  const time =
    v.time === 'hh:mm'
      ? canonical.slice(11, 16)
      : v.time === 'fraction'
        ? `${canonical.slice(11, 19)}.${v.fraction}`
        : canonical.slice(11, 19);
  const sign = v.offset < 0 ? '-' : '+';
  const [oh, om] = [two(Math.floor(Math.abs(v.offset) / 60)), two(Math.abs(v.offset) % 60)];
  const zone =
    v.zone === 'none'
      ? ''
      : v.zone === '±hh:mm'
        ? `${sign}${oh}:${om}`
        : v.zone === '±hhmm'
          ? `${sign}${oh}${om}`
          : v.zone;
  return `${date}${v.separator}${time}${zone}`;
}

function dateCases(
  kind: Extract<Kind, { type: 'date' }>,
  wrong: fc.Arbitrary<Case>,
): fc.Arbitrary<Case> {
  const { form, earliest, latest } = kind;
  const withTime = form !== 'date';
  const instant = fc
    .integer({ min: earliest / 1000, max: latest / 1000 })
    .map((seconds) => seconds * 1000);
  const inWindow = (ms: number) => ms >= earliest && ms <= latest;
  /** An inside wall-clock time, written in the form (ISO: in any of its layouts). */
  const at = (ms: fc.Arbitrary<number>, why: string): fc.Arbitrary<Case> =>
    (form === 'iso'
      ? fc.tuple(ms, isoVariant).map(([wall, v]) => isoText(wall, v))
      : ms.map((wall) => written(form, wall))
    ).map((value) => ({ value, inside: true, why }));
  const parts = (ms: number) => {
    const d = new Date(ms);
    return {
      y: d.getUTCFullYear(),
      mo: d.getUTCMonth(),
      h: d.getUTCHours(),
      mi: d.getUTCMinutes(),
      s: d.getUTCSeconds(),
    };
  };
  /** The calendar's last day of the instant's month (or of the month before, to stay in the window). */
  const lastDay = instant
    .map((ms) => {
      const { y, mo, h, mi, s } = parts(ms);
      const last = Date.UTC(y, mo + 1, 0, h, mi, s);
      return last <= latest ? last : Date.UTC(y, mo, 0, h, mi, s);
    })
    .filter(inWindow);
  /** 29 February of a leap year of the window. */
  const leapDay = instant
    .map((ms) => {
      const { y, h, mi, s } = parts(ms);
      let leap = y - (y % 4);
      if (leap % 100 === 0 && leap % 400 !== 0) leap -= 4;
      return Date.UTC(leap, 1, 29, h, mi, s);
    })
    .filter(inWindow);
  const endOfDay = instant
    .map((ms) => {
      const d = new Date(ms);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59);
    })
    .filter(inWindow);
  /**
   * The day after the month's last (30 February, 29 February of a common year, 31 April): the date a reader
   * that rolls over takes for the 1st of the next month, inside the bound. Its own, heavier branch.
   */
  const dayAfterLast = instant.map((ms) => {
    const d = new Date(ms);
    const day = two(daysIn(d.getUTCFullYear(), d.getUTCMonth() + 1) + 1);
    return outside(put(written(form, ms), 'day', day), 'the day after the month’s last');
  });
  /** Another part no calendar has, where the writer put a real one. */
  const impossible = fc
    .tuple(
      instant,
      fc.constantFrom<[Part, string, () => string]>(
        ['day', 'day 00', () => '00'],
        ['month', 'month 13', () => '13'],
        ['month', 'month 00', () => '00'],
        ['year', 'year 0999', () => '0999'],
        ...(withTime
          ? ([
              ['hour', 'hour 24', () => '24'],
              ['minute', 'minute 60', () => '60'],
              ['second', 'second 60', () => '60'],
            ] as [Part, string, () => string][])
          : []),
      ),
    )
    .map(([ms, [part, why, write]]) => outside(put(written(form, ms), part, write()), why));
  /** The same time in a form the field does not take. */
  const misshapen = instant.chain((ms) => {
    const text = written(form, ms);
    const d = new Date(ms);
    const shapes: [string, string][] = [
      [`${text} `, 'a trailing space'],
      [` ${text}`, 'a leading space'],
      [`${text}\t`, 'a trailing tab'],
      [`${text}\n`, 'a trailing newline'],
      [text.slice(2), 'a two-digit year'],
      [text.replaceAll('-', '/'), 'slashes'],
      [put(text, 'month', String(d.getUTCMonth() + 1)), 'an unpadded month'],
      [text.replace(/\d/, '٢'), 'an Arabic-Indic digit'],
      [`${text}${'0'.repeat(5000)}`, 'very long'],
      ...((form === 'spec'
        ? [
            [text.replace(' ', 'T'), 'ISO 8601 form'],
            [`${text}.000`, 'milliseconds'],
            [`${text}Z`, 'a zone'],
            [text.slice(0, 10), 'the date alone'],
            [text.slice(0, 16), 'no seconds'],
          ]
        : form === 'date'
          ? [
              [`${text} 00:00:00`, 'a date-time'],
              [`${text}T00:00:00Z`, 'an ISO 8601 date-time'],
            ]
          : [
              [text.replace('T', '_'), 'another separator'],
              [text.slice(0, 13), 'the hour alone'],
              [`${text.slice(0, 10)}T`, 'a separator and no time'],
              [`${text.slice(0, 19)}+24:00`, 'offset hour 24'],
              [`${text.slice(0, 19)}+05:60`, 'offset minute 60'],
              [`${text.slice(0, 19)}.${'1'.repeat(10)}Z`, 'a fraction of 10 digits'],
            ]) as [string, string][]),
    ];
    return fc.constantFrom(
      ...shapes.filter(([v]) => v !== text).map(([v, why]) => outside(v, why)),
    );
  });
  // After the last instant: year 10000 where the window ends with the wire's years, else a later time (future).
  const afterLast =
    latest >= LAST_INSTANT
      ? fc.constant(outside(put(written(form, Date.UTC(2000, 0, 1)), 'year', '10000'), 'max+1'))
      : fc.constant(outside(written(form, latest + 1000), 'max+1'));
  return fc.oneof(
    at(fc.constant(earliest), 'min'),
    at(fc.constant(latest), 'max'),
    fc.constant(outside(written(form, earliest - 1000), 'min-1')),
    afterLast,
    at(instant, 'random inside'),
    at(lastDay, 'the last day of a month'),
    at(leapDay, '29 February of a leap year'),
    ...(withTime ? [at(endOfDay, '23:59:59')] : []),
    ...(latest < LAST_INSTANT
      ? [
          fc
            .integer({ min: latest / 1000 + 1, max: LAST_INSTANT / 1000 })
            .map((seconds) => outside(written(form, seconds * 1000), 'above')),
        ]
      : []),
    { weight: 3, arbitrary: dayAfterLast },
    impossible,
    { weight: 2, arbitrary: misshapen },
    wrong,
  );
}

/** An enum value with whitespace around it: not trimmed, so not the value. */
const spaced = (value: string) => [`${value} `, ` ${value}`, `${value}\t`, `\n${value}`];

/** Near misses of an enum value: a letter more or less, a look-alike letter, `_` for a space. */
function nearMisses(value: string): string[] {
  return [
    `${value}s`,
    value.slice(0, -1),
    `${value},${value}`,
    value.replaceAll('_', ' '),
    value.replaceAll(' ', '_'),
    // Turkish dotted capital I: lower-cased it is i and a combining dot, not i.
    value.replace('i', 'İ'),
    // Cyrillic а, е, о for the Latin letters.
    value.replace('a', 'а').replace('e', 'е').replace('o', 'о'),
  ];
}

function enumCases(values: readonly string[], wrong: fc.Arbitrary<Case>): fc.Arbitrary<Case> {
  const known = new Set(values);
  const isValue = (v: string) => known.has(v.toLowerCase());
  const others = [...new Set(ENUM_VALUES)].filter((v) => !isValue(v));
  const misses = [...new Set(values.flatMap(nearMisses))].filter((v) => v !== '' && !isValue(v));
  return fc.oneof(
    fc
      .constantFrom(...values)
      .map((value) => ({ value, inside: true, why: 'as the spec writes it' })),
    fc
      .constantFrom(...values)
      .map((v) => ({ value: v.toUpperCase(), inside: true, why: 'upper case' })),
    fc
      .constantFrom(...values)
      .chain(anyCase)
      .map((value) => ({ value, inside: true, why: 'any case' })),
    fc
      .constantFrom(...values)
      .chain((v) => fc.constantFrom(...spaced(v)))
      .map((v) => outside(v, 'whitespace around')),
    fc.constantFrom(...misses).map((v) => outside(v, 'a near miss')),
    ...(others.length > 0
      ? [fc.constantFrom(...others).map((v) => outside(v, 'another enum’s value'))]
      : []),
    fc.constant(outside(`${values[0] ?? ''}${'x'.repeat(5000)}`, 'very long')),
    wrong,
  );
}

/** Two letters that look Latin and are not, or are not letters: never a country code. */
const NOT_LATIN_PAIRS = [
  '\u212AZ', // Kelvin sign: lower-cased, it is k
  'U\u0410', // Cyrillic А
  'ÜA',
  '\uFF35\uFF21', // full-width U A
  'u1',
  '12',
  'U_',
];
const latinPair = fc
  .tuple(fc.constantFrom(...LATIN), fc.constantFrom(...LATIN))
  .map(([a, b]) => `${a}${b}`);
const notCountryCode = fc.oneof(
  fc.constantFrom(...LATIN).map((v) => outside(v, 'one letter')),
  fc
    .tuple(latinPair, fc.constantFrom(...LATIN))
    .map(([p, c]) => outside(`${p}${c}`, 'three letters')),
  latinPair.chain((p) =>
    fc.constantFrom(outside(` ${p}`, 'a leading space'), outside(`${p} `, 'a trailing space')),
  ),
  fc.constantFrom(...NOT_LATIN_PAIRS).map((v) => outside(v, 'not two Latin letters')),
  fc.constant(outside('U'.repeat(5000), 'very long')),
);

function countryCases(wrong: fc.Arbitrary<Case>): fc.Arbitrary<Case> {
  return fc.oneof(
    latinPair.map((value) => ({ value, inside: true, why: 'two Latin letters' })),
    fc
      .constantFrom(...COUNTRY_CODES)
      .chain(anyCase)
      .map((value) => ({ value, inside: true, why: 'a country in any case' })),
    notCountryCode,
    wrong,
  );
}

/** A JSON list of country codes: countries in any case; a code of no country, or not a code, is refused. */
function countryListCases(known: readonly string[]): fc.Arbitrary<Case> {
  const countries = new Set(known.map((c) => c.toUpperCase()));
  const unknown = UPPER.flatMap((a) =>
    UPPER.map((b) => `${a}${b}`).filter((code) => !countries.has(code)),
  );
  const country = fc.constantFrom(...known).chain(anyCase);
  const list = (extra: fc.Arbitrary<unknown>, why: string) =>
    fc.tuple(fc.array(country, { maxLength: 2 }), extra, fc.nat()).map(([codes, bad, i]) => {
      const at = i % (codes.length + 1);
      return outside([...codes.slice(0, at), bad, ...codes.slice(at)], why);
    });
  return fc.oneof(
    fc.array(country, { minLength: 1, maxLength: 3 }).map((value) => ({
      value,
      inside: true,
      why: 'countries in any case',
    })),
    list(fc.constantFrom(...unknown).chain(anyCase), 'a code of no country'),
    list(
      notCountryCode.map((c) => c.value),
      'not a code',
    ),
    list(fc.constantFrom(1, null, true, ['UA']), 'not text'),
    fc.constantFrom(
      outside([], 'no country'),
      outside('UA', 'a code, not a list'),
      ...WRONG_JSON.map((w) => outside(w, 'wrong JSON type')),
    ),
  );
}

/** A list of ids as a client sends it: comma-separated, or as repeated `key[]`. */
const sentAs = (ids: string[], inside: boolean, why: string) =>
  fc.constantFrom<Case>(
    { value: ids.join(','), inside, why: `${why}, comma-separated` },
    { value: ids, inside, why: `${why}, repeated` },
  );

function idListCases(max: number, item: DigitsKind | TextKind): fc.Arbitrary<Case> {
  const idOf = (length: number) =>
    item.type === 'digits' ? digitsOf(length, item.leadingZero) : textOf(item.alphabet, length);
  const id = fc.integer({ min: item.min, max: item.max }).chain(idOf);
  const ids = (min: number, most: number) =>
    fc.integer({ min, max: most }).chain((n) => fc.array(id, { minLength: n, maxLength: n }));
  const badId = fc.oneof(
    idOf(item.max + 1),
    ...(item.type === 'digits'
      ? [
          id.map((d) => `0${d}`),
          id.chain((d) =>
            fc.constantFrom(`+${d}`, ` ${d}`, `${d} `, `${d}a`, `${d}.0`, `-${d}`, '٣'),
          ),
        ]
      : []),
  );
  return fc.oneof(
    ids(1, 1).chain((v) => sentAs(v, true, 'min: one id')),
    ids(max, max).chain((v) => sentAs(v, true, `max: ${max} ids`)),
    ids(1, max).chain((v) => sentAs(v, true, 'random inside')),
    ids(1, max).map((v) => ({ value: `${v.join(',')},`, inside: true, why: 'a trailing comma' })),
    ids(max + 1, max + 1).chain((v) => sentAs(v, false, `max+1: ${max + 1} ids`)),
    ids(max + 2, max + 20).chain((v) => sentAs(v, false, 'above')),
    fc.tuple(ids(0, max - 1), badId, fc.nat()).chain(([v, bad, i]) => {
      const at = i % (v.length + 1);
      return sentAs([...v.slice(0, at), bad, ...v.slice(at)], false, 'an id outside');
    }),
    id.chain((v) =>
      fc.constantFrom(
        outside('', 'empty'),
        outside(',', 'no id'),
        outside([''], 'empty, repeated'),
        outside([v, ''], 'an empty value among ids'),
      ),
    ),
  );
}

function cases(rule: Rule): fc.Arbitrary<Case> {
  const { kind, place } = rule;
  const json = place === 'body';
  const wrong = fc.constantFrom(
    // A path cannot carry an empty segment; a query or a body value that is empty is refused.
    ...WRONG_TEXT.filter((w) => !(place === 'path' && w === '')).map((w) => ({
      value: w,
      inside: false,
      why: 'not of the type',
    })),
    ...(json ? WRONG_JSON.map((w) => ({ value: w, inside: false, why: 'wrong JSON type' })) : []),
  );
  if (kind.type === 'cases') return kind.cases();
  if (kind.type === 'date') return dateCases(kind, wrong);
  if (kind.type === 'enum') return enumCases(kind.values, wrong);
  if (kind.type === 'country')
    return kind.known ? countryListCases(kind.known) : countryCases(wrong);
  if (kind.type === 'ids') return idListCases(kind.max, kind.item);
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
            // Taken around values outside only: an inside value may write (a send, a created template).
            const before = c.inside ? undefined : snapshot(rule.mutation);
            const refused =
              typeof rule.refused === 'function' ? rule.refused(c.value) : rule.refused;
            const answer = await rule.request(c.value);
            const label = `${c.why} ${JSON.stringify(c.value).slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 300)}`;
            // Never a 5xx, always a JSON body.
            expect(answer.status, label).toBeLessThan(500);
            expect(answer.json, label).not.toBeUndefined();
            const validation = validationErrorSchema.safeParse(answer.json);
            const field = refused.field;
            const fieldMessages =
              field === undefined || !validation.success
                ? []
                : Object.entries(validation.data.errors)
                    .filter(([key]) => key === field || key.startsWith(`${field}[`))
                    .flatMap(([, texts]) => texts);
            const service = serviceErrorSchema.safeParse(answer.json);
            if (c.inside) {
              // Not refused for this field (another rule may still refuse the request).
              if (field !== undefined) {
                const foreign = fieldMessages.filter((t) => !rule.otherRule?.test(t));
                expect(foreign, label).toEqual([]);
              }
              if (refused.message !== undefined && rule.messageOnlyOutside)
                expect(service.data?.errors[0]?.message, label).not.toBe(refused.message);
              return;
            }
            expect(answer.status, label).toBe(refused.status);
            if (field !== undefined) {
              expect(validation.data?.message, label).toBe(VALIDATION_MESSAGE);
              expect(fieldMessages.length, label).toBeGreaterThan(0);
            } else {
              expect(service.success, label).toBe(true);
              if (refused.message !== undefined)
                expect(service.data?.errors[0]?.message, label).toBe(refused.message);
            }
            // A refusal changes nothing.
            expect(snapshot(rule.mutation), label).toEqual(before);
          }),
        );
        expect(tally.inside, 'no value inside the bound was tried').toBeGreaterThan(0);
        expect(tally.outside, 'no value outside the bound was tried').toBeGreaterThan(0);
      },
      RUNS * 2_000,
    );
  }
});
