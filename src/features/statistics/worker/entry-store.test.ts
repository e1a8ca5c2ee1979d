// The worker's model of a file: exact totals per currency, filters and their counts, sorting with missing
// values last, rows for the page in the compact form, and one entry.
import { describe, expect, it } from 'vitest';
import { normalizeEntry } from '../model/entry';
import { createRowStore } from '../model/row-store';
import { createEntryStore } from './entry-store';
import type { EntryFilters, ViewRequest } from './protocol';

const NO_FILTERS = { status: [], type: [], country: [], operator: [], sender: [], q: '' };
function request(
  overrides: {
    sort?: ViewRequest['sort'];
    way?: ViewRequest['way'];
    filters?: Partial<EntryFilters>;
  } = {},
): ViewRequest {
  return {
    sort: overrides.sort ?? null,
    way: overrides.way ?? 'asc',
    filters: { ...NO_FILTERS, ...overrides.filters },
  };
}

function storeOf(records: Record<string, unknown>[]) {
  const store = createEntryStore();
  for (const record of records) store.add(normalizeEntry(record));
  return store;
}

const ENTRIES = [
  {
    message_ID: 3,
    message_type: 'sms',
    Status: 'Delivered',
    Country_name: 'Ukraine',
    brand_name: 'Kyivstar',
    originator: 'Shop',
    price: '0.1000000 EUR',
    body: 'Hello <b>',
  },
  {
    message_ID: 1,
    message_type: 'sms',
    Status: 'Undelivered',
    Country_name: 'Poland',
    brand_name: 'Play',
    originator: 'Bank',
    price: '0.2000000 EUR',
    body: 'Code 1234',
  },
  {
    message_ID: 2,
    message_type: 'viber',
    Status: 'not-viber-user',
    Country_name: 'Ukraine',
    brand_name: 'lifecell',
    originator: 'Shop',
    price: '0.0000000 EUR',
    body: 'Sale',
    alternativeSMS: {
      message_ID: 9,
      message_type: 'sms',
      price: '0.0412000 USD',
      Status: 'Delivered',
    },
  },
  {
    message_ID: 4,
    message_type: 'hlr',
    Status: 'Delivered',
    Country_name: 'Poland',
    brand_name: 'Plus',
    originator: 'HLR',
    price: '0.3000001 USD',
    body: {
      Operator: 'Polkomtel',
      Status: 'active',
      IMSI: '260011234567890',
      Ported: 'false',
      Roaming: 'true',
    },
  },
  { message_ID: '', Status: '', price: 'free' },
];

describe('entry store', () => {
  it('sums prices exactly per currency, alternative SMS apart', () => {
    const { summary } = storeOf(ENTRIES).view(request());
    expect(summary.entries).toBe(5);
    expect(summary.unpriced).toBe(1);
    expect(summary.costs).toEqual([
      {
        currency: 'EUR',
        entries: 3,
        total: '0.3000000',
        alternativeSms: 0,
        alternativeTotal: '0.0000000',
        grandTotal: '0.3000000',
      },
      {
        currency: 'USD',
        entries: 1,
        total: '0.3000001',
        alternativeSms: 1,
        alternativeTotal: '0.0412000',
        grandTotal: '0.3412001',
      },
    ]);
  });

  it('sums 200,000 prices with no float drift', () => {
    const store = createEntryStore();
    for (let i = 0; i < 200_000; i++)
      store.add(normalizeEntry({ message_ID: i, price: '0.0000001 EUR' }));
    expect(store.view(request()).summary.costs[0]?.total).toBe('0.0200000');
  });

  it('filters by status, type, country, operator, sender and text, and counts what is left', () => {
    const store = storeOf(ENTRIES);
    const delivered = store.view(request({ filters: { status: ['Delivered'] } }));
    expect([...(delivered.rows ?? [])]).toEqual([0, 3]);
    expect(delivered.summary.byStatus).toEqual([{ value: 'Delivered', count: 2 }]);
    expect(delivered.summary.byCountry).toEqual([
      { value: 'Poland', count: 1 },
      { value: 'Ukraine', count: 1 },
    ]);
    const shopInUkraine = store.view(
      request({ filters: { sender: ['Shop'], country: ['Ukraine'], type: ['viber'] } }),
    );
    expect([...(shopInUkraine.rows ?? [])]).toEqual([2]);
    expect(store.view(request({ filters: { operator: ['Play', 'Plus'] } })).rows).toEqual(
      Int32Array.from([1, 3]),
    );
    // Text search looks in texts, hlr details and ids, case-insensitively.
    expect(store.view(request({ filters: { q: '<B>' } })).rows).toEqual(Int32Array.from([0]));
    expect(store.view(request({ filters: { q: 'polkomtel' } })).rows).toEqual(Int32Array.from([3]));
    expect(store.view(request({ filters: { q: 'nothing like this' } })).rows).toEqual(
      new Int32Array(0),
    );
    expect(store.view(request({ filters: { status: ['Not in the file'] } })).summary.entries).toBe(
      0,
    );
  });

  it('sorts by any column both ways, with missing values last', () => {
    const store = storeOf(ENTRIES);
    expect([...(store.view(request({ sort: 'id' })).rows ?? [])]).toEqual([1, 2, 0, 3, 4]);
    expect([...(store.view(request({ sort: 'id', way: 'desc' })).rows ?? [])]).toEqual([
      3, 0, 2, 1, 4,
    ]);
    expect([...(store.view(request({ sort: 'price' })).rows ?? [])]).toEqual([2, 0, 1, 3, 4]);
    expect([...(store.view(request({ sort: 'status' })).rows ?? [])]).toEqual([0, 3, 2, 1, 4]);
    expect([...(store.view(request({ sort: 'text', way: 'desc' })).rows ?? [])]).toEqual([
      2, 3, 0, 1, 4,
    ]);
  });

  it('gives the file order when nothing is filtered or sorted', () => {
    expect(storeOf(ENTRIES).view(request()).rows).toBeNull();
  });

  it('hands rows to the page in chunks that read back cell by cell', () => {
    const store = storeOf(ENTRIES.slice(0, 2));
    const rows = createRowStore();
    const first = store.takeChunk();
    expect(first).toBeDefined();
    if (first) rows.add(first);
    expect(store.takeChunk()).toBeUndefined();
    store.add(normalizeEntry(ENTRIES[3] ?? {}));
    const second = store.takeChunk();
    if (second) rows.add(second);
    expect(rows.count).toBe(3);
    expect(rows.text(0, 'id')).toBe('3');
    expect(rows.coded(1, 'country')).toBe('Poland');
    expect(rows.text(1, 'amount')).toBe('0.2000000');
    expect(rows.coded(2, 'currency')).toBe('USD');
    expect(rows.text(2, 'preview')).toBe('Polkomtel · active');
    expect(rows.text(0, 'preview')).toBe('Hello <b>');
  });

  it('finds an entry by message ID and gives it whole', () => {
    const store = storeOf(ENTRIES);
    expect(store.find('4')).toBe(3);
    expect(store.find('404')).toBe(-1);
    expect(store.entry(3)?.hlr).toMatchObject({
      operator: 'Polkomtel',
      ported: false,
      roaming: true,
    });
    expect(store.entry(2)?.alternativeSms?.currency).toBe('USD');
  });

  it('lists every value of the filters with its count in the whole file', () => {
    expect(storeOf(ENTRIES).facets().type).toEqual([
      { value: 'sms', count: 2 },
      { value: '', count: 1 },
      { value: 'hlr', count: 1 },
      { value: 'viber', count: 1 },
    ]);
  });
});
