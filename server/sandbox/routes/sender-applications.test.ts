// GET /api/senders/requests/sms: fields, defaults, every filter, sort and paging rule at and past its bounds.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../../test/app.ts';
import { VALIDATION_MESSAGE } from '../http.ts';
import { HOSTILE_TEXTS } from '../store/areas/sender-applications.ts';
import { EMPTY_QUERY_VALUE } from '../../../src/contracts/common.ts';
import {
  SENDER_APPLICATION_STATUSES,
  senderApplicationsResponseSchema,
} from '../../../src/contracts/sender-applications.ts';

const { app, store } = createTestApp();
beforeEach(() => store.reset());

const PATH = '/api/senders/requests/sms';
const SPEC_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface WireApplication {
  id: number;
  sender: string;
  status: string;
  created_at: string;
  registered_at: string | null;
  status_changed_at: string | null;
  country_code: string;
  rejection_reason: string | null;
  [field: string]: unknown;
}
interface ListBody {
  data: WireApplication[];
  meta: { page: { total: number; offset: number; limit: number } };
}

async function list(query = '', key = 'live_sandbox') {
  const res = await app.request(`${PATH}${query ? `?${query}` : ''}`, { headers: withKey(key) });
  return { status: res.status, body: (await res.json()) as ListBody };
}

async function refused(query: string) {
  const res = await app.request(`${PATH}?${query}`, { headers: withKey() });
  const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
  expect(res.status).toBe(422);
  expect(body.message).toBe(VALIDATION_MESSAGE);
  return body.errors;
}

/** Every application of the primary account, in id order. */
async function all(): Promise<WireApplication[]> {
  return (await list('page[limit]=500')).body.data;
}

const FIELDS = [
  'id',
  'sender',
  'status',
  'created_at',
  'registered_at',
  'status_changed_at',
  'country_code',
  'code_of_company',
  'tax_number',
  'type',
  'site_url',
  'name',
  'legal_name',
  'address',
  'informing_purpose',
  'comment',
  'rejection_reason',
  'description',
];

describe('the list at its defaults', () => {
  it('answers data and meta.page with offset 0 and limit 50, in id order', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.meta.page.offset).toBe(0);
    expect(body.meta.page.limit).toBe(50);
    expect(body.meta.page.total).toBeGreaterThanOrEqual(40);
    expect(body.data).toHaveLength(Math.min(50, body.meta.page.total));
    const ids = body.data.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(senderApplicationsResponseSchema.safeParse(body).success).toBe(true);
  });

  it('gives every field of the spec, with nulls where it allows them', async () => {
    const rows = await all();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
      expect(row.type).toBe('sms');
      expect(row.sender.length).toBeLessThanOrEqual(15);
      expect(row.created_at).toMatch(SPEC_DATE_TIME);
      expect(row.country_code).toMatch(/^[A-Z]{2}$/);
      expect(SENDER_APPLICATION_STATUSES).toContain(row.status);
      for (const field of ['registered_at', 'status_changed_at'] as const) {
        if (row[field] !== null) expect(row[field]).toMatch(SPEC_DATE_TIME);
      }
      // The rejection reason exists only for rejected applications, and every rejected one has it.
      if (row.status === 'rejected') expect(row.rejection_reason).toEqual(expect.any(String));
      else expect(row.rejection_reason).toBeNull();
      if (row.status === 'registration completed') expect(row.registered_at).not.toBeNull();
      else expect(row.registered_at).toBeNull();
      if (row.status === 'new') expect(row.status_changed_at).toBeNull();
    }
    const seen = new Set(rows.map((r) => r.status));
    expect([...seen].sort()).toEqual([...SENDER_APPLICATION_STATUSES].sort());
    expect(new Set(rows.map((r) => r.country_code)).size).toBeGreaterThan(3);
    expect(rows.some((r) => r.site_url === null)).toBe(true);
  });

  it('returns hostile text exactly as stored', async () => {
    const rows = await all();
    const comments = rows.map((r) => r.comment);
    expect(comments).toContain(HOSTILE_TEXTS[0]);
    expect(comments).toContain(HOSTILE_TEXTS[1]);
    expect(rows.some((r) => r.site_url === 'javascript:alert(1)')).toBe(true);
  });

  it('answers every account, including demo, test mode and a Test key (the 1.0 sign-in check)', async () => {
    for (const key of [
      'live_sandbox',
      'live_sandbox_testmode',
      'live_sandbox_demomode',
      'test_sandbox',
      'live_sandbox_nofunds',
    ]) {
      const { status, body } = await list('page[limit]=1', key);
      expect(status, key).toBe(200);
      expect(body.data).toHaveLength(1);
      expect(body.meta.page.limit).toBe(1);
    }
  });

  it('shows each account only its own applications', async () => {
    const primary = await all();
    const other = (await list('page[limit]=500', 'live_sandbox_testmode')).body.data;
    expect(other.length).toBeGreaterThan(0);
    expect(other.length).toBeLessThan(primary.length);
    const primaryIds = new Set(primary.map((a) => a.id));
    expect(other.some((a) => primaryIds.has(a.id))).toBe(false);
    const [first] = primary;
    const { body } = await list(`filter[id]=${first?.id}`, 'live_sandbox_testmode');
    expect(body.data).toEqual([]);
    expect(body.meta.page.total).toBe(0);
  });

  it('refuses a request without credentials', async () => {
    const res = await app.request(PATH);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toEqual(expect.any(String));
  });
});

