// The query on the wire is built from the contract's request schema: keys spelled once, in the contract.
import { describe, expect, it } from 'vitest';
import { campaignMessagesQuerySchema } from '@/contracts/campaign-messages';
import { otpSessionListQuerySchema } from '@/contracts/otp-sessions';
import { templateListQuerySchema } from '@/contracts/otp-templates';
import { senderApplicationsQuerySchema } from '@/contracts/sender-applications';
import { bareWireName, toQueryString, wireQuery } from './api-client';

/** The query string read back as the sandbox reads a query without arrays. */
const readBack = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('wireQuery', () => {
  it('spells each param as the contract does, and the contract reads back what was meant', () => {
    const query = wireQuery(campaignMessagesQuerySchema, {
      from: '2026-11-01 00:00:00',
      campaign_id: 900003,
      sort: 'id',
      way: 'desc',
      limit: 5,
      offset: 10,
    });
    expect(query).toEqual({
      'page[limit]': 5,
      'page[offset]': 10,
      'filter[from]': '2026-11-01 00:00:00',
      'filter[campaign_id]': 900003,
      sort: 'id',
      way: 'desc',
    });
    expect(campaignMessagesQuerySchema.parse(readBack(toQueryString(query)))).toEqual({
      'page[limit]': 5,
      'page[offset]': 10,
      'filter[from]': '2026-11-01 00:00:00',
      'filter[campaign_id]': 900003,
      sort: 'id',
      way: 'desc',
    });
  });

  it('sends nothing for a param left undefined', () => {
    expect(
      toQueryString(wireQuery(senderApplicationsQuerySchema, { id: 12, status: undefined })),
    ).toBe('?filter%5Bid%5D=12');
  });

  it('refuses a param the contract does not have, at compile time, and never sends it', () => {
    const params = { status: 'approved' as const, colour: 'blue' };
    // @ts-expect-error `colour` is not a param of the templates list.
    const query = wireQuery(templateListQuerySchema, params);
    expect(query).toEqual({ 'filter[status]': 'approved' });
  });

  it('keeps the sessions list valid on the wire: a period, ids and the newest first', () => {
    const query = wireQuery(otpSessionListQuerySchema, {
      from: '2026-11-24T00:00:00Z',
      to: '2026-11-24T23:59:59Z',
      ids: 'a,b',
      recipient: '012345678',
      sort: 'created_at',
      way: 'desc',
      limit: 10,
    });
    const parsed = otpSessionListQuerySchema.parse(readBack(toQueryString(query)));
    expect(parsed).toMatchObject({
      'filter[ids]': ['a', 'b'],
      'filter[recipient]': '012345678',
      sort: 'created_at',
      way: 'desc',
      'page[limit]': 10,
    });
  });

  it('names every param of every list once (no two wire keys share a bare name)', () => {
    for (const schema of [
      campaignMessagesQuerySchema,
      otpSessionListQuerySchema,
      templateListQuerySchema,
      senderApplicationsQuerySchema,
    ]) {
      const names = Object.keys(schema.shape).map(bareWireName);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('reads the bare name of a bracketed key', () => {
    expect(bareWireName('filter[country_code]')).toBe('country_code');
    expect(bareWireName('page[limit]')).toBe('limit');
    expect(bareWireName('way')).toBe('way');
  });
});
