// POST /api/contacts and PUT /api/contacts/{id}: the contact returned, every rule at and past its bounds,
// test mode's verified numbers, HLR status, and refusals that change nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_SCALE, createTestApp, withKey } from '../../test/app.ts';
import { openStore } from '../store/db.ts';
import { VALIDATION_MESSAGE } from '../http.ts';
import { HOSTILE_FIELD_VALUES } from '../store/areas/contacts.ts';
import {
  CONTACT_NOT_FOUND,
  HLR_RESULT_DELAY_SECONDS,
  hlrResultFor,
  testModeRefusal,
} from './contacts.ts';
import { contactResponseSchema } from '../../../src/contracts/contacts.ts';

// A pinned clock: HLR results arrive after a delay of sandbox seconds, which real time must not shift.
const { app, store } = createTestApp(
  {},
  openStore({ dataDir: ':memory:', scale: TEST_SCALE, now: () => Date.UTC(2026, 5, 15, 12, 0, 0) }),
);
beforeEach(() => store.reset());

const SPEC_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const LIVE = 'live_sandbox';
const TEST_MODE = 'live_sandbox_testmode';
/** Verified in the test-mode account (see store/core.ts). */
const VERIFIED = 380671112233;

interface WireContact {
  id: number;
  phone: number;
  fields: Record<string, string>;
  created_at: string;
  groups: {
    id: number;
    name: string;
    description: string;
    default: number;
    created_at: string;
  }[];
  hlr_status: string;
  hlr_last_check: string;
}

async function send(method: 'POST' | 'PUT', path: string, body: unknown, key = LIVE) {
  const res = await app.request(path, {
    method,
    headers: withKey(key),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function create(body: unknown, key = LIVE) {
  return send('POST', '/api/contacts', body, key);
}

async function created(body: unknown, key = LIVE): Promise<WireContact> {
  const res = await create(body, key);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: WireContact }).data;
}

async function update(id: number | string, body: unknown, key = LIVE) {
  return send('PUT', `/api/contacts/${id}`, body, key);
}

async function updated(id: number, body: unknown, key = LIVE): Promise<WireContact> {
  const res = await update(id, body, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: WireContact }).data;
}

const contactCount = () =>
  store.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contacts').get()?.n;

/** A shape 2 refusal; its field errors. */
function fieldErrors(res: { status: number; body: unknown }): Record<string, string[]> {
  expect(res.status).toBe(422);
  const body = res.body as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(VALIDATION_MESSAGE);
  return body.errors;
}

/** A phone no seeded contact has. */
let nextPhone = 380_990_000_001;
const freshPhone = () => nextPhone++;

