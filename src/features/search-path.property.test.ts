// The path of a list's params through the console, for every list whose feature has a search.ts: whatever the
// contract accepts goes URL → the route's search schema (validateSearch) → the feature's api.ts (wireQuery,
// toQueryString) → the sandbox's reading of the query (readQuery and the contract schema its route parses with)
// and arrives unchanged; and what the contract refuses is refused by the filter form, in the contract's words.
// Links typed by hand (any letter case, numeric-looking text, `true`/`null` as text) reach the sandbox with the
// meaning the contract gives the same raw text, and a value the contract refuses is not sent (dropped, as the
// pages drop a URL value they cannot read).
//
// The URL step is the router's own: the console's router writes links with TanStack Router's default
// stringifySearch, after the route's stripSearchParams middleware where the route has one (messages, campaigns,
// senders), and reads every address with its own parseSearch (src/lib/search-params.ts, set in
// src/app/router-defaults.ts).
import fc from 'fast-check';
import { defaultStringifySearch, stripSearchParams } from '@tanstack/react-router';
import type { Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { readQuery } from '../../server/sandbox/http';
import { parseSearch, readSearchValue } from '@/lib/search-params';
import {
  CAMPAIGN_MESSAGE_RULES,
  CAMPAIGN_MESSAGE_SORTS,
  MAX_REFERENCE_LENGTH,
  campaignMessagesFilterSchema,
  campaignMessagesQuerySchema,
  toWireDateTime,
} from '@/contracts/campaign-messages';
import {
  OTP_CHANNELS,
  OTP_LIMITS,
  OTP_SORTS,
  OTP_STATUSES,
  otpSessionListQuerySchema,
  periodOrderProblem,
  recipientSchema,
  sessionIdSchema,
  sessionIdsFilterSchema,
} from '@/contracts/otp-sessions';
import {
  TEMPLATE_PAGE_LIMIT_DEFAULT,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
  templateListQuerySchema,
} from '@/contracts/otp-templates';
import {
  SENDER_APPLICATION_SORTS,
  SENDER_APPLICATION_STATUSES,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationFilterFields,
  senderApplicationFiltersSchema,
  senderApplicationsQuerySchema,
} from '@/contracts/sender-applications';
import {
  formatCalendarDate,
  formatIsoDateTime,
  parseCountryCode,
  parseIsoDateTime,
  parseWireEnum,
} from '@/contracts/wire';
import { campaignMessagesQueryOptions } from './campaign-messages/api';
import {
  MESSAGE_PAGE_SIZES,
  MESSAGE_SEARCH_DEFAULTS,
  campaignMessagesParams,
  campaignMessagesSearchSchema,
} from './campaign-messages/search';
import { readSessionPage } from './otp-insight/worker/read-page';
import { insightSearchSchema, periodRequest } from './otp-insight/search';
import { otpSessionListQueryOptions } from './otp-sessions/api';
import { PERIOD_LABELS, sessionFiltersSchema } from './otp-sessions/components/sessions-filters';
import { recipientFromInput } from './otp-sessions/recipient';
import {
  OTP_PAGE_SIZES,
  otpSessionListParams,
  otpSessionListSearchSchema,
  toLocalInput,
} from './otp-sessions/search';
import { templateListQueryOptions } from './otp-templates/api';
import {
  TEMPLATE_PAGE_SIZES,
  templateListParams,
  templateListSearchSchema,
} from './otp-templates/search';
import { senderApplicationsQueryOptions } from './sender-applications/api';
import {
  SENDER_APPLICATION_PAGE_SIZES,
  SENDER_APPLICATION_SEARCH_DEFAULTS,
  senderApplicationListParams,
  senderApplicationSearchSchema,
} from './sender-applications/search';
import { statFilesQueryOptions } from './statistics/api';
import { statFilesSearchSchema } from './statistics/search';

const RUNS = { numRuns: 300 };

afterEach(() => {
  vi.unstubAllGlobals();
});

// ---------------------------------------------------------------------------------------------------------
// The steps of the path.

type Search = Record<string, unknown>;

/**
 * A link the console writes for `search` (after the route's stripSearchParams, if any), read back by the
 * router: the text of the address bar between the two.
 */
function throughUrl(
  search: Search,
  strip?: Record<string, unknown>,
): { url: string; read: Search } {
  const kept: Search = strip
    ? (stripSearchParams(strip)({ search, next: (s: Search) => s } as never) as Search)
    : search;
  const url = defaultStringifySearch(kept);
  return { url, read: parseSearch(url) };
}

/** The one request a feature's query function makes, as the fetch it calls sees it (nothing is answered). */
async function requested(run: () => Promise<unknown>): Promise<URL> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new Error('only the request is under test'));
    }),
  );
  await run().catch(() => undefined);
  vi.unstubAllGlobals();
  expect(urls).toHaveLength(1);
  return new URL(urls[0] ?? '', 'http://console.test');
}

