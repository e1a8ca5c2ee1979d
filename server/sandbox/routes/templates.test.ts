// OTP template endpoints in process: create, delete, list and the moderation control, with every rule at and
// past its bounds and every error row of the spec for templates (status, shape and exact text).
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../../test/app.ts';
import {
  templateDeletedResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '../../../src/contracts/otp-templates.ts';
import { EMPTY_QUERY_VALUE } from '../../../src/contracts/common.ts';
import { ALL_COUNTRY_CODES, TEST_ONLY_TEMPLATE_ID } from '../store/areas/otp-templates.ts';
import { NOT_AWAITING_MODERATION } from '../template-controls.ts';

const PATH = '/api/2fa/authentications/templates';
const VALIDATION = 'The given data was invalid.';

const { app, store } = createTestApp();

beforeEach(() => store.reset());

async function call(
  method: string,
  path: string,
  body?: unknown,
  apiKey = 'live_sandbox',
): Promise<{ status: number; json: unknown }> {
  const response = await app.request(path, {
    method,
    headers: withKey(apiKey),
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const create = (body: unknown, apiKey?: string) => call('POST', PATH, body, apiKey);
const list = (query = '', apiKey?: string) => call('GET', `${PATH}${query}`, undefined, apiKey);
const remove = (id: string | number, apiKey?: string) =>
  call('DELETE', `${PATH}/${id}`, undefined, apiKey);
const moderate = async (
  id: string | number,
  body: unknown,
): Promise<{ status: number; json: unknown }> => {
  const response = await app.request(`/sandbox/templates/${id}/moderation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
};

const shape1 = (message: string) => ({ errors: [{ message }] });

function countRows(): number {
  return (store.db.prepare('SELECT COUNT(*) AS n FROM otp_templates').get() as { n: number }).n;
}

function requestedCount(accountId = 1): number {
  return (
    store.db
      .prepare(
        "SELECT COUNT(*) AS n FROM otp_templates WHERE account_id = ? AND status = 'requested'",
      )
      .get(accountId) as { n: number }
  ).n;
}

const valid = { name: 'Checkout code', text: 'Checkout code {code2fa}', countries: ['UA', 'PL'] };

/** Fills the requested slots of the primary account up to the limit. */
async function fillRequested() {
  for (let i = requestedCount(); i < 10; i++) {
    const { status } = await create({ ...valid, name: `Filler ${i}` });
    expect(status).toBe(201);
  }
  expect(requestedCount()).toBe(10);
}

/** Expects a refusal that changed nothing. */
async function expectRefused(
  request: Promise<{ status: number; json: unknown }>,
  status: number,
  body: unknown,
) {
  const before = countRows();
  const result = await request;
  expect(result.status).toBe(status);
  expect(result.json).toEqual(body);
  expect(countRows()).toBe(before);
}

describe('POST templates (create)', () => {
  it('creates a requested template and answers it as the spec shows', async () => {
    const { status, json } = await create({ ...valid, countries: ['ua', 'PL', 'UA'] });
    expect(status).toBe(201);
    const template = templateResponseSchema.parse(json).data;
    expect(template).toMatchObject({
      name: 'Checkout code',
      text: 'Checkout code {code2fa}',
      countries: ['UA', 'PL'],
      status: 'requested',
      is_default: false,
    });
    // The spec's create example shows the id as a number.
    expect(typeof (json as { data: { template_id: unknown } }).data.template_id).toBe('number');
    expect(template.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const listed = templateListResponseSchema.parse(
      (await list(`?filter[ids]=${template.template_id}`)).json,
    );
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toEqual(template);
  });

  it('accepts the name at 3 and 50 characters and refuses 2 and 51 (shape 2 on name)', async () => {
    expect((await create({ ...valid, name: 'abc' })).status).toBe(201);
    expect((await create({ ...valid, name: 'n'.repeat(50) })).status).toBe(201);
    await expectRefused(create({ ...valid, name: 'ab' }), 422, {
      message: VALIDATION,
      errors: { name: ['The name must be at least 3 characters.'] },
    });
    await expectRefused(create({ ...valid, name: 'n'.repeat(51) }), 422, {
      message: VALIDATION,
      errors: { name: ['The name may not be greater than 50 characters.'] },
    });
  });

  it('counts characters, not UTF-16 units, and keeps the name as sent (spaces count)', async () => {
    const { json } = await create({ ...valid, name: ' 🔐🔐 ' });
    expect(templateResponseSchema.parse(json).data.name).toBe(' 🔐🔐 ');
    await expectRefused(create({ ...valid, name: '🔐🔐' }), 422, {
      message: VALIDATION,
      errors: { name: ['The name must be at least 3 characters.'] },
    });
  });

  it('accepts the text at 9 and 70 characters and refuses 8 and 71 (shape 2 on text)', async () => {
    expect((await create({ ...valid, name: 'nine', text: '{code2fa}' })).status).toBe(201);
    const seventy = `${'t'.repeat(61)}{code2fa}`;
    expect(seventy).toHaveLength(70);
    expect((await create({ ...valid, name: 'seventy', text: seventy })).status).toBe(201);
    await expectRefused(create({ ...valid, text: 'x{code2f' }), 422, {
      message: VALIDATION,
      errors: { text: ['The text must be at least 9 characters.'] },
    });
    await expectRefused(create({ ...valid, text: `t${seventy}` }), 422, {
      message: VALIDATION,
      errors: { text: ['The text may not be greater than 70 characters.'] },
    });
  });

  it('counts a 70-character text of non-Latin script and emoji as 70', async () => {
    const text = `${'ї'.repeat(30)}${'😀'.repeat(31)}{code2fa}`;
    expect(Array.from(text)).toHaveLength(70);
    expect((await create({ ...valid, text })).status).toBe(201);
  });

  it('requires name, text and countries, all reported at once', async () => {
    await expectRefused(create({}), 422, {
      message: VALIDATION,
      errors: {
        name: ['The name field is required.'],
        text: ['The text field is required.'],
        countries: ['The countries field is required.'],
      },
    });
    await expectRefused(create({ ...valid, name: '   ' }), 422, {
      message: VALIDATION,
      errors: { name: ['The name field is required.'] },
    });
  });

  it('refuses an empty or unknown country list', async () => {
    await expectRefused(create({ ...valid, countries: [] }), 422, {
      message: VALIDATION,
      errors: { countries: ['Choose at least one country.'] },
    });
    await expectRefused(create({ ...valid, countries: ['UA', 'XX'] }), 422, {
      message: VALIDATION,
      errors: { countries: ['"XX" is not an ISO 3166-1 alpha-2 country code.'] },
    });
    await expectRefused(create({ ...valid, countries: ['UKR'] }), 422, {
      message: VALIDATION,
      errors: { countries: ['"UKR" is not an ISO 3166-1 alpha-2 country code.'] },
    });
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefused(create('{not json'), 422, {
      message: VALIDATION,
      errors: { request: ['The body must be JSON.'] },
    });
  });

  it.each([
    ['missing', 'Your code is 123456'],
    ['upper case', 'Your code is {CODE2FA}'],
    ['spaced', 'Your code is { code2fa }'],
    ['unclosed', 'Your code is {code2fa'],
    ['doubled braces', 'Your code is {{code2fa}}'],
  ])('refuses a text whose variable is %s (shape 1)', async (_, text) => {
    await expectRefused(
      create({ ...valid, text }),
      422,
      shape1('The variable {code2fa} is required in the text'),
    );
  });

  it.each([
    ['twice', '{code2fa} and {code2fa}'],
    ['once well and once malformed', '{code2fa} or {CODE2FA}'],
  ])('refuses a text with the variable %s (shape 1)', async (_, text) => {
    await expectRefused(
      create({ ...valid, text }),
      422,
      shape1('The {code2fa} variable must occur only once in the text'),
    );
  });

  it('refuses a name the account already uses, and only that account', async () => {
    await expectRefused(
      create({ ...valid, name: 'Login code' }),
      422,
      shape1('User has a template with the identical name!'),
    );
    await expectRefused(
      create({ ...valid, name: 'Default' }),
      422,
      shape1('User has a template with the identical name!'),
    );
    // Another live account has its own names.
    expect((await create({ ...valid, name: 'Login code' }, 'live_sandbox_nofunds')).status).toBe(
      201,
    );
    // "Identical" is exact: another case is another name.
    expect((await create({ ...valid, name: 'login code' })).status).toBe(201);
  });

  it('accepts the 10th requested template and refuses the 11th', async () => {
    for (let i = requestedCount(); i < 9; i++) {
      expect((await create({ ...valid, name: `Filler ${i}` })).status).toBe(201);
    }
    expect(requestedCount()).toBe(9);
    expect((await create({ ...valid, name: 'Tenth' })).status).toBe(201);
    await expectRefused(
      create({ ...valid, name: 'Eleventh' }),
      422,
      shape1('limit of 10 requested templates'),
    );
  });

  it('frees a requested slot when a template is moderated or deleted', async () => {
    await fillRequested();
    const requested = templateListResponseSchema.parse(
      (await list('?filter[status]=requested&page[limit]=100')).json,
    ).data;
    const [first, second] = requested;
    expect((await moderate(first?.template_id ?? '', { status: 'approved' })).status).toBe(200);
    expect((await create({ ...valid, name: 'After approval' })).status).toBe(201);
    expect((await remove(second?.template_id ?? '')).status).toBe(200);
    expect((await create({ ...valid, name: 'After delete' })).status).toBe(201);
    expect((await create({ ...valid, name: 'One too many' })).status).toBe(422);
  });

  it.each([
    ['demo', 'live_sandbox_demomode'],
    ['test', 'live_sandbox_testmode'],
  ])('refuses a %s-mode account with the spec message', async (_, apiKey) => {
    await expectRefused(
      create(valid, apiKey),
      422,
      shape1('This action is not available for the account of your type'),
    );
  });

  it('answers 401 without credentials', async () => {
    const response = await app.request(PATH, { method: 'POST', body: JSON.stringify(valid) });
    expect(response.status).toBe(401);
  });
});

describe('DELETE templates/{template_id}', () => {
  it('deletes a template of the account and confirms it', async () => {
    const { status, json } = await remove(101);
    expect(status).toBe(200);
    expect(templateDeletedResponseSchema.parse(json).data).toEqual({
      template_id: '101',
      deleted: true,
    });
    expect((await list('?filter[ids]=101')).json).toMatchObject({ data: [], total: 0 });
    await expectRefused(remove(101), 404, shape1('Template not found'));
  });

  it('refuses the default template', async () => {
    await expectRefused(remove(1), 422, shape1('Default template is not available for deletion'));
    await expectRefused(
      remove(3, 'live_sandbox_demomode'),
      422,
      shape1('Default template is not available for deletion'),
    );
  });

  it('answers 404 for an unknown id and for another account’s template', async () => {
    await expectRefused(remove(999_999_999), 404, shape1('Template not found'));
    await expectRefused(remove(101, 'live_sandbox_nofunds'), 404, shape1('Template not found'));
    await expectRefused(remove(2), 404, shape1('Template not found'));
  });

  it('takes ids of 1 to 9 digits and refuses others (shape 2), a leading zero included', async () => {
    expect(await remove('101')).toEqual({
      status: 200,
      json: { data: { template_id: '101', deleted: true } },
    });
    for (const id of ['1234567890', 'abc', '-1', '1.5', '000000101', '0', '%20101']) {
      await expectRefused(remove(id), 422, {
        message: VALIDATION,
        errors: { template_id: ['The template id must be 1 to 9 digits.'] },
      });
    }
  });

  it('never reuses the id of a deleted template', async () => {
    const first = templateResponseSchema.parse((await create(valid)).json).data;
    expect((await remove(first.template_id)).status).toBe(200);
    const second = templateResponseSchema.parse((await create(valid)).json).data;
    expect(Number(second.template_id)).toBeGreaterThan(Number(first.template_id));
  });
});

describe('GET templates (list)', () => {
  it('answers data and total, 10 by default, sorted by updated_at asc', async () => {
    const { status, json } = await list();
    expect(status).toBe(200);
    const page = templateListResponseSchema.parse(json);
    expect(page.data).toHaveLength(10);
    expect(page.total).toBe(28);
    const times = page.data.map((t) => t.updated_at);
    expect(times).toEqual([...times].sort());
    // Ids on the list are strings, as the field table types them.
    expect(typeof (json as { data: { template_id: unknown }[] }).data[0]?.template_id).toBe(
      'string',
    );
  });

  it('shows the default template with every country and only the account’s own templates', async () => {
    const page = templateListResponseSchema.parse((await list('?page[limit]=100')).json);
    const defaults = page.data.filter((t) => t.is_default);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ template_id: '1', status: 'approved' });
    expect(defaults[0]?.countries).toEqual(ALL_COUNTRY_CODES);
    expect(page.data.some((t) => t.template_id === String(TEST_ONLY_TEMPLATE_ID))).toBe(true);
    const other = templateListResponseSchema.parse((await list('', 'live_sandbox_demomode')).json);
    expect(other).toMatchObject({ total: 1, data: [{ template_id: '3', is_default: true }] });
  });

  it('pages with page[offset] and page[limit] at and past their bounds', async () => {
    const all = templateListResponseSchema.parse((await list('?page[limit]=100')).json);
    expect(all.data).toHaveLength(28);
    const second = templateListResponseSchema.parse(
      (await list('?page[offset]=10&page[limit]=10')).json,
    );
    expect(second.data.map((t) => t.template_id)).toEqual(
      all.data.slice(10, 20).map((t) => t.template_id),
    );
    const past = templateListResponseSchema.parse((await list('?page[offset]=500')).json);
    expect(past).toEqual({ data: [], total: 28 });
    expect(templateListResponseSchema.parse((await list('?page[limit]=1')).json).data).toHaveLength(
      1,
    );
    for (const [query, field, text] of [
      ['?page[limit]=0', 'page[limit]', 'The page[limit] must be at least 1.'],
      ['?page[limit]=101', 'page[limit]', 'The page[limit] may not be greater than 100.'],
      ['?page[limit]=ten', 'page[limit]', 'The page[limit] must be an integer.'],
      ['?page[offset]=1.5', 'page[offset]', 'The page[offset] must be an integer.'],
      ['?page[offset]=-1', 'page[offset]', 'The page[offset] must be at least 0.'],
    ] as const) {
      expect(await list(query)).toEqual({
        status: 422,
        json: { message: VALIDATION, errors: { [field]: [text] } },
      });
    }
  });

  it('filters by ids as an array or comma-separated, and by status', async () => {
    const asArray = templateListResponseSchema.parse(
      (await list('?filter[ids][]=101&filter[ids][]=102&filter[ids][]=2')).json,
    );
    expect(asArray.data.map((t) => t.template_id).sort()).toEqual(['101', '102']);
    const asList = templateListResponseSchema.parse((await list('?filter[ids]=101,102')).json);
    expect(asList.total).toBe(2);
    for (const status of ['requested', 'approved', 'rejected'] as const) {
      const page = templateListResponseSchema.parse(
        (await list(`?filter[status]=${status}&page[limit]=100`)).json,
      );
      expect(page.total).toBeGreaterThan(0);
      expect(page.data.every((t) => t.status === status)).toBe(true);
    }
    expect(await list('?filter[status]=pending')).toEqual({
      status: 422,
      json: {
        message: VALIDATION,
        errors: { 'filter[status]': ['The selected filter[status] is invalid.'] },
      },
    });
    expect((await list('?filter[ids]=abc')).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, i) => `filter[ids][]=${i + 1}`).join('&');
    expect((await list(`?${tooMany}`)).status).toBe(422);
    const hundred = Array.from({ length: 100 }, (_, i) => `filter[ids][]=${i + 1}`).join('&');
    expect((await list(`?${hundred}`)).status).toBe(200);
    // An empty value, or a list of no id, is refused as every list refuses an empty value.
    for (const empty of [
      'filter[ids]=',
      'filter[ids][]=',
      'filter[ids]=,',
      'filter[ids][]=101&filter[ids][]=',
    ])
      expect(await list(`?${empty}`), empty).toEqual({
        status: 422,
        json: { message: VALIDATION, errors: { 'filter[ids]': [EMPTY_QUERY_VALUE] } },
      });
  });

  it.each(['template_id', 'status', 'name', 'updated_at'] as const)(
    'sorts by %s both ways',
    async (sort) => {
      const asc = templateListResponseSchema.parse(
        (await list(`?sort=${sort}&way=asc&page[limit]=100`)).json,
      ).data;
      const desc = templateListResponseSchema.parse(
        (await list(`?sort=${sort}&way=desc&page[limit]=100`)).json,
      ).data;
      const key = (t: (typeof asc)[number]) =>
        sort === 'template_id'
          ? Number(t.template_id)
          : sort === 'name'
            ? t.name.toLowerCase()
            : t[sort];
      for (let i = 1; i < asc.length; i++) {
        const [a, b] = [asc[i - 1], asc[i]];
        if (a && b) expect(key(a) <= key(b), `${String(key(a))} <= ${String(key(b))}`).toBe(true);
      }
      expect(desc.map((t) => t.template_id)).toEqual(asc.map((t) => t.template_id).reverse());
    },
  );

  it('refuses an unknown sort or way', async () => {
    expect(await list('?sort=created_at')).toEqual({
      status: 422,
      json: { message: VALIDATION, errors: { sort: ['The selected sort is invalid.'] } },
    });
    expect((await list('?way=up')).status).toBe(422);
  });
});

describe('POST /sandbox/templates/{template_id}/moderation', () => {
  it('approves a requested template and moves updated_at', async () => {
    const created = templateResponseSchema.parse((await create(valid)).json).data;
    store.clock.advance(120);
    const { status, json } = await moderate(created.template_id, { status: 'approved' });
    expect(status).toBe(200);
    const approved = templateResponseSchema.parse(json).data;
    expect(approved).toMatchObject({ template_id: created.template_id, status: 'approved' });
    expect(approved.updated_at > created.updated_at).toBe(true);
    const listed = templateListResponseSchema.parse(
      (await list(`?filter[ids]=${created.template_id}`)).json,
    );
    expect(listed.data[0]?.status).toBe('approved');
  });

  it('rejects a requested template', async () => {
    const created = templateResponseSchema.parse((await create(valid)).json).data;
    const { json } = await moderate(created.template_id, { status: 'rejected' });
    expect(templateResponseSchema.parse(json).data.status).toBe('rejected');
  });

  it('refuses a template that is not awaiting moderation, an unknown id and a bad decision', async () => {
    await expectRefused(moderate(1, { status: 'rejected' }), 422, shape1(NOT_AWAITING_MODERATION));
    await expectRefused(
      moderate(999_999, { status: 'approved' }),
      404,
      shape1('Template not found'),
    );
    await expectRefused(moderate(115, { status: 'requested' }), 422, {
      message: VALIDATION,
      errors: { status: ['The status must be approved or rejected.'] },
    });
    await expectRefused(moderate('x1', { status: 'approved' }), 422, {
      message: VALIDATION,
      errors: { template_id: ['The template id must be 1 to 9 digits.'] },
    });
    const requested = store.db.prepare('SELECT status FROM otp_templates WHERE id = 115').get() as {
      status: string;
    };
    expect(requested.status).toBe('requested');
  });
});
