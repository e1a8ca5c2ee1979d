// Property-based tests of GET /api/messages's query and the console's filter form: the period (at most 3
// months, no future dates), paging bounds, id filters and the external reference, for any value; and the
// campaign id of PUT /api/campaigns/{id}/stop.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CAMPAIGN_MESSAGE_RULES,
  MAX_PAGE_LIMIT,
  MAX_REFERENCE_LENGTH,
  addMonthsUtc,
  campaignMessagesFilterSchema,
  campaignMessagesQuerySchema,
  fromWireDateTime,
  periodProblems,
  toLocalDateTime,
  toWireDateTime,
} from './campaign-messages';
import { campaignIdSchema, openCampaignSchema } from './campaigns';

function refusedAt(result: z.core.util.SafeParseResult<unknown>, field: string): boolean {
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
}

const SECOND = 1000;
/** Whole seconds from 2000 to 2040 (the wire format carries seconds). */
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1) / SECOND, max: Date.UTC(2040, 0, 1) / SECOND })
  .map((s) => new Date(s * SECOND));

const query = (q: Record<string, unknown>) => campaignMessagesQuerySchema.safeParse(q);

describe('the period: at most 3 months, never in the future', () => {
  it('a period of exactly 3 calendar months is accepted, one second more is refused', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * 86_400 }), (from, slackSeconds) => {
        const to = addMonthsUtc(from, 3);
        const now = new Date(to.getTime() + slackSeconds * SECOND);
        expect(periodProblems({ from, to, now })).toEqual({});
        const past = new Date(to.getTime() + SECOND);
        expect(periodProblems({ from, to: past, now: past }).from).toBe(
          CAMPAIGN_MESSAGE_RULES.period,
        );
      }),
    );
  });

  it('an end at now is accepted, one second later is refused as future; so is a start', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const later = new Date(now.getTime() + SECOND);
        expect(periodProblems({ to: now, now })).toEqual({});
        expect(periodProblems({ from: now, now })).toEqual({});
        expect(periodProblems({ to: later, now }).to).toBe(CAMPAIGN_MESSAGE_RULES.future);
        expect(periodProblems({ from: later, now }).from).toBe(CAMPAIGN_MESSAGE_RULES.future);
      }),
    );
  });

  it('without an end, the period runs to now: exactly 3 months before now is the earliest start', () => {
    // Days 29 to 31 clamp at month ends (31 May less 3 months is 28 Feb): they are checked above from the start.
    fc.assert(
      fc.property(
        instant.filter((d) => d.getUTCDate() <= 28),
        (now) => {
          const earliest = addMonthsUtc(now, -3);
          expect(periodProblems({ from: earliest, now })).toEqual({});
          const tooEarly = new Date(earliest.getTime() - SECOND);
          expect(periodProblems({ from: tooEarly, now }).from).toBe(CAMPAIGN_MESSAGE_RULES.period);
        },
      ),
    );
  });

  it('a start after the end is refused, whatever the length', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10 * 86_400 }), (to, gap) => {
        const from = new Date(to.getTime() + gap * SECOND);
        expect(periodProblems({ from, to, now: from }).from).toBe(CAMPAIGN_MESSAGE_RULES.order);
      }),
    );
  });
});