/** Runs the query function of a feature's queryOptions, as React Query would. */
function runQueryFn(options: { queryFn?: unknown }): Promise<unknown> {
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  return queryFn({ signal: new AbortController().signal });
}

/** The query as the sandbox's list routes read it (readQuery, as their handlers call it). */
const sandboxReads = (url: URL) => readQuery({ req: { url: url.href } } as unknown as Context);

/**
 * The sandbox's verdict on the request equals the contract's on the params as given: every param given is
 * read as it was meant, and no filter is added.
 */
function expectSameQuery(
  schema: z.ZodMiniType,
  url: URL,
  given: Record<string, string>,
  filterKeys: readonly string[],
) {
  const expected = schema.safeParse(given);
  expect(expected.success, `the generator gave params the contract refuses: ${url.search}`).toBe(
    true,
  );
  const got = schema.safeParse(sandboxReads(url));
  expect(got.error?.issues, `sent ${url.search}`).toBeUndefined();
  const want = expected.data as Record<string, unknown>;
  const have = got.data as Record<string, unknown>;
  for (const key of Object.keys(given)) expect([key, have[key]]).toEqual([key, want[key]]);
  for (const key of filterKeys)
    if (!(key in given)) expect([key, have[key]]).toEqual([key, undefined]);
}

/** Drops the keys left undefined (an absent param). */
function defined<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

/** The first message of a refused parse at `field` (the form's resolver shows the first). */
function messageAt(result: z.util.SafeParseResult<unknown>, field: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

// ---------------------------------------------------------------------------------------------------------
// Values the contracts accept.

const DIGITS = Array.from('0123456789');
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });

/** A whole number as the wire writes it (canonical, at most 15 digits). */
const wholeNumber = (min: number) => fc.integer({ min, max: 999_999_999_999_999 });
const offsets = fc.oneof(fc.constantFrom(0, 10, 50), wholeNumber(0));

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59, 59) });

/** Any spelling of a time that parseIsoDateTime (the 2FA list's reader) accepts: zones, fractions, `t`, dates. */
const isoDateTime = fc
  .record({
    ms: instant,
    offset: fc.integer({ min: -14 * 60, max: 14 * 60 }),
    zone: fc.constantFrom('Z', 'z', '', '+hh:mm', '+hhmm'),
    separator: fc.constantFrom('T', 't', ' '),
    precision: fc.constantFrom('date', 'minutes', 'seconds', 'fraction'),
    fraction: digits(1, 9),
  })
  .map(({ ms, offset, zone, separator, precision, fraction }) => {
    const minutes = zone.startsWith('+') ? offset : 0;
    const local = new Date(ms + minutes * 60_000).toISOString();
    const date = local.slice(0, 10);
    if (precision === 'date') return date;
    const time =
      precision === 'minutes'
        ? local.slice(11, 16)
        : precision === 'seconds'
          ? local.slice(11, 19)
          : `${local.slice(11, 19)}.${fraction}`;
    const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
    const sign = minutes < 0 ? '-' : '+';
    const suffix =
      zone === '+hh:mm'
        ? `${sign}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`
        : zone === '+hhmm'
          ? `${sign}${pad(Math.abs(minutes) / 60)}${pad(Math.abs(minutes) % 60)}`
          : zone;
    return `${date}${separator}${time}${suffix}`;
  });

/** Two ends of a period, the start not after the end (the contract's only rule across them). */
const isoPeriod = fc.tuple(isoDateTime, isoDateTime).map(([a, b]) => {
  const [from, to] = (parseIsoDateTime(a) ?? 0) <= (parseIsoDateTime(b) ?? 0) ? [a, b] : [b, a];
  return { from, to };
});

const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/**
 * Text of `min` to `max` UTF-16 units (as zod and the platform count), any length in the range alike and the
 * bounds often (fast-check's own strings stay short): mostly printable ASCII, any Unicode character at times.
 */
const textOf = (
  min: number,
  max: number,
  unit: fc.Arbitrary<string> = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  ),
) =>
  fc
    .oneof(fc.constantFrom(min, max), fc.integer({ min, max }))
    .chain((length) => fc.array(unit, { minLength: length, maxLength: length }))
    .map((units) => {
      let text = '';
      for (const u of units) if (text.length + u.length <= max) text += u;
      return text;
    })
    .filter((text) => text.length >= min);

/** What the console reads as separators between ids typed or kept in the URL (parseSessionIds). */
const SEPARATOR = /[\s,;]/;

/**
 * A session id (the contract takes any text of 1 to 36 characters). The console reads spaces and `;` as
 * separators between ids (the filter field takes a pasted list): ids containing them are not among the
 * platform's (UUIDs) and are left out.
 */
const sessionId = textOf(1, OTP_LIMITS.sessionIdMax).filter((id) => !SEPARATOR.test(id));

