// CSV export of a whole selection: every page streamed with the largest page size, with progress and cancel.
import Papa from 'papaparse';
import {
  MAX_PAGE_LIMIT,
  toWireDateTime,
  type CampaignMessage,
} from '@/contracts/campaign-messages';
import { ApiError } from '@/lib/errors';
import { fetchCampaignMessagesPage, type CampaignMessagesParams } from './api';

export const CSV_COLUMNS = [
  'id',
  'campaign_id',
  'reference_id',
  'type',
  'source',
  'status',
  'phone',
  'sender',
  'text',
  'validity_hours',
  'amount',
  'currency',
  'sms_parts',
  'sms_ids',
  'rcs_cards',
  'created_at',
  'sent_at',
  'delivered_at',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string | number>;

/** One message as one CSV row: the raw wire values, dates as the platform sent them (UTC). */
export function toCsvRow(message: CampaignMessage): CsvRow {
  return {
    id: message.id,
    campaign_id: message.campaign_id ?? '',
    reference_id: message.reference_id ?? '',
    type: message.type ?? '',
    source: message.source ?? '',
    status: message.status,
    phone: message.phone ?? '',
    sender: message.sender ?? '',
    text: message.text ?? '',
    validity_hours: message.validity ?? '',
    amount: message.amount?.value ?? '',
    currency: message.amount?.currency ?? '',
    sms_parts: message.sms_fallback?.parts ?? '',
    sms_ids: message.sms_fallback?.ids.join(' ') ?? '',
    rcs_cards: message.options ? JSON.stringify(message.options.cards) : '',
    created_at: message.created_at ?? '',
    sent_at: message.sent_at ?? '',
    delivered_at: message.delivered_at ?? '',
  };
}

/**
 * Rows as CSV text. Cells starting with =, +, -, @ are prefixed with a quote so that a spreadsheet never runs
 * a message text as a formula.
 */
export function toCsv(messages: readonly CampaignMessage[], withHeader: boolean): string {
  return Papa.unparse(messages.map(toCsvRow), {
    header: withHeader,
    columns: [...CSV_COLUMNS],
    escapeFormulae: true,
    newline: '\r\n',
  });
}

export interface ExportProgress {
  exported: number;
  total: number;
}

/** Seconds taken off "now" when the period ends now: a browser clock slightly ahead is not "the future". */
const CLOCK_MARGIN_MS = 5_000;

/**
 * Fetches every page of the selection (sort and filters kept, paging ignored) and returns the CSV as a Blob.
 * The end of the period is pinned when the export starts, so rows cannot shift between pages.
 */
export async function exportCampaignMessages(
  params: CampaignMessagesParams,
  {
    signal,
    onProgress,
    now = () => new Date(),
  }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void; now?: () => Date },
): Promise<{ blob: Blob; exported: number }> {
  const pinned: CampaignMessagesParams = {
    ...params,
    to: params.to ?? toWireDateTime(new Date(now().getTime() - CLOCK_MARGIN_MS)),
    offset: 0,
    limit: MAX_PAGE_LIMIT,
  };
  // A byte order mark, so that spreadsheets read the file as UTF-8. Each page becomes a Blob of its own at
  // once, so the browser may keep a large export on disk instead of in the page's memory.
  const chunks: Blob[] = [new Blob(['\ufeff'])];
  let exported = 0;
  for (;;) {
    // Cancelled between two pages: stop before asking for the next one.
    if (signal.aborted)
      throw new ApiError({ kind: 'aborted', message: 'The export was cancelled' });
    const page = await fetchCampaignMessagesPage({ ...pinned, offset: exported }, signal);
    const total = page.meta.page.total;
    if (page.data.length > 0) {
      chunks.push(new Blob([toCsv(page.data, exported === 0), '\r\n']));
      exported += page.data.length;
    } else if (exported === 0) {
      chunks.push(new Blob([`${CSV_COLUMNS.join(',')}\r\n`]));
    }
    onProgress({ exported, total: Math.max(total, exported) });
    if (page.data.length < pinned.limit || exported >= total) break;
  }
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), exported };
}

export function exportFileName(now: Date = new Date()): string {
  return `campaign-messages-${toWireDateTime(now).replace(/[: ]/g, '-')}.csv`;
}