describe('POST /api/contacts', () => {
  it('creates a contact with lists and custom fields and answers it as the spec example shows', async () => {
    const phone = freshPhone();
    const res = await create({
      phone,
      groups: [2, 4],
      fields: [
        { id: 1, value: 'Olena' },
        { id: 3, value: 'Lviv' },
      ],
    });
    expect(res.status).toBe(201);
    const contact = (res.body as { data: WireContact }).data;
    expect(Object.keys(contact).sort()).toEqual(
      ['id', 'phone', 'fields', 'created_at', 'groups', 'hlr_status', 'hlr_last_check'].sort(),
    );
    expect(contact.id).toEqual(expect.any(Number));
    expect(contact.phone).toBe(phone);
    expect(contact.fields).toEqual({ 'First name': 'Olena', City: 'Lviv' });
    expect(contact.groups.map((g) => g.id)).toEqual([2, 4]);
    for (const group of contact.groups) {
      expect(Object.keys(group).sort()).toEqual(
        ['id', 'name', 'description', 'default', 'created_at'].sort(),
      );
      expect(group.default).toBe(0);
      expect(group.created_at).toMatch(SPEC_DATE_TIME);
    }
    expect(contact.groups[0]).toMatchObject({ id: 2, name: 'Customers' });
    expect(contact.created_at).toMatch(SPEC_DATE_TIME);
    expect(contact.hlr_status).toBe('sent');
    expect(contact.hlr_last_check).toBe(contact.created_at);
    expect(contactResponseSchema.safeParse(res.body).success).toBe(true);
  });

  it('puts a contact created without lists in the default list, with no fields', async () => {
    const contact = await created({ phone: freshPhone() });
    expect(contact.groups).toEqual([
      expect.objectContaining({ id: 1, name: 'Default list', default: 1 }),
    ]);
    expect(contact.fields).toEqual({});
  });

  it('accepts phones of 9 and 15 digits, and a phone given as a string of digits', async () => {
    expect((await created({ phone: 123456789 })).phone).toBe(123456789);
    expect((await created({ phone: 123456789012345 })).phone).toBe(123456789012345);
    expect((await created({ phone: '380991112200' })).phone).toBe(380991112200);
  });

  it.each([
    ['missing', undefined, 'The phone is required'],
    ['null', null, 'The phone is required'],
    ['empty', '', 'The phone is required'],
    ['8 digits', 12345678, 'Too short: a phone has 9 to 15 digits (8 given)'],
    ['16 digits', '1234567890123456', 'Too long: a phone has 9 to 15 digits (16 given)'],
    [
      'with +',
      '+380501234567',
      'Leave out the + sign: digits only, starting with the country code',
    ],
    ['with spaces', '380 50 123 4567', 'Use digits only, without spaces, dashes or brackets'],
    ['a fraction', 380501234567.5, 'Use digits only, without spaces, dashes or brackets'],
    ['negative', -380501234567, 'Use digits only, without spaces, dashes or brackets'],
    [
      'leading 0',
      '0501234567',
      'Start with the country code: an international number never starts with 0',
    ],
    ['a boolean', true, 'Give the phone as a number of 9 to 15 digits'],
  ])('refuses a phone that is %s, on the phone field, creating nothing', async (_, phone, text) => {
    const before = contactCount();
    expect(fieldErrors(await create({ phone, groups: [2] }))).toEqual({ phone: [text] });
    expect(contactCount()).toBe(before);
  });

  it('refuses a phone another contact of the account already has', async () => {
    const first = await created({ phone: freshPhone() });
    const before = contactCount();
    expect(fieldErrors(await create({ phone: first.phone }))).toEqual({
      phone: [`Contact ${first.id} already has this phone number`],
    });
    expect(contactCount()).toBe(before);
    // Another account may have the same number.
    expect((await created({ phone: first.phone }, 'live_sandbox_demomode')).phone).toBe(
      first.phone,
    );
  });

  describe('groups', () => {
    it('refuses unknown, malformed and repeated list ids on their index', async () => {
      const before = contactCount();
      expect(fieldErrors(await create({ phone: freshPhone(), groups: [2, 99, 'x', 0] }))).toEqual({
        'groups.2': ['A list id is a whole number of 1 or more'],
        'groups.3': ['A list id is a whole number of 1 or more'],
      });
      expect(fieldErrors(await create({ phone: freshPhone(), groups: [2, 99] }))).toEqual({
        'groups.1': ['There is no contact list 99 in this account'],
      });
      expect(fieldErrors(await create({ phone: freshPhone(), groups: [3, 3] }))).toEqual({
        'groups.1': ['List 3 is given twice'],
      });
      expect(fieldErrors(await create({ phone: freshPhone(), groups: 2 }))).toEqual({
        groups: ['Give the list ids as an array'],
      });
      expect(contactCount()).toBe(before);
    });

    it('accepts list ids as strings of digits', async () => {
      const contact = await created({ phone: freshPhone(), groups: ['2', '5'] });
      expect(contact.groups.map((g) => g.id)).toEqual([2, 5]);
    });

    it('takes at most 100 list ids in one request', async () => {
      const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
      const atLimit = fieldErrors(await create({ phone: freshPhone(), groups: hundred }));
      expect(atLimit.groups).toBeUndefined();
      expect(atLimit['groups.6']).toEqual(['There is no contact list 7 in this account']);
      expect(
        fieldErrors(await create({ phone: freshPhone(), groups: [...hundred, 101] })).groups,
      ).toEqual(['At most 100 lists in one request']);
    });
  });

  describe('fields', () => {
    it('refuses an unknown custom field id on fields.N.id', async () => {
      const before = contactCount();
      expect(
        fieldErrors(
          await create({
            phone: freshPhone(),
            fields: [
              { id: 1, value: 'a' },
              { id: 77, value: 'b' },
            ],
          }),
        ),
      ).toEqual({ 'fields.1.id': ['There is no custom field 77 in this account'] });
      expect(contactCount()).toBe(before);
    });

    it('refuses a missing id, a value that is not text, and a repeated id', async () => {
      expect(
        fieldErrors(
          await create({
            phone: freshPhone(),
            fields: [{ value: 'a' }, { id: 2, value: 5 }, { id: 3 }, 'x', { id: '2', value: 'b' }],
          }),
        ),
      ).toEqual({
        'fields.0.id': ['Give the custom field id'],
        'fields.1.value': ['The value is text'],
        'fields.2.value': ['Give a value (it may be empty)'],
        'fields.3': ['Give each custom field as {id, value}'],
        // A repeat is reported with the other mistakes, not after they are fixed.
        'fields.4.id': ['Custom field 2 is given twice'],
      });
      expect(
        fieldErrors(
          await create({
            phone: freshPhone(),
            fields: [
              { id: 2, value: 'a' },
              { id: 2, value: 'b' },
            ],
          }),
        ),
      ).toEqual({ 'fields.1.id': ['Custom field 2 is given twice'] });
    });

    it('takes values of up to 255 characters, empty ones too, and refuses 256', async () => {
      const contact = await created({
        phone: freshPhone(),
        fields: [
          { id: 6, value: 'v'.repeat(255) },
          { id: 2, value: '' },
        ],
      });
      expect(contact.fields).toEqual({ 'Last name': '', Notes: 'v'.repeat(255) });
      expect(
        fieldErrors(
          await create({ phone: freshPhone(), fields: [{ id: 6, value: 'v'.repeat(256) }] }),
        ),
      ).toEqual({ 'fields.0.value': ['At most 255 characters'] });
    });

    it('keeps hostile text byte for byte', async () => {
      const values = HOSTILE_FIELD_VALUES.slice(0, 3);
      const contact = await created({
        phone: freshPhone(),
        fields: values.map((value, i) => ({ id: i + 1, value })),
      });
      expect(Object.values(contact.fields)).toEqual(values);
    });
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    expect(fieldErrors(await create('{"phone": 38'))).toEqual({ body: ['The body must be JSON'] });
    expect(fieldErrors(await create([1, 2]))).toEqual({ body: ['The body must be a JSON object'] });
    expect(fieldErrors(await create(''))).toEqual({ phone: ['The phone is required'] });
  });

  it('refuses a request without credentials', async () => {
    const res = await app.request('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: freshPhone() }),
    });
    expect(res.status).toBe(401);
  });

  it('lets a demo-mode account create contacts (its restriction is 2FA only)', async () => {
    expect((await created({ phone: freshPhone() }, 'live_sandbox_demomode')).hlr_status).toBe(
      'sent',
    );
  });
});

