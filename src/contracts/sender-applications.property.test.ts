// Property-based tests of GET /api/senders/requests/sms's query and the console's filter form: paging bounds,
// the sender filter (at most 15 characters), the application date (a real yyyy-mm-dd), ids, countries, sort.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  SENDER_APPLICATIONS_MAX_LIMIT,
  SENDER_APPLICATION_STATUSES,
  SENDER_NAME_MAX_LENGTH,
  senderApplicationFiltersSchema,
  senderApplicationsQuerySchema,
} from './sender-applications';

function refusedAt(result: z.core.util.SafeParseResult<unknown>, field: string): boolean {
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
}

const query = (q: Record<string, unknown>) => senderApplicationsQuerySchema.safeParse(q);
const filters = (f: Record<string, unknown>) =>
  senderApplicationFiltersSchema.safeParse({
    status: '',
    id: '',
    country_code: '',
    sender: '',
    created_at: '',
    ...f,
  });

describe('paging', () => {
  it(`page[limit]: 1 to ${SENDER_APPLICATIONS_MAX_LIMIT} (the sandbox’s maximum), default 50`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(0, 1, SENDER_APPLICATIONS_MAX_LIMIT, SENDER_APPLICATIONS_MAX_LIMIT + 1),
          fc.integer({ min: -10, max: 2000 }),
        ),
        (n) => {
          const result = query({ 'page[limit]': String(n) });
          expect(result.success).toBe(n >= 1 && n <= SENDER_APPLICATIONS_MAX_LIMIT);
          if (!result.success) expect(refusedAt(result, 'page[limit]')).toBe(true);
        },
      ),
    );
    expect(query({}).data?.['page[limit]']).toBe(50);
    // Sent empty, it is refused (every list's rule); the form leaves a blank field out of the request.
    expect(refusedAt(query({ 'page[limit]': '' }), 'page[limit]')).toBe(true);
  });

  it('page[offset]: 0 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1e12 }), (n) => {
        expect(query({ 'page[offset]': String(n) }).success).toBe(n >= 0);
      }),
    );
    for (const text of ['1.5', 'abc', '1e3', '0x1']) {
      expect(refusedAt(query({ 'page[offset]': text }), 'page[offset]')).toBe(true);
    }
  });
});

describe('filters, in the query and in the console’s form alike', () => {
  it(`sender: at most ${SENDER_NAME_MAX_LENGTH} characters, counted as typed`, () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.constantFrom(1, 15, 16), fc.integer({ min: 1, max: 30 }))
          .chain((n) => fc.string({ unit: 'grapheme-ascii', minLength: n, maxLength: n }))
          .filter((s) => s.trim() !== ''),
        (sender) => {
          const ok = sender.length <= SENDER_NAME_MAX_LENGTH;
          expect(query({ 'filter[sender]': sender }).success).toBe(ok);
          expect(filters({ sender }).success).toBe(ok);
          if (!ok) expect(refusedAt(filters({ sender }), 'sender')).toBe(true);
        },
      ),
    );
  });

  it('created_at: any real calendar date as yyyy-mm-dd; no other form, no impossible date', () => {
    const day = fc
      .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2090, 0, 1) / 86_400_000 })
      .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        expect(query({ 'filter[created_at]': date }).success).toBe(true);
        expect(filters({ created_at: date }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(
          (s: string) => `${s} 00:00:00`,
          (s: string) => s.replaceAll('-', '/'),
          (s: string) => s.replace(/-\d{2}$/, '-32'),
          (s: string) => s.replace(/-\d{2}-/, '-13-'),
          (s: string) => s.replace(/-\d{2}-/, '-00-'),
          (s: string) => s.slice(2),
        ),
        (date, spoil) => {
          expect(
            refusedAt(query({ 'filter[created_at]': spoil(date) }), 'filter[created_at]'),
          ).toBe(true);
          expect(refusedAt(filters({ created_at: spoil(date) }), 'created_at')).toBe(true);
        },
      ),
    );
    expect(query({ 'filter[created_at]': '2026-02-29' }).success).toBe(false);
    expect(query({ 'filter[created_at]': '2028-02-29' }).success).toBe(true);
  });

  it('id: a whole number of 1 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1e12 }), (n) => {
        expect(query({ 'filter[id]': String(n) }).success).toBe(n >= 1);
        expect(filters({ id: String(n) }).success).toBe(n >= 1);
      }),
    );
  });

  it('country_code: two letters in any case; status: the spec’s values in any case; empty is refused in the query and no filter in the form; nothing trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (code) => {
        const ok = /^[A-Za-z]{2}$/.test(code);
        expect(query({ 'filter[country_code]': code }).success).toBe(ok);
        expect(filters({ country_code: code }).success).toBe(ok || code === '');
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SENDER_APPLICATION_STATUSES), fc.string({ maxLength: 25 })),
        (status) => {
          const ok = (SENDER_APPLICATION_STATUSES as readonly string[]).includes(
            status.toLowerCase(),
          );
          expect(query({ 'filter[status]': status }).success).toBe(ok);
          expect(filters({ status }).success).toBe(ok || status === '');
        },
      ),
    );
  });

  it('sort and way: only the spec’s values (“created at” as the spec writes it, too)', () => {
    const sorts = ['id', 'sender', 'status', 'country_code', 'created_at', 'created at'];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...sorts), fc.string({ maxLength: 12 })), (sort) => {
        const ok = sorts.includes(sort.toLowerCase());
        expect(query({ sort }).success).toBe(ok);
      }),
    );
    expect(query({ sort: 'created at' }).data?.sort).toBe('created_at');
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('asc', 'desc'), fc.string({ maxLength: 6 })), (way) => {
        expect(query({ way }).success).toBe(
          way.toLowerCase() === 'asc' || way.toLowerCase() === 'desc',
        );
      }),
    );
  });
});
