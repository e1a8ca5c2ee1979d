// The seeded templates: a default per account, every status, and every seeded row valid by the create rules.
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/app.ts';
import { createTemplateRequestSchema } from '../../../src/contracts/otp-templates.ts';
import { SEED_ACCOUNTS } from '../store/core.ts';
import { ALL_COUNTRY_CODES, defaultTemplateId } from '../store/areas/otp-templates.ts';

interface Row {
  id: number;
  account_id: number;
  name: string;
  text: string;
  countries: string;
  status: string;
  is_default: number;
  test_only: number;
}

describe('seeded templates', () => {
  const store = createTestStore();
  const rows = store.db.prepare('SELECT * FROM otp_templates ORDER BY id').all() as Row[];

  it('gives every account one approved default template for every country', () => {
    for (const account of SEED_ACCOUNTS) {
      const defaults = rows.filter((r) => r.account_id === account.id && r.is_default === 1);
      expect(defaults).toHaveLength(1);
      expect(defaults[0]?.id).toBe(defaultTemplateId(account.id));
      expect(defaults[0]?.status).toBe('approved');
      expect(JSON.parse(defaults[0]?.countries ?? '[]')).toEqual(ALL_COUNTRY_CODES);
    }
    expect(ALL_COUNTRY_CODES).toHaveLength(249);
  });

  it('seeds every status for the primary account, at most 10 requested, and one test-only template', () => {
    const primary = rows.filter((r) => r.account_id === 1);
    for (const status of ['requested', 'approved', 'rejected']) {
      expect(primary.some((r) => r.status === status)).toBe(true);
    }
    expect(primary.filter((r) => r.status === 'requested').length).toBeLessThanOrEqual(10);
    expect(primary.filter((r) => r.test_only === 1)).toHaveLength(1);
  });

  it('seeds only templates that the create rules accept', () => {
    for (const row of rows) {
      const parsed = createTemplateRequestSchema.safeParse({
        name: row.name,
        text: row.text,
        countries: JSON.parse(row.countries) as string[],
      });
      expect(parsed.success, `${row.name}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });
});
