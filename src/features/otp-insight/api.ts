// 2FA insight's requests of its own: how many sessions a country had in the previous period (a total, one
// small page), for the pumping signal. Query keys live under ['otp-insight'].
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, wireQuery } from '@/lib/api-client';
import {
  OTP_LIMITS,
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
} from '@/contracts/otp-sessions';

export const OTP_INSIGHT_QUERY_ROOT = ['otp-insight'] as const;

export const previousCountryTotalQueryOptions = (params: {
  from: string;
  to: string;
  country: string;
  channel: 'sms' | 'viber' | undefined;
}) =>
  queryOptions({
    queryKey: [...OTP_INSIGHT_QUERY_ROOT, 'previous-total', params],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/2fa/authentications', {
          schema: otpSessionListResponseSchema,
          signal,
          query: wireQuery(otpSessionListQuerySchema, {
            from: params.from,
            to: params.to,
            country_code: params.country,
            channel: params.channel,
            // The smallest page the spec allows: only the total is read.
            limit: OTP_LIMITS.pageLimitMin,
          }),
        })
      ).data.total,
    // A past period does not change.
    staleTime: 5 * 60_000,
  });
