// What a campaign's messages tell of it: how many are in each status, counted from the messages list filtered
// by the campaign (the spec has no request that reads a campaign), and the account currency they are priced in.
//
// Query key: ['campaign-messages', 'status-counts', campaignId] (under the area's root, so a stop, which
// invalidates the root, recounts).
import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '@/contracts/campaign-messages';
import { CAMPAIGN_MESSAGES_QUERY_ROOT, fetchCampaignMessagesPage } from './api';
import { isOpenMessageStatus } from './statuses';

/** Pages read at most (of the largest page the platform allows): a larger campaign is counted in part. */
export const STATUS_COUNT_MAX_PAGES = 5;

export interface CampaignStatusCounts {
  /** Each status with its number of messages, the largest first. */
  counts: readonly (readonly [status: string, count: number])[];
  /** Messages of the campaign in the period (the list's total). */
  total: number;
  /** Messages counted (all of them unless the campaign is larger than the pages read). */
  counted: number;
  /** Messages that can still change status (waiting, on their way, or without a delivery report). */
  open: number;
  /** The currency the messages are priced in (the account's), when any message says it. */
  currency: string | undefined;
}

export const campaignStatusCountsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: [...CAMPAIGN_MESSAGES_QUERY_ROOT, 'status-counts', campaignId],
    queryFn: async ({ signal }): Promise<CampaignStatusCounts> => {
      const counts = new Map<string, number>();
      let total = 0;
      let counted = 0;
      let currency: string | undefined;
      for (let page = 0; page < STATUS_COUNT_MAX_PAGES; page += 1) {
        const result = await fetchCampaignMessagesPage(
          {
            // The last 3 months up to now, the longest period the platform allows.
            from: undefined,
            to: undefined,
            campaign_id: campaignId,
            reference_id: undefined,
            id: undefined,
            sort: 'id',
            way: 'desc',
            offset: page * MAX_PAGE_LIMIT,
            limit: MAX_PAGE_LIMIT,
          },
          signal,
        );
        total = result.meta.page.total;
        for (const message of result.data) {
          counts.set(message.status, (counts.get(message.status) ?? 0) + 1);
          currency ??= message.amount?.currency ?? undefined;
        }
        counted += result.data.length;
        if (result.data.length < MAX_PAGE_LIMIT || counted >= total) break;
      }
      const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const open = sorted.reduce(
        (sum, [status, n]) => sum + (isOpenMessageStatus(status) ? n : 0),
        0,
      );
      return { counts: sorted, total, counted, open, currency };
    },
  });
