// The list's URL search params: the spec's defaults, bad values falling back, and what the API is sent.
import { describe, expect, it } from 'vitest';
import { senderApplicationListParams, senderApplicationSearchSchema } from './search';

describe('senderApplicationSearchSchema', () => {
  it('opens newest first (id descending) for an empty URL', () => {
    expect(senderApplicationSearchSchema.parse({})).toEqual({
      sort: 'id',
      way: 'desc',
      offset: 0,
      limit: 50,
    });
  });

  it('keeps valid filters, reading what the router parsed as numbers or booleans as text', () => {
    const search = senderApplicationSearchSchema.parse({
      status: 'registration completed',
      id: '12',
      country_code: 'UA',
      sender: 380501234567,
      created_at: '2026-03-01',
      sort: 'created_at',
      way: 'desc',
      offset: 100,
      limit: 25,
      application: 7,
    });
    expect(search).toEqual({
      status: 'registration completed',
      id: 12,
      country_code: 'UA',
      sender: '380501234567',
      created_at: '2026-03-01',
      sort: 'created_at',
      way: 'desc',
      offset: 100,
      limit: 25,
      application: 7,
    });
    expect(senderApplicationListParams(search)).not.toHaveProperty('application');
  });

  it('drops what a link cannot mean instead of failing the page', () => {
    expect(
      senderApplicationSearchSchema.parse({
        status: 'done',
        id: 0,
        country_code: 'Ukraine',
        sender: 'x'.repeat(16),
        created_at: '2026-02-30',
        sort: 'phone',
        way: 'up',
        offset: -5,
        limit: 13,
        application: 'abc',
      }),
    ).toEqual({ sort: 'id', way: 'desc', offset: 0, limit: 50 });
  });
});