describe('GET /api/messages query', () => {
  it('filter[from] and filter[to]: the wire form of any real date-time is accepted', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const text = toWireDateTime(date);
        expect(fromWireDateTime(text)?.getTime()).toBe(date.getTime());
        expect(query({ 'filter[from]': text, 'filter[to]': text }).success).toBe(true);
      }),
    );
  });

  it('filter[from] and filter[to]: any other form, or a date that does not exist, is refused', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(
          (s: string) => s.replace(' ', 'T'),
          (s: string) => `${s}Z`,
          (s: string) => s.slice(0, 10),
          (s: string) => s.slice(0, 16),
          (s: string) => ` ${s}`,
          (s: string) => s.replace(/-(\d{2}) /, '-32 '),
          (s: string) => s.replace(/ \d{2}:/, ' 24:'),
          (s: string) => s.replace(/:\d{2}$/, ':60'),
          (s: string) => s.replace(/^\d{4}-\d{2}/, (ym) => `${ym.slice(0, 5)}13`),
        ),
        fc.constantFrom('filter[from]', 'filter[to]'),
        (date, spoil, field) => {
          expect(refusedAt(query({ [field]: spoil(toWireDateTime(date)) }), field)).toBe(true);
        },
      ),
    );
    expect(refusedAt(query({ 'filter[from]': '2026-02-29 00:00:00' }), 'filter[from]')).toBe(true);
    expect(query({ 'filter[from]': '2028-02-29 00:00:00' }).success).toBe(true);
  });

  it(`page[limit]: 1 to ${MAX_PAGE_LIMIT} (the sandbox’s maximum), default 50`, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(0, 1, MAX_PAGE_LIMIT, MAX_PAGE_LIMIT + 1), fc.integer()),
        (n) => {
          const result = query({ 'page[limit]': String(n) });
          expect(result.success).toBe(n >= 1 && n <= MAX_PAGE_LIMIT);
          if (!result.success) expect(refusedAt(result, 'page[limit]')).toBe(true);
        },
      ),
    );
    expect(query({}).data?.['page[limit]']).toBe(50);
  });

  it('page[offset]: 0 or more; filter[id] and filter[campaign_id]: 1 or more', () => {
    for (const [field, min] of [
      ['page[offset]', 0],
      ['filter[id]', 1],
      ['filter[campaign_id]', 1],
    ] as const) {
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(min - 1, min), fc.integer({ min: -1e9, max: 1e12 })),
          (n) => {
            expect(query({ [field]: String(n) }).success).toBe(n >= min);
          },
        ),
      );
      for (const text of ['1.5', '1e3', ' 1', 'abc', '', '0x10']) {
        expect(refusedAt(query({ [field]: text }), field)).toBe(true);
      }
    }
  });

  it(`filter[reference_id]: 1 to ${MAX_REFERENCE_LENGTH} characters`, () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.constantFrom(0, 1, MAX_REFERENCE_LENGTH, MAX_REFERENCE_LENGTH + 1),
            fc.integer({ min: 0, max: 130 }),
          )
          .chain((n) => fc.string({ minLength: n, maxLength: n })),
        (reference) => {
          expect(query({ 'filter[reference_id]': reference }).success).toBe(
            reference.length >= 1 && reference.length <= MAX_REFERENCE_LENGTH,
          );
        },
      ),
    );
  });

  it('sort and way: only the spec’s values; a repeated parameter is refused', () => {
    for (const [field, values] of [
      ['sort', ['id', 'phone', 'delivered']],
      ['way', ['asc', 'desc']],
    ] as const) {
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 10 })), (value) => {
          expect(query({ [field]: value }).success).toBe(
            (values as readonly string[]).includes(value),
          );
        }),
      );
      expect(refusedAt(query({ [field]: [values[0], values[1]] }), field)).toBe(true);
    }
  });
});

describe('the console’s filter form', () => {
  const empty = { from: null, to: null, campaign_id: '', reference_id: '', id: '' };

  it('accepts a period of exactly 3 months ending now and refuses one second more or any future end', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const schema = campaignMessagesFilterSchema(() => now);
        const from = addMonthsUtc(now, -3);
        const ok = addMonthsUtc(from, 3).getTime() === now.getTime();
        const form = (f: Date | null, t: Date | null) =>
          schema.safeParse({
            ...empty,
            from: f && toLocalDateTime(f),
            to: t && toLocalDateTime(t),
          });
        if (ok) expect(form(from, now).success).toBe(true);
        const earlier = new Date(from.getTime() - SECOND);
        expect(refusedAt(form(earlier, now), 'from')).toBe(true);
        expect(refusedAt(form(null, new Date(now.getTime() + SECOND)), 'to')).toBe(true);
        expect(form(null, now).success).toBe(true);
      }),
    );
  });

  it(`refuses a reference over ${MAX_REFERENCE_LENGTH} characters and ids that are not whole numbers of 1 or more`, () => {
    const schema = campaignMessagesFilterSchema(() => new Date());
    fc.assert(
      fc.property(fc.integer({ min: 95, max: 105 }), (n) => {
        const result = schema.safeParse({ ...empty, reference_id: 'r'.repeat(n) });
        expect(result.success).toBe(n <= MAX_REFERENCE_LENGTH);
      }),
    );
    for (const field of ['campaign_id', 'id'] as const) {
      fc.assert(
        fc.property(fc.integer({ min: -100, max: 1e12 }), (n) => {
          expect(schema.safeParse({ ...empty, [field]: String(n) }).success).toBe(n >= 1);
        }),
      );
      for (const text of ['1.5', 'abc', '-', '1 2']) {
        expect(refusedAt(schema.safeParse({ ...empty, [field]: text }), field)).toBe(true);
      }
    }
  });
});

describe('the campaign id of PUT /api/campaigns/{id}/stop', () => {
  it('is a whole number of 1 or more with at most 15 digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10, max: 1e9 }).map(String),
          fc.integer({ min: 14, max: 16 }).map((n) => '9'.repeat(n)),
        ),
        (text) => {
          const ok = /^\d{1,15}$/.test(text) && Number(text) >= 1;
          expect(campaignIdSchema.safeParse(text).success).toBe(ok);
          expect(openCampaignSchema.safeParse({ campaign_id: text }).success).toBe(ok);
        },
      ),
    );
    for (const text of ['', '0', '1.0', '1/2', '..', '%31', '1e3', '+1']) {
      expect(campaignIdSchema.safeParse(text).success).toBe(false);
    }
  });
});