const templateId = fc.integer({ min: 1, max: 999_999_999 }).map(String);

const upperCountry = fc.stringMatching(/^[A-Z]{2}$/);

// ---------------------------------------------------------------------------------------------------------

describe('2FA sessions: /otp/sessions → GET /api/2fa/authentications', () => {
  const FILTERS = [
    'filter[ids]',
    'filter[status]',
    'filter[channel]',
    'filter[recipient]',
    'filter[country_code]',
  ];

  it('any params the contract accepts arrive unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        isoPeriod,
        fc.record({
          ids: option(
            fc.uniqueArray(sessionId, { minLength: 1, maxLength: OTP_LIMITS.filterIdsMax }),
          ),
          status: option(fc.constantFrom(...OTP_STATUSES)),
          channel: option(fc.constantFrom(...OTP_CHANNELS)),
          recipient: option(digits(OTP_LIMITS.recipientMin, OTP_LIMITS.recipientMax)),
          country: option(upperCountry),
          sort: fc.constantFrom(...OTP_SORTS),
          way: fc.constantFrom('asc', 'desc'),
          offset: offsets,
          limit: fc.constantFrom(...OTP_PAGE_SIZES),
        }),
        async (period, p) => {
          const search = defined({ ...period, ...p, ids: p.ids?.join(',') });
          const { read } = throughUrl(search);
          const routed = otpSessionListSearchSchema.parse(read);
          // The route's beforeLoad puts the period in its context and the loader reads it from there.
          const routePeriod = { from: routed.from ?? '', to: routed.to ?? '' };
          const url = await requested(() =>
            runQueryFn(
              otpSessionListQueryOptions(otpSessionListParams({ ...routed, ...routePeriod })),
            ),
          );
          expect(url.pathname).toBe('/api/2fa/authentications');
          expectSameQuery(
            otpSessionListQuerySchema,
            url,
            defined({
              'filter[from]': period.from,
              'filter[to]': period.to,
              'filter[ids]': p.ids?.join(','),
              'filter[status]': p.status,
              'filter[channel]': p.channel,
              'filter[recipient]': p.recipient,
              'filter[country_code]': p.country,
              sort: p.sort,
              way: p.way,
              'page[offset]': String(p.offset),
              'page[limit]': String(p.limit),
            }),
            FILTERS,
          );
        },
      ),
      RUNS,
    );
  });

  const formValues = (values: Partial<z.input<typeof sessionFiltersSchema>>) =>
    sessionFiltersSchema.safeParse({
      from: toLocalInput('2026-01-01T00:00:00Z'),
      to: toLocalInput('2026-01-02T00:00:00Z'),
      ids: '',
      status: '',
      channel: '',
      recipient: '',
      country: '',
      ...values,
    });

  it('a recipient the contract refuses is refused by the filter form in the contract’s words, unless the form reads it as a phone number the contract takes', () => {
    const notDigits = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() !== '' && /[^\d\s+()-]/.test(s));
    const queryWith = (recipient: string) =>
      otpSessionListQuerySchema.safeParse({
        'filter[from]': '2026-01-01T00:00:00Z',
        'filter[to]': '2026-01-02T00:00:00Z',
        'filter[recipient]': recipient,
      });
    fc.assert(
      fc.property(
        fc.oneof(
          digits(1, OTP_LIMITS.recipientMin - 1),
          digits(OTP_LIMITS.recipientMax + 1, 25),
          notDigits,
        ),
        (recipient) => {
          const contract = recipientSchema.safeParse(recipient);
          fc.pre(!contract.success);
          expect(queryWith(recipient).success).toBe(false);
          const form = formValues({ recipient });
          const read = recipientFromInput(recipient);
          if (form.success) {
            // The form reads a pasted number (`+380 …`, `00380…`) as its digits, and only those are sent.
            expect(read).not.toBe(recipient);
            expect(form.data.recipient).toBe(read);
            expect(queryWith(read).success).toBe(true);
          } else {
            expect(messageAt(form, 'recipient')).toBe(contract.error.issues[0]?.message);
          }
        },
      ),
      RUNS,
    );
  });

  it('session ids the contract refuses (too long, more than 3) are refused by the form, in its words', () => {
    const tooLong = fc
      .string({ unit: 'grapheme-ascii', minLength: OTP_LIMITS.sessionIdMax + 1, maxLength: 60 })
      .filter((id) => !SEPARATOR.test(id));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(tooLong).map((ids) => ids),
          fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,36}$/), {
            minLength: OTP_LIMITS.filterIdsMax + 1,
            maxLength: 8,
          }),
        ),
        (ids) => {
          const contract = sessionIdsFilterSchema.safeParse(ids.join(','));
          expect(contract.success).toBe(false);
          const words = contract.error?.issues[0]?.message;
          expect(words).toBeDefined();
          if (ids.length === 1)
            expect(words).toBe(sessionIdSchema.safeParse(ids[0]).error?.issues[0]?.message);
          expect(messageAt(formValues({ ids: ids.join(', ') }), 'ids')).toBe(words);
        },
      ),
      RUNS,
    );
  });

  it('a period the contract refuses (start after end) is refused by the form, by the contract’s rule and words', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        fc.pre(Math.floor(a / 1000) !== Math.floor(b / 1000));
        const [from, to] = a > b ? [a, b] : [b, a];
        const wire = {
          'filter[from]': formatIsoDateTime(new Date(from)),
          'filter[to]': formatIsoDateTime(new Date(to)),
        };
        const contract = otpSessionListQuerySchema.safeParse(wire);
        expect(messageAt(contract, 'filter[to]')).toBe(
          periodOrderProblem(wire['filter[from]'], wire['filter[to]']),
        );
        // The contract's rule and words, naming the ends by the form's labels ("Created to must be a date after
        // or equal to Created from."), on the same field.
        const form = formValues({
          from: toLocalInput(wire['filter[from]']),
          to: toLocalInput(wire['filter[to]']),
        });
        expect(messageAt(form, 'to')).toBe(
          periodOrderProblem(wire['filter[from]'], wire['filter[to]'], PERIOD_LABELS),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('OTP templates: /otp/templates → GET /api/2fa/authentications/templates', () => {
  it('any params the contract accepts arrive unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ids: option(fc.uniqueArray(templateId, { minLength: 1, maxLength: 100, size: 'max' })),
          status: option(fc.constantFrom(...TEMPLATE_STATUSES)),
          sort: fc.constantFrom(...TEMPLATE_SORTS),
          way: fc.constantFrom('asc', 'desc'),
          offset: offsets,
          limit: fc.constantFrom(...TEMPLATE_PAGE_SIZES),
        }),
        async (p) => {
          const { read } = throughUrl(defined({ ...p, ids: p.ids?.join(',') }));
          const routed = templateListSearchSchema.parse(read);
          const url = await requested(() =>
            runQueryFn(templateListQueryOptions(templateListParams(routed))),
          );
          expect(url.pathname).toBe('/api/2fa/authentications/templates');
          expectSameQuery(
            templateListQuerySchema,
            url,
            defined({
              'filter[ids]': p.ids?.join(','),
              'filter[status]': p.status,
              sort: p.sort,
              way: p.way,
              'page[offset]': String(p.offset),
              'page[limit]': String(p.limit),
            }),
            ['filter[ids]', 'filter[status]'],
          );
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('campaign messages: /messages and /campaigns/$id → GET /api/messages', () => {
  const specDateTime = instant.map((ms) => toWireDateTime(new Date(ms)));
  /** Any text of 1 to 100 characters: the contract takes the reference as sent. */
  const reference = textOf(1, MAX_REFERENCE_LENGTH);

  it('any params the contract accepts arrive unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: option(specDateTime),
          to: option(specDateTime),
          campaign_id: option(wholeNumber(1)),
          reference_id: option(reference),
          id: option(wholeNumber(1)),
          sort: fc.constantFrom(...CAMPAIGN_MESSAGE_SORTS),
          way: fc.constantFrom('asc', 'desc'),
          offset: offsets,
          limit: fc.constantFrom(...MESSAGE_PAGE_SIZES),
        }),
        async (p) => {
          const { read } = throughUrl(defined(p), MESSAGE_SEARCH_DEFAULTS);
          const routed = campaignMessagesSearchSchema.parse(read);
          const url = await requested(() =>
            runQueryFn(campaignMessagesQueryOptions(campaignMessagesParams(routed))),
          );
          expect(url.pathname).toBe('/api/messages');
          expectSameQuery(
            campaignMessagesQuerySchema,
            url,
            defined({
              'filter[from]': p.from,
              'filter[to]': p.to,
              'filter[campaign_id]': p.campaign_id?.toString(),
              'filter[reference_id]': p.reference_id,
              'filter[id]': p.id?.toString(),
              sort: p.sort,
              way: p.way,
              'page[offset]': String(p.offset),
              'page[limit]': String(p.limit),
            }),
            [
              'filter[from]',
              'filter[to]',
              'filter[campaign_id]',
              'filter[reference_id]',
              'filter[id]',
            ],
          );
        },
      ),
      RUNS,
    );
  });

  const now = () => new Date(Date.UTC(2026, 5, 1));
  const formValues = (values: Partial<z.input<ReturnType<typeof campaignMessagesFilterSchema>>>) =>
    campaignMessagesFilterSchema(now).safeParse({
      from: null,
      to: null,
      campaign_id: '',
      reference_id: '',
      id: '',
      ...values,
    });

  it('a reference the contract refuses (over 100 characters) is refused by the form, in its words', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: MAX_REFERENCE_LENGTH + 1, maxLength: 150 })
          .filter((s) => s.trim() === s),
        (reference) => {
          const contract = campaignMessagesQuerySchema.safeParse({
            'filter[reference_id]': reference,
          });
          expect(messageAt(contract, 'filter[reference_id]')).toBe(
            CAMPAIGN_MESSAGE_RULES.referenceLength,
          );
          expect(messageAt(formValues({ reference_id: reference }), 'reference_id')).toBe(
            CAMPAIGN_MESSAGE_RULES.referenceLength,
          );
        },
      ),
      RUNS,
    );
  });

  it('a campaign or message id the contract refuses (0, a sign, leading zeros, not a number) is refused by the form, in its words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('campaign_id', 'id'),
        fc.oneof(
          fc.constantFrom('0', '00', '007', '-5'),
          fc.string({ minLength: 1, maxLength: 10 }).filter((s) => /[^\d\s]/.test(s.trim())),
        ),
        (field, value) => {
          const contract = campaignMessagesQuerySchema.safeParse({ [`filter[${field}]`]: value });
          const words = messageAt(contract, `filter[${field}]`);
          expect(words).toBeDefined();
          expect(messageAt(formValues({ [field]: value }), field)).toBe(words);
        },
      ),
      // A sign and leading zeros: the form once had its own rule for them (a random draw met "-5" in a run).
      {
        ...RUNS,
        examples: [
          ['campaign_id', '-5'],
          ['id', '00'],
          ['id', '007'],
        ],
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('sender applications: /senders → GET /api/senders/requests/sms', () => {
  const senderName = textOf(1, SENDER_NAME_MAX_LENGTH).filter((s) => s.trim() !== '');

  it('any params the contract accepts arrive unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: option(fc.constantFrom(...SENDER_APPLICATION_STATUSES)),
          id: option(wholeNumber(1)),
          country_code: option(upperCountry),
          sender: option(senderName),
          created_at: option(instant.map((ms) => formatCalendarDate(new Date(ms)))),
          sort: fc.constantFrom(...SENDER_APPLICATION_SORTS),
          way: fc.constantFrom('asc', 'desc'),
          offset: offsets,
          limit: fc.constantFrom(...SENDER_APPLICATION_PAGE_SIZES),
        }),
        async (p) => {
          const { read } = throughUrl(defined(p), SENDER_APPLICATION_SEARCH_DEFAULTS);
          const routed = senderApplicationSearchSchema.parse(read);
          const url = await requested(() =>
            runQueryFn(senderApplicationsQueryOptions(senderApplicationListParams(routed))),
          );
          expect(url.pathname).toBe('/api/senders/requests/sms');
          expectSameQuery(
            senderApplicationsQuerySchema,
            url,
            defined({
              'filter[status]': p.status,
              'filter[id]': p.id?.toString(),
              'filter[country_code]': p.country_code,
              'filter[sender]': p.sender,
              'filter[created_at]': p.created_at,
              sort: p.sort,
              way: p.way,
              'page[offset]': String(p.offset),
              'page[limit]': String(p.limit),
            }),
            [
              'filter[status]',
              'filter[id]',
              'filter[country_code]',
              'filter[sender]',
              'filter[created_at]',
            ],
          );
        },
      ),
      RUNS,
    );
  });

  it('a filter value the contract refuses is refused by the form, in the contract’s words', () => {
    const fields = Object.keys(
      senderApplicationFilterFields,
    ) as (keyof typeof senderApplicationFilterFields)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 25 }),
          fc.constantFrom('0', '-1', '01', '1.5', 'ua1', '2026-02-30', '26-01-01', 'x'.repeat(16)),
        ),
        (field, value) => {
          const contract = senderApplicationsQuerySchema.safeParse({ [`filter[${field}]`]: value });
          fc.pre(!contract.success);
          const form = senderApplicationFiltersSchema.safeParse({
            status: '',
            id: '',
            country_code: '',
            sender: '',
            created_at: '',
            [field]: value,
          });
          expect(messageAt(form, field)).toBe(messageAt(contract, `filter[${field}]`));
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('2FA insight: /otp/insight → GET /api/2fa/authentications (a custom period)', () => {
  it('a custom period the contract accepts is read for the same seconds', async () => {
    await fc.assert(
      fc.asyncProperty(
        isoPeriod,
        option(fc.constantFrom(...OTP_CHANNELS)),
        option(upperCountry),
        async (period, channel, country) => {
          const { read } = throughUrl(defined({ period: 'custom', ...period, channel, country }));
          const routed = insightSearchSchema.parse(read);
          expect([routed.channel, routed.country]).toEqual([channel, country]);
          const request = periodRequest(routed);
          const url = await requested(() =>
            readSessionPage(request, 0, OTP_LIMITS.pageLimitMax, new AbortController().signal),
          );
          const got = otpSessionListQuerySchema.safeParse(sandboxReads(url));
          expect(got.error?.issues).toBeUndefined();
          // The worker writes the period as whole UTC seconds (formatIsoDateTime): the same instants, to the second.
          const seconds = (text: string | undefined) =>
            Math.floor((parseIsoDateTime(text ?? '') ?? NaN) / 1000);
          expect(seconds(got.data?.['filter[from]'])).toBe(seconds(period.from));
          expect(seconds(got.data?.['filter[to]'])).toBe(seconds(period.to));
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('statistics files: /statistics → GET /rest/stat/list', () => {
  it('the list’s filters survive the URL, and the listing request carries none (they filter in the console)', async () => {
    const url = await requested(() => runQueryFn(statFilesQueryOptions()));
    expect([url.pathname, url.search]).toEqual(['/rest/stat/list', '']);
    fc.assert(
      fc.property(fc.constantFrom('all', 'done', 'error'), textOf(0, 200), (status, q) => {
        const { read } = throughUrl({ status, q });
        expect(statFilesSearchSchema.parse(read)).toEqual({ status, q });
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Addresses typed by hand (or pasted): each param's raw text as a person writes it. Whatever the contract
// accepts in that text reaches the sandbox with the contract's meaning; what it refuses is not sent (the page
// drops a URL value it cannot read, as it always has: the param is left out, or the page's default is sent).

/** Numeric-looking text and JSON words, typed where text, ids or numbers go. */
const NUMERIC_LOOKING = [
  '1e5',
  '1E5',
  '0012',
  '007',
  '1.50',
  '1.5',
  '.5',
  '-0',
  '0',
  '25',
  '-1',
  '+1',
  '0x10',
  ' 25',
  '25 ',
  'true',
  'false',
  'null',
  'TRUE',
  'NaN',
  'Infinity',
  '12345678901234567890',
] as const;

/**
 * Text the router reads as typed: not the JSON text of a string, an array or an object (`"abc"`, `[1]`), which
 * is how the console itself writes such values (a text that would read as a number is written quoted).
 */
const readAsTyped = (text: string) => {
  const value = readSearchValue(text);
  return typeof value === 'string' ? value === text : value === null || typeof value !== 'object';
};

/** The same letters in any case. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      Array.from(text, (c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    );

const enumTyped = (values: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values).chain(anyCase) },
    { weight: 1, arbitrary: fc.constantFrom('', 'x', 'none', ...NUMERIC_LOOKING) },
  );

const countryTyped = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z]{2}$/) },
  { weight: 1, arbitrary: fc.constantFrom('', 'U', 'UKR', 'u1', '12', ' ua', 'ua ', 'null') },
);

const integerTyped = fc.oneof(
  { weight: 2, arbitrary: wholeNumber(0).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('', ...NUMERIC_LOOKING) },
  { weight: 1, arbitrary: wholeNumber(1).map((n) => `0${n}`) },
);

const limitTyped = (sizes: readonly number[]) =>
  fc.oneof(
    fc.constantFrom(...sizes).map(String),
    fc.constantFrom(...sizes).map((n) => `0${n}`),
    fc.constantFrom('', ...NUMERIC_LOOKING),
  );

const textTyped = (min: number, max: number) =>
  fc.oneof(fc.constantFrom('', ...NUMERIC_LOOKING), textOf(min, max)).filter(readAsTyped);

/** The address of `raw` as the browser gives it to the router, read by the router's parseSearch. */
function typed(raw: Record<string, string>): Search {
  return parseSearch(`?${new URLSearchParams(raw).toString()}`);
}

/**
 * For each param typed: when the contract accepts its raw text (with `base`, the params the list always sends),
 * the sandbox reads the request's value as the contract reads the raw text; otherwise (or when left empty, which
 * the console reads as not given) the console sends what it sends without it: its `fallback` (its default
 * sort, way or page), or nothing.
 */
function expectContractMeaning(options: {
  contract: z.ZodMiniType;
  sent: URL;
  raw: Record<string, string>;
  wire: Record<string, string>;
  base?: Record<string, string>;
  fallback: Record<string, string>;
}) {
  const { contract, sent, raw, wire, base = {}, fallback } = options;
  const got = contract.safeParse(sandboxReads(sent));
  expect(got.error?.issues, `sent ${sent.search}`).toBeUndefined();
  const have = got.data as Record<string, unknown>;
  for (const [param, text] of Object.entries(raw)) {
    const key = wire[param] ?? param;
    const alone = contract.safeParse({ ...base, [key]: text });
    const meaning = (value: string) =>
      (contract.parse({ ...base, [key]: value }) as Record<string, unknown>)[key];
    if (alone.success && text !== '')
      expect([param, text, have[key]]).toEqual([
        param,
        text,
        (alone.data as Record<string, unknown>)[key],
      ]);
    else if (fallback[key] !== undefined)
      expect([param, text, have[key]]).toEqual([param, text, meaning(fallback[key])]);
    else expect([param, text, sent.searchParams.has(key)]).toEqual([param, text, false]);
  }
}

/** Drops the params left out by the generator. */
const given = (raw: Record<string, string | undefined>) => defined(raw) as Record<string, string>;

describe('addresses typed by hand reach the sandbox with the contract’s meaning', () => {
  it('2FA sessions: enums and the country in any case, numeric-looking ids and recipients', async () => {
    const period = { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
    const idMember = fc
      .oneof(fc.constantFrom(...NUMERIC_LOOKING), sessionId, textOf(37, 40))
      .filter((id) => !SEPARATOR.test(id));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ids: option(
            fc
              .array(idMember, { minLength: 1, maxLength: 5 })
              .map((ids) => ids.join(','))
              .filter(readAsTyped),
          ),
          status: option(enumTyped(OTP_STATUSES)),
          channel: option(enumTyped(OTP_CHANNELS)),
          recipient: option(fc.oneof(digits(1, 18), fc.constantFrom(...NUMERIC_LOOKING))),
          country: option(countryTyped),
          sort: option(enumTyped(OTP_SORTS)),
          way: option(enumTyped(['asc', 'desc'])),
          offset: option(integerTyped),
          limit: option(limitTyped(OTP_PAGE_SIZES)),
        }),
        async (p) => {
          const raw = given(p);
          const routed = otpSessionListSearchSchema.parse(typed({ ...period, ...raw }));
          const sent = await requested(() =>
            runQueryFn(otpSessionListQueryOptions(otpSessionListParams({ ...routed, ...period }))),
          );
          const { ids, ...rest } = raw;
          expectContractMeaning({
            contract: otpSessionListQuerySchema,
            sent,
            raw: rest,
            wire: {
              status: 'filter[status]',
              channel: 'filter[channel]',
              recipient: 'filter[recipient]',
              country: 'filter[country_code]',
              offset: 'page[offset]',
              limit: 'page[limit]',
            },
            base: { 'filter[from]': period.from, 'filter[to]': period.to },
            fallback: {
              sort: 'created_at',
              way: 'desc',
              'page[offset]': '0',
              'page[limit]': String(OTP_LIMITS.pageLimitDefault),
            },
          });
          // The ids, each as the contract reads it; one it refuses (over 36 characters) is left out, and the
          // first 3 are kept (the form's reading of a list).
          const kept = [...new Set(ids?.split(',') ?? [])]
            .filter((id) => sessionIdSchema.safeParse(id).success)
            .slice(0, OTP_LIMITS.filterIdsMax);
          const got = otpSessionListQuerySchema.parse(sandboxReads(sent));
          expect(got['filter[ids]']).toEqual(kept.length > 0 ? kept : undefined);
        },
      ),
      RUNS,
    );
  });

  it('OTP templates: the status, sort and way in any case, ids as the contract reads each', async () => {
    const idMember = fc.oneof(
      templateId,
      fc.constantFrom(...NUMERIC_LOOKING).filter((id) => !SEPARATOR.test(id)),
      fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ids: option(
            fc
              .array(idMember, { minLength: 1, maxLength: 5 })
              .map((ids) => ids.join(','))
              .filter(readAsTyped),
          ),
          status: option(enumTyped(TEMPLATE_STATUSES)),
          sort: option(enumTyped(TEMPLATE_SORTS)),
          way: option(enumTyped(['asc', 'desc'])),
          offset: option(integerTyped),
          limit: option(limitTyped(TEMPLATE_PAGE_SIZES)),
        }),
        async (p) => {
          const { ids, ...raw } = given(p);
          const routed = templateListSearchSchema.parse(typed(given({ ...raw, ids })));
          const sent = await requested(() =>
            runQueryFn(templateListQueryOptions(templateListParams(routed))),
          );
          expectContractMeaning({
            contract: templateListQuerySchema,
            sent,
            raw,
            wire: { status: 'filter[status]', offset: 'page[offset]', limit: 'page[limit]' },
            fallback: {
              sort: 'updated_at',
              way: 'desc',
              'page[offset]': '0',
              'page[limit]': String(TEMPLATE_PAGE_LIMIT_DEFAULT),
            },
          });
          // The ids the contract reads as template ids are sent; what is not one (`0012`, `1e5`) is left out.
          const kept = [...new Set(ids?.split(',') ?? [])].filter(
            (id) => templateListQuerySchema.shape['filter[ids]'].safeParse(id).success,
          );
          const got = templateListQuerySchema.parse(sandboxReads(sent));
          expect(got['filter[ids]']).toEqual(kept.length > 0 ? kept : undefined);
        },
      ),
      RUNS,
    );
  });

  it('campaign messages: numeric-looking references and ids, sort and way in any case', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          campaign_id: option(integerTyped),
          reference_id: option(textTyped(1, MAX_REFERENCE_LENGTH + 5)),
          id: option(integerTyped),
          sort: option(enumTyped(CAMPAIGN_MESSAGE_SORTS)),
          way: option(enumTyped(['asc', 'desc'])),
          offset: option(integerTyped),
          limit: option(limitTyped(MESSAGE_PAGE_SIZES)),
        }),
        async (p) => {
          const raw = given(p);
          const routed = campaignMessagesSearchSchema.parse(typed(raw));
          const sent = await requested(() =>
            runQueryFn(campaignMessagesQueryOptions(campaignMessagesParams(routed))),
          );
          expectContractMeaning({
            contract: campaignMessagesQuerySchema,
            sent,
            raw,
            wire: {
              campaign_id: 'filter[campaign_id]',
              reference_id: 'filter[reference_id]',
              id: 'filter[id]',
              offset: 'page[offset]',
              limit: 'page[limit]',
            },
            fallback: {
              sort: MESSAGE_SEARCH_DEFAULTS.sort,
              way: MESSAGE_SEARCH_DEFAULTS.way,
              'page[offset]': '0',
              'page[limit]': String(MESSAGE_SEARCH_DEFAULTS.limit),
            },
          });
        },
      ),
      RUNS,
    );
  });

  it('sender applications: the status, country, sort and way in any case, numeric-looking senders and ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: option(enumTyped(SENDER_APPLICATION_STATUSES)),
          id: option(integerTyped),
          country_code: option(countryTyped),
          sender: option(
            fc.oneof(textTyped(1, SENDER_NAME_MAX_LENGTH + 3), fc.constantFrom('   ', ' a ')),
          ),
          created_at: option(
            fc.oneof(
              instant.map((ms) => formatCalendarDate(new Date(ms))),
              fc.constantFrom('2026-1-5', '2026-02-30', '20260105', '2026-01-05 ', 'null'),
            ),
          ),
          sort: option(enumTyped([...SENDER_APPLICATION_SORTS, 'created at'])),
          way: option(enumTyped(['asc', 'desc'])),
          offset: option(integerTyped),
          limit: option(limitTyped(SENDER_APPLICATION_PAGE_SIZES)),
        }),
        async (p) => {
          const raw = given(p);
          const routed = senderApplicationSearchSchema.parse(typed(raw));
          const sent = await requested(() =>
            runQueryFn(senderApplicationsQueryOptions(senderApplicationListParams(routed))),
          );
          expectContractMeaning({
            contract: senderApplicationsQuerySchema,
            sent,
            raw,
            wire: {
              status: 'filter[status]',
              id: 'filter[id]',
              country_code: 'filter[country_code]',
              sender: 'filter[sender]',
              created_at: 'filter[created_at]',
              offset: 'page[offset]',
              limit: 'page[limit]',
            },
            fallback: {
              sort: SENDER_APPLICATION_SEARCH_DEFAULTS.sort,
              way: SENDER_APPLICATION_SEARCH_DEFAULTS.way,
              'page[offset]': '0',
              'page[limit]': String(SENDER_APPLICATION_SEARCH_DEFAULTS.limit),
            },
          });
        },
      ),
      RUNS,
    );
  });

  it('2FA insight: the channel and country in any case, read as the contract reads them', () => {
    fc.assert(
      fc.property(option(enumTyped(OTP_CHANNELS)), option(countryTyped), (channel, country) => {
        const routed = insightSearchSchema.parse(typed(given({ channel, country })));
        expect(routed.channel).toBe(
          channel === undefined ? undefined : parseWireEnum(channel, OTP_CHANNELS),
        );
        expect(routed.country).toBe(country === undefined ? undefined : parseCountryCode(country));
      }),
      RUNS,
    );
  });

  it('statistics files: a search typed as numeric-looking text or a JSON word is that text', () => {
    fc.assert(
      fc.property(textTyped(0, 200), (q) => {
        expect(statFilesSearchSchema.parse(typed({ q })).q).toBe(q);
      }),
      RUNS,
    );
  });

  it('the router reads a value as JSON only when the JSON writes back to the same text', () => {
    expect(parseSearch('?a=25&b=true&c=null&d=%221e5%22&e=%5B1%2C2%5D')).toEqual({
      a: 25,
      b: true,
      c: null,
      d: '1e5',
      e: [1, 2],
    });
    expect(
      parseSearch('?a=1e5&b=0012&c=007&d=1.50&e=-0&f=%2025&g=%7B%20%22a%22%3A1%7D&h=TRUE'),
    ).toEqual({
      a: '1e5',
      b: '0012',
      c: '007',
      d: '1.50',
      e: '-0',
      f: ' 25',
      g: '{ "a":1}',
      h: 'TRUE',
    });
  });
});
