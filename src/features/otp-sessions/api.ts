// 2FA sessions: the list and one session as queryOptions; send, resend, verify and cancel as mutations. The
// approved templates the send form offers are in approved-templates.ts (the list page does not carry them).
//
// Query keys: this area lives under OTP_SESSIONS_QUERY_ROOT (`['otp-sessions']`):
//   ['otp-sessions', 'list', OtpSessionListParams]  one page of the list
//   ['otp-sessions', 'detail', id]                  one session with its messages
// Every mutation invalidates the whole sessions root: a session changed here changes the list as well.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest, wireQuery } from '@/lib/api-client';
import type { Way } from '@/contracts/common';
import {
  otpSessionListQuerySchema,
  otpSessionListResponseSchema,
  otpSessionResponseSchema,
  type OtpChannel,
  type OtpSort,
  type OtpStatus,
  type SendOtpRequest,
} from '@/contracts/otp-sessions';

export const OTP_SESSIONS_QUERY_ROOT = ['otp-sessions'] as const;

const SESSIONS_PATH = '/api/2fa/authentications';

export interface OtpSessionListParams {
  from: string;
  to: string;
  ids: readonly string[];
  status: OtpStatus | undefined;
  channel: OtpChannel | undefined;
  recipient: string | undefined;
  countryCode: string | undefined;
  sort: OtpSort;
  way: Way;
  offset: number;
  limit: number;
}

export const otpSessionListQueryOptions = (params: OtpSessionListParams) =>
  queryOptions({
    queryKey: [...OTP_SESSIONS_QUERY_ROOT, 'list', params],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(SESSIONS_PATH, {
          schema: otpSessionListResponseSchema,
          signal,
          query: wireQuery(otpSessionListQuerySchema, {
            from: params.from,
            to: params.to,
            ids: params.ids.length > 0 ? params.ids.join(',') : undefined,
            status: params.status,
            channel: params.channel,
            recipient: params.recipient,
            country_code: params.countryCode,
            sort: params.sort,
            way: params.way,
            offset: params.offset,
            limit: params.limit,
          }),
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const otpSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...OTP_SESSIONS_QUERY_ROOT, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiPath`/api/2fa/authentications/${id}`, {
          schema: otpSessionResponseSchema,
          signal,
        })
      ).data,
    // A session is followed live while pending; the page decides how often (see SessionPage).
    staleTime: 0,
  });

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OTP_SESSIONS_QUERY_ROOT });
}

export function useSendOtp() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async (request: SendOtpRequest) =>
      (
        await apiRequest(`${SESSIONS_PATH}/otp`, {
          method: 'POST',
          // The spec types the recipient as an integer but its example sends a string: sent as typed.
          body: request,
          schema: otpSessionResponseSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useResendOtp(id: string) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(apiPath`/api/2fa/authentications/otp/${id}/resend`, {
          method: 'POST',
          schema: otpSessionResponseSchema,
        })
      ).data,
    onSettled: invalidate,
  });
}

export function useVerifyOtp(id: string) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    // The spec types access_code as an integer.
    mutationFn: async (accessCode: string) =>
      (
        await apiRequest(apiPath`/api/2fa/authentications/otp/${id}/verify`, {
          method: 'POST',
          body: { access_code: Number(accessCode) },
          schema: otpSessionResponseSchema,
        })
      ).data,
    onSettled: invalidate,
  });
}

export function useCancelOtp(id: string) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(apiPath`/api/2fa/authentications/${id}/cancel`, {
          method: 'POST',
          schema: otpSessionResponseSchema,
        })
      ).data,
    onSettled: invalidate,
  });
}