describe('paging', () => {
  it('accepts page[limit] 1 and 500, refuses 0, 501 and what is not a whole number', async () => {
    expect((await list('page[limit]=1')).body.data).toHaveLength(1);
    const max = await list('page[limit]=500');
    expect(max.status).toBe(200);
    expect(max.body.meta.page.limit).toBe(500);
    for (const bad of ['0', '501', '-1', '2.5', 'ten', '1e2']) {
      expect(await refused(`page[limit]=${bad}`)).toEqual({
        'page[limit]': ['Use a whole number from 1 to 500'],
      });
    }
  });

  it('pages with page[offset]: consecutive pages join without gaps or repeats', async () => {
    const everything = await all();
    const first = await list('page[limit]=7&page[offset]=0');
    const second = await list('page[limit]=7&page[offset]=7');
    expect([...first.body.data, ...second.body.data].map((a) => a.id)).toEqual(
      everything.slice(0, 14).map((a) => a.id),
    );
    expect(second.body.meta.page).toEqual({ total: everything.length, offset: 7, limit: 7 });
  });

  it('answers an empty page past the end, and refuses a negative offset', async () => {
    const total = (await all()).length;
    const past = await list(`page[offset]=${total}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.page.total).toBe(total);
    const last = await list(`page[offset]=${total - 1}`);
    expect(last.body.data).toHaveLength(1);
    expect(await refused('page[offset]=-1')).toEqual({
      'page[offset]': ['Use a whole number of 0 or more'],
    });
  });

  it('refuses a parameter sent empty, each by name, as every list does, and a repeated one', async () => {
    const empty = [
      'page[limit]',
      'page[offset]',
      'sort',
      'way',
      'filter[status]',
      'filter[id]',
      'filter[country_code]',
      'filter[sender]',
      'filter[created_at]',
    ];
    const errors = await refused(empty.map((key) => `${key}=`).join('&'));
    expect(Object.keys(errors).sort()).toEqual([...empty].sort());
    expect(new Set(Object.values(errors).flat())).toEqual(new Set([EMPTY_QUERY_VALUE]));
    // Left out, the same parameters take their defaults.
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.meta.page).toMatchObject({ offset: 0, limit: 50 });
    expect(Object.keys(await refused('page[limit]=1&page[limit]=2'))).toEqual(['page[limit]']);
  });
});

describe('sort and way', () => {
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).toLowerCase() < String(b).toLowerCase()
        ? -1
        : String(a).toLowerCase() > String(b).toLowerCase()
          ? 1
          : 0;

  const rank = (status: string) => SENDER_APPLICATION_STATUSES.indexOf(status as 'new');

  it.each([
    ['id', (a: WireApplication) => a.id],
    ['sender', (a: WireApplication) => a.sender],
    ['status', (a: WireApplication) => rank(a.status)],
    ['country_code', (a: WireApplication) => a.country_code],
    ['created_at', (a: WireApplication) => a.created_at],
    ['created at', (a: WireApplication) => a.created_at],
  ] as const)('sorts by %s both ways, ties broken by id', async (sort, key) => {
    for (const way of ['asc', 'desc'] as const) {
      const { status, body } = await list(
        `sort=${encodeURIComponent(sort)}&way=${way}&page[limit]=500`,
      );
      expect(status).toBe(200);
      const sign = way === 'asc' ? 1 : -1;
      for (let i = 1; i < body.data.length; i++) {
        const prev = body.data[i - 1]!;
        const next = body.data[i]!;
        const order = compare(key(prev), key(next)) * sign;
        expect(order <= 0, `${sort} ${way} at ${i}`).toBe(true);
        if (order === 0) expect((prev.id - next.id) * sign).toBeLessThan(0);
      }
    }
  });

  it('sorts by status in the order of the lifecycle', async () => {
    const { body } = await list('sort=status&page[limit]=500');
    const statuses = [...new Set(body.data.map((a) => a.status))];
    expect(statuses).toEqual([...SENDER_APPLICATION_STATUSES]);
  });

  it('refuses an unknown sort or way', async () => {
    expect(Object.keys(await refused('sort=created'))).toEqual(['sort']);
    expect(Object.keys(await refused('sort=phone'))).toEqual(['sort']);
    expect(await refused('way=up')).toEqual({ way: ['Use asc or desc'] });
  });
});

describe('filters', () => {
  it.each(SENDER_APPLICATION_STATUSES)('filter[status]=%s', async (status) => {
    const everything = await all();
    const { body } = await list(`filter[status]=${encodeURIComponent(status)}&page[limit]=500`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((a) => a.status === status)).toBe(true);
    expect(body.meta.page.total).toBe(everything.filter((a) => a.status === status).length);
  });

  it('reads a status with a space written as + too', async () => {
    const { body } = await list('filter[status]=in+progress');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((a) => a.status === 'in progress')).toBe(true);
  });

  it('refuses an unknown status, including another spelling (case is not a spelling: Rejected is rejected)', async () => {
    expect((await list('filter[status]=Rejected')).body).toEqual(
      (await list('filter[status]=rejected')).body,
    );
    for (const bad of ['in_progress', 'rejected%20', 'done']) {
      expect(Object.keys(await refused(`filter[status]=${bad}`))).toEqual(['filter[status]']);
    }
  });

  it('filter[id] finds one application; 0 and text are refused', async () => {
    const target = (await all())[3]!;
    const { body } = await list(`filter[id]=${target.id}`);
    expect(body.data).toEqual([target]);
    expect(body.meta.page.total).toBe(1);
    expect((await list('filter[id]=999999999')).body.data).toEqual([]);
    for (const bad of ['0', '-3', 'abc', '1.5']) {
      expect(Object.keys(await refused(`filter[id]=${bad}`))).toEqual(['filter[id]']);
    }
  });

  it('filter[country_code] matches the code in either case; other forms are refused', async () => {
    const everything = await all();
    const upper = await list('filter[country_code]=UA&page[limit]=500');
    const lower = await list('filter[country_code]=ua&page[limit]=500');
    expect(upper.body.data.length).toBeGreaterThan(0);
    expect(upper.body.data.every((a) => a.country_code === 'UA')).toBe(true);
    expect(lower.body.data).toEqual(upper.body.data);
    expect(upper.body.meta.page.total).toBe(
      everything.filter((a) => a.country_code === 'UA').length,
    );
    for (const bad of ['UKR', 'U', '12']) {
      expect(Object.keys(await refused(`filter[country_code]=${bad}`))).toEqual([
        'filter[country_code]',
      ]);
    }
  });

  it('filter[sender] matches part of the name, case-insensitively, up to 15 characters', async () => {
    const everything = await all();
    const named = everything.find((a) => /^[A-Za-z]{4,}/.test(a.sender))!;
    const part = named.sender.slice(1, 4).toUpperCase();
    const { body } = await list(`filter[sender]=${encodeURIComponent(part)}&page[limit]=500`);
    expect(body.data.map((a) => a.id)).toContain(named.id);
    expect(body.data.every((a) => a.sender.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(body.meta.page.total).toBe(
      everything.filter((a) => a.sender.toLowerCase().includes(part.toLowerCase())).length,
    );
    expect((await list(`filter[sender]=${'x'.repeat(15)}`)).status).toBe(200);
    expect(await refused(`filter[sender]=${'x'.repeat(16)}`)).toEqual({
      'filter[sender]': ['At most 15 characters'],
    });
  });

  it('filter[sender] takes % and _ literally', async () => {
    const { body } = await list('filter[sender]=%25&page[limit]=500');
    expect(body.data.every((a) => a.sender.includes('%'))).toBe(true);
    const underscore = await list('filter[sender]=_&page[limit]=500');
    expect(underscore.body.data.every((a) => a.sender.includes('_'))).toBe(true);
  });

  it('filter[created_at] gives the applications of that day', async () => {
    const everything = await all();
    const day = everything[10]!.created_at.slice(0, 10);
    const { body } = await list(`filter[created_at]=${day}&page[limit]=500`);
    expect(body.data.map((a) => a.id)).toContain(everything[10]!.id);
    expect(body.data.every((a) => a.created_at.startsWith(day))).toBe(true);
    expect(body.meta.page.total).toBe(
      everything.filter((a) => a.created_at.startsWith(day)).length,
    );
  });

  it('filter[created_at] refuses what is not a yyyy-mm-dd calendar date', async () => {
    for (const bad of ['2025-02-30', '2025/01/01', '2025-1-1', '2025-01-01 10:00:00', 'today']) {
      expect(Object.keys(await refused(`filter[created_at]=${encodeURIComponent(bad)}`))).toEqual([
        'filter[created_at]',
      ]);
    }
  });

  it('combines filters, and reports every wrong parameter at once', async () => {
    const { body } = await list('filter[status]=rejected&filter[country_code]=UA&page[limit]=500');
    expect(body.data.every((a) => a.status === 'rejected' && a.country_code === 'UA')).toBe(true);
    const errors = await refused('page[limit]=0&filter[status]=x&filter[created_at]=x&way=x');
    expect(Object.keys(errors).sort()).toEqual(
      ['filter[created_at]', 'filter[status]', 'page[limit]', 'way'].sort(),
    );
  });
});