describe('test mode: verified phone numbers only', () => {
  it('refuses an unverified number with a shape 1 explanation, creating nothing', async () => {
    const before = contactCount();
    const res = await create({ phone: 380991234567, groups: [2] }, TEST_MODE);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ message: testModeRefusal(380991234567) }] });
    expect(testModeRefusal(380991234567)).toMatch(/TEST mode.*verified/);
    expect(contactCount()).toBe(before);
  });

  it('creates a contact with a verified number', async () => {
    expect((await created({ phone: VERIFIED }, TEST_MODE)).phone).toBe(VERIFIED);
  });

  it('checks the request first: a malformed body is refused as invalid data', async () => {
    expect(fieldErrors(await create({ phone: 12345678 }, TEST_MODE))).toEqual({
      phone: ['Too short: a phone has 9 to 15 digits (8 given)'],
    });
  });

  it('allows an edit that keeps an unverified phone, refuses a change to one, allows a change to a verified one', async () => {
    const seeded = store.db
      .prepare<[], { id: number; phone: string }>(
        "SELECT c.id, c.phone FROM contacts c JOIN accounts a ON a.id = c.account_id WHERE a.mode = 'test' ORDER BY c.id LIMIT 1",
      )
      .get()!;
    const kept = await updated(
      seeded.id,
      { phone: seeded.phone, fields: [{ id: 3, value: 'Rivne' }] },
      TEST_MODE,
    );
    expect(kept.fields.City).toBe('Rivne');

    const refusal = await update(seeded.id, { phone: 380991234567, groups: [4] }, TEST_MODE);
    expect(refusal.status).toBe(422);
    expect(refusal.body).toEqual({ errors: [{ message: testModeRefusal(380991234567) }] });
    // Nothing of the refused request was applied.
    const after = await updated(seeded.id, { phone: seeded.phone }, TEST_MODE);
    expect(after.groups.map((g) => g.id)).not.toContain(4);
    expect(String(after.phone)).toBe(seeded.phone);

    expect((await updated(seeded.id, { phone: VERIFIED }, TEST_MODE)).phone).toBe(VERIFIED);
  });
});

