// The overview's figures as queryOptions: each one the total of one of the spec's list endpoints, read with the
// smallest page the endpoint allows.
//
// Query keys sit under the root of the area each figure counts, with an 'overview' segment:
//   ['otp-sessions', 'overview', status, from, to]    sessions of the period in one status (data.total)
//   ['otp-templates', 'overview', 'requested']        templates awaiting moderation (total)
//   ['sender-applications', 'overview', status]       applications in one status (meta.page.total)
//   ['campaign-messages', 'overview', from, to]       campaign messages of the period (meta.page.total)
// so that an area's own mutations, which invalidate its root, refresh the figures too.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, wireQuery } from '@/lib/api-client';
import {
  campaignMessagesQuerySchema,
  campaignMessagesResponseSchema,
} from '@/contracts/campaign-messages';
import {
  OTP_LIMITS,
  OTP_STATUSES,
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
  type OtpStatus,
} from '@/contracts/otp-sessions';
import { templateListQuerySchema, templateListResponseSchema } from '@/contracts/otp-templates';
import {
  SENDER_APPLICATION_STATUSES,
  senderApplicationsQuerySchema,
  senderApplicationsResponseSchema,
  type SenderApplicationStatus,
} from '@/contracts/sender-applications';
import { overviewPeriod, type OverviewPeriod } from './period';

/**
 * The figures' loader (loadOverview) asked for them already: a figure whose request failed there shows that error
 * and its retry when the page is drawn, instead of being asked again unseen.
 */
const ASKED_BY_THE_LOADER = { retryOnMount: false } as const;

export const otpSessionsTotalQueryOptions = (status: OtpStatus, period: OverviewPeriod) =>
  queryOptions({
    ...ASKED_BY_THE_LOADER,
    queryKey: ['otp-sessions', 'overview', status, period.iso.from, period.iso.to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/2fa/authentications', {
          schema: otpSessionListResponseSchema,
          signal,
          query: wireQuery(otpSessionListQuerySchema, {
            from: period.iso.from,
            to: period.iso.to,
            status,
            // The smallest page the spec allows (10 to 500): only the total is read.
            limit: OTP_LIMITS.pageLimitMin,
          }),
        })
      ).data.total,
  });

export const requestedTemplatesTotalQueryOptions = () =>
  queryOptions({
    ...ASKED_BY_THE_LOADER,
    queryKey: ['otp-templates', 'overview', 'requested'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/2fa/authentications/templates', {
          schema: templateListResponseSchema,
          signal,
          query: wireQuery(templateListQuerySchema, { status: 'requested', limit: 1 }),
        })
      ).total,
  });

export const senderApplicationsTotalQueryOptions = (status: SenderApplicationStatus) =>
  queryOptions({
    ...ASKED_BY_THE_LOADER,
    queryKey: ['sender-applications', 'overview', status],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/senders/requests/sms', {
          schema: senderApplicationsResponseSchema,
          signal,
          query: wireQuery(senderApplicationsQuerySchema, { status, limit: 1 }),
        })
      ).meta.page.total,
  });

export const campaignMessagesTotalQueryOptions = (period: OverviewPeriod) =>
  queryOptions({
    ...ASKED_BY_THE_LOADER,
    queryKey: ['campaign-messages', 'overview', period.wire.from, period.wire.to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/messages', {
          schema: campaignMessagesResponseSchema,
          signal,
          query: wireQuery(campaignMessagesQuerySchema, {
            from: period.wire.from,
            to: period.wire.to,
            limit: 1,
          }),
        })
      ).meta.page.total,
  });

/** The 2FA sessions card's figures: one per status, in the order of the spec's statuses. */
export const otpSessionsTotalsQueryOptions = (period: OverviewPeriod) =>
  OTP_STATUSES.map((status) => otpSessionsTotalQueryOptions(status, period));

/** The sender applications card's figures: one per status. */
export const senderApplicationsTotalsQueryOptions = () =>
  SENDER_APPLICATION_STATUSES.map((status) => senderApplicationsTotalQueryOptions(status));

/**
 * How long the overview's loader waits for its figures: a page whose figures all answer within the router's
 * pending delay is drawn once, with every figure; one that is slower (or failing, with its retries) is drawn then
 * with what has arrived, and each figure still pending comes in on its own.
 */
export const OVERVIEW_FIRST_DRAW_WAIT_MS = 250;

/**
 * The overview's loader: fixes the period (when the page opens) and starts every figure's request at once, before
 * the page is drawn, instead of when each card is first drawn (a request after the draw, and a draw for each
 * answer).
 */
export async function loadOverview(
  queryClient: QueryClient,
  waitMs = OVERVIEW_FIRST_DRAW_WAIT_MS,
): Promise<{ period: OverviewPeriod }> {
  const period = overviewPeriod();
  const figures = Promise.allSettled(
    [
      ...otpSessionsTotalsQueryOptions(period),
      campaignMessagesTotalQueryOptions(period),
      requestedTemplatesTotalQueryOptions(),
      ...senderApplicationsTotalsQueryOptions(),
    ].map((options) => queryClient.query(options)),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([figures, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return { period };
}
