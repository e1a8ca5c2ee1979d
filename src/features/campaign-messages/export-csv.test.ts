// The CSV export: every page fetched with the largest page size and the period pinned, rows as the wire
// gave them, formulas neutralised, progress reported, and cancel stopping it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { campaignMessageSchema, MAX_PAGE_LIMIT } from '@/contracts/campaign-messages';
import type { CampaignMessagesParams } from './api';
import { CSV_COLUMNS, exportCampaignMessages, toCsv } from './export-csv';

const PARAMS: CampaignMessagesParams = {
  from: undefined,
  to: undefined,
  campaign_id: 900001,
  reference_id: undefined,
  id: undefined,
  sort: 'phone',
  way: 'desc',
  offset: 250,
  limit: 25,
};

const wireMessage = (id: number, text = `Hello ${id}`) => ({
  id,
  campaign_id: 900001,
  reference_id: `fx-${id}`,
  type: 'rcs',
  source: 'rest',
  text,
  phone: 380501234567,
  validity: 24,
  status: 'delivered',
  rcs_options: { cards: [{ text, suggestions: [{ text: 'Go', url: 'https://example.com' }] }] },
  alternative_channels: { sms: { parts: 2, id: [7, 8] } },
  amount: { value: '0.0250000', currency: 'EUR' },
  sender: 'ShopBrand',
  created_at: '2026-06-01 10:00:00',
  sent_at: '2026-06-01 10:01:00',
  delivered_at: null,
});

function stubPages(total: number) {
  const urls: URL[] = [];
  const fetchMock = vi.fn((input: string) => {
    const url = new URL(input, 'http://console.test');
    urls.push(url);
    const offset = Number(url.searchParams.get('page[offset]'));
    const limit = Number(url.searchParams.get('page[limit]'));
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      wireMessage(offset + i + 1),
    );
    return Promise.resolve(
      new Response(JSON.stringify({ data, meta: { page: { total, offset, limit } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('exportCampaignMessages', () => {
  it('fetches every page with the largest page size, keeping filters and sort, and pins the end', async () => {
    const urls = stubPages(2500);
    const progress: { exported: number; total: number }[] = [];
    const { blob, exported } = await exportCampaignMessages(PARAMS, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      now: () => new Date(Date.UTC(2026, 5, 15, 12, 0, 5)),
    });
    expect(exported).toBe(2500);
    expect(urls.map((u) => u.searchParams.get('page[offset]'))).toEqual(['0', '1000', '2000']);
    for (const url of urls) {
      expect(url.pathname).toBe('/api/messages');
      expect(url.searchParams.get('page[limit]')).toBe(String(MAX_PAGE_LIMIT));
      expect(url.searchParams.get('filter[campaign_id]')).toBe('900001');
      expect(url.searchParams.get('sort')).toBe('phone');
      expect(url.searchParams.get('way')).toBe('desc');
      // The same end on every page, so rows cannot shift between them.
      expect(url.searchParams.get('filter[to]')).toBe('2026-06-15 12:00:00');
    }
    expect(progress.at(-1)).toEqual({ exported: 2500, total: 2500 });

    const text = (await blob.text()).replace(/^\ufeff/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(2500);
    expect(parsed.data[0]).toMatchObject({
      id: '1',
      amount: '0.0250000',
      currency: 'EUR',
      sms_parts: '2',
      sms_ids: '7 8',
      delivered_at: '',
    });
    expect(JSON.parse(parsed.data[0]?.rcs_cards ?? '[]')).toEqual([
      {
        text: 'Hello 1',
        media: null,
        suggestions: [{ text: 'Go', phone: null, url: 'https://example.com' }],
      },
    ]);
  });

  it('writes a header alone for an empty selection', async () => {
    stubPages(0);
    const { blob, exported } = await exportCampaignMessages(PARAMS, {
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(exported).toBe(0);
    expect((await blob.text()).replace(/^\ufeff/, '').trim()).toBe(CSV_COLUMNS.join(','));
  });

  it('stops when cancelled', async () => {
    stubPages(5000);
    const controller = new AbortController();
    const promise = exportCampaignMessages(PARAMS, {
      signal: controller.signal,
      onProgress: ({ exported }) => {
        if (exported >= 1000) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('toCsv', () => {
  it('never lets a spreadsheet run a message text as a formula', () => {
    const message = campaignMessageSchema.parse(
      wireMessage(1, '=HYPERLINK("https://evil.example.com","Click")'),
    );
    const text = toCsv([message], true);
    const row = Papa.parse<Record<string, string>>(text, { header: true }).data[0];
    expect(row?.text).toBe('\'=HYPERLINK("https://evil.example.com","Click")');
  });
});