describe('PUT /api/contacts/{id}', () => {
  it('adds lists to the contact, updates the given fields and keeps the others', async () => {
    const phone = freshPhone();
    const contact = await created({
      phone,
      groups: [2],
      fields: [
        { id: 1, value: 'Olena' },
        { id: 3, value: 'Lviv' },
      ],
    });
    const edited = await updated(contact.id, {
      phone,
      groups: [4, 2],
      fields: [
        { id: 3, value: 'Kyiv' },
        { id: 4, value: 'ACME' },
      ],
    });
    expect(edited.id).toBe(contact.id);
    expect(edited.groups.map((g) => g.id)).toEqual([2, 4]);
    expect(edited.fields).toEqual({ 'First name': 'Olena', City: 'Kyiv', Company: 'ACME' });
    expect(edited.created_at).toBe(contact.created_at);
  });

  it('requires the phone, with the same rules as create', async () => {
    const contact = await created({ phone: freshPhone() });
    expect(fieldErrors(await update(contact.id, { groups: [2] }))).toEqual({
      phone: ['The phone is required'],
    });
    expect(fieldErrors(await update(contact.id, { phone: 12345678 }))).toEqual({
      phone: ['Too short: a phone has 9 to 15 digits (8 given)'],
    });
    expect(fieldErrors(await update(contact.id, { phone: '1234567890123456' }))).toEqual({
      phone: ['Too long: a phone has 9 to 15 digits (16 given)'],
    });
  });

  it('a refused edit changes nothing', async () => {
    const phone = freshPhone();
    const contact = await created({ phone, groups: [2], fields: [{ id: 1, value: 'Olena' }] });
    const refusal = fieldErrors(
      await update(contact.id, {
        phone: freshPhone(),
        groups: [5, 99],
        fields: [{ id: 1, value: 'Changed' }],
      }),
    );
    expect(refusal).toEqual({ 'groups.1': ['There is no contact list 99 in this account'] });
    const same = await updated(contact.id, { phone });
    expect(same.groups.map((g) => g.id)).toEqual([2]);
    expect(same.fields).toEqual({ 'First name': 'Olena' });
    expect(same.hlr_last_check).toBe(contact.hlr_last_check);
  });

  it('refuses to move a contact to a phone another contact has', async () => {
    const first = await created({ phone: freshPhone() });
    const second = await created({ phone: freshPhone() });
    expect(fieldErrors(await update(second.id, { phone: first.phone }))).toEqual({
      phone: [`Contact ${first.id} already has this phone number`],
    });
    expect((await updated(second.id, { phone: second.phone })).phone).toBe(second.phone);
  });

  it("answers 404 for an unknown id, another account's contact, or an id that is not a number", async () => {
    const mine = await created({ phone: freshPhone() });
    for (const [id, key] of [
      [999_999_999, LIVE],
      [mine.id, 'live_sandbox_demomode'],
      ['abc', LIVE],
      ['0x10', LIVE],
    ] as const) {
      const res = await update(id, { phone: freshPhone() }, key);
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ errors: [{ message: CONTACT_NOT_FOUND }] });
    }
  });

  it('returns a seeded contact with its hostile custom field value intact', async () => {
    const first = store.db
      .prepare<[], { id: number; phone: string }>(
        'SELECT id, phone FROM contacts WHERE account_id = 1 ORDER BY id LIMIT 1',
      )
      .get()!;
    const contact = await updated(first.id, { phone: first.phone });
    expect(contact.fields.Notes).toBe(HOSTILE_FIELD_VALUES[0]);
    expect(contact.groups.map((g) => g.id)).toContain(1);
  });
});

describe('HLR status', () => {
  it('is sent after create, and the result arrives after the delay, by the number', async () => {
    for (const [phone, result] of [
      [380991230000, 'absent'],
      [380991239999, 'failed'],
      [380991235555, 'unknown'],
      [380991231234, 'active'],
    ] as const) {
      expect(hlrResultFor(String(phone))).toBe(result);
      const contact = await created({ phone });
      expect(contact.hlr_status).toBe('sent');
      store.clock.advance(HLR_RESULT_DELAY_SECONDS - 1);
      expect((await updated(contact.id, { phone })).hlr_status).toBe('sent');
      store.clock.advance(1);
      const checked = await updated(contact.id, { phone });
      expect(checked.hlr_status).toBe(result);
      expect(Date.parse(`${checked.hlr_last_check.replace(' ', 'T')}Z`) / 1000).toBe(
        Date.parse(`${contact.hlr_last_check.replace(' ', 'T')}Z`) / 1000 +
          HLR_RESULT_DELAY_SECONDS,
      );
    }
  });

  it('is sent again, with a new last check, when the phone changes; kept when it does not', async () => {
    const phone = freshPhone();
    const contact = await created({ phone });
    store.clock.advance(3600);
    const kept = await updated(contact.id, { phone, fields: [{ id: 1, value: 'A' }] });
    expect(kept.hlr_status).toBe('active');
    const changed = await updated(contact.id, { phone: freshPhone() });
    expect(changed.hlr_status).toBe('sent');
    expect(changed.hlr_last_check > kept.hlr_last_check).toBe(true);
  });
});
