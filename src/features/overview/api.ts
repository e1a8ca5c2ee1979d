// The overview's figures as queryOptions: each one the total of one of the spec's list endpoints, read with the
// smallest page the endpoint allows.
//
// Query keys sit under the root of the area each figure counts, with an 'overview' segment:
//   ['otp-sessions', 'overview', status, from, to]    sessions of the period in one status (data.total)
//   ['otp-templates', 'overview', 'requested']        templates awaiting moderation (total)
//   ['sender-applications', 'overview', status]       applications in one status (meta.page.total)
//   ['campaign-messages', 'overview', from, to]       campaign messages of the period (meta.page.total)
// so that an area's own mutations, which invalidate its root, refresh the figures too.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, wireQuery } from '@/lib/api-client';
import {
  campaignMessagesQuerySchema,
  campaignMessagesResponseSchema,
} from '@/contracts/campaign-messages';
import {
  OTP_LIMITS,
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
  type OtpStatus,
} from '@/contracts/otp-sessions';
import { templateListQuerySchema, templateListResponseSchema } from '@/contracts/otp-templates';
import {
  senderApplicationsQuerySchema,
  senderApplicationsResponseSchema,
  type SenderApplicationStatus,
} from '@/contracts/sender-applications';
import type { OverviewPeriod } from './period';

export const otpSessionsTotalQueryOptions = (status: OtpStatus, period: OverviewPeriod) =>
  queryOptions({
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
