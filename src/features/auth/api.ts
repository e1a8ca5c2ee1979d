// The console's own session: who is signed in (never the key), sign-in, sign-out, and the sandbox's demo accounts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import {
  sandboxAccountsSchema,
  sessionInfoSchema,
  sessionStateSchema,
  type SessionInfo,
  type SignInRequest,
} from '@/contracts/auth';

/** Marks a query whose failed refetch is not worth a notification (the app reacts in its own way). */
export const QUIET_REFETCH_META = { quietRefetch: true } as const;

/**
 * The session, checked again when the person comes back to the tab (it may have been signed out in another
 * one) and on navigation once a while has passed. A 401 goes to the app's sign-in redirect.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<SessionInfo> => {
      const { data } = await apiRequest('/session', { schema: sessionStateSchema, signal });
      // Signed out is what a 401 means everywhere else: the app's one reaction (sign-in, return) applies.
      if (!data)
        throw new ApiError({ kind: 'http', status: 401, message: 'You are not signed in' });
      return data;
    },
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    retry: false,
    meta: QUIET_REFETCH_META,
  });

/**
 * The sandbox's demo accounts; none in proxy mode, where they are not asked for at all (the server says its
 * mode in GET /session), so that the sign-in page makes no request that can only fail.
 */
export const sandboxAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['sandbox', 'accounts'],
    queryFn: async ({ signal }) => {
      const state = await apiRequest('/session', { schema: sessionStateSchema, signal });
      if ((state.data?.mode ?? state.mode) === 'proxy') return [];
      return (await apiRequest('/sandbox/accounts', { schema: sandboxAccountsSchema, signal }))
        .data;
    },
    staleTime: Infinity,
    retry: false,
    meta: QUIET_REFETCH_META,
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest) =>
      (await apiRequest('/session', { method: 'POST', body: request, schema: sessionInfoSchema }))
        .data,
    onSuccess: (session) => {
      // Nothing of an earlier session (another account, perhaps) may show in this one.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions().queryKey, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/session', { method: 'DELETE', schema: z.unknown() }),
    // Whatever the server said, nothing of the session stays in the page.
    onSettled: async () => {
      await queryClient.cancelQueries();
      queryClient.clear();
    },
  });
}

/**
 * The session or null, for places that only adapt to it (the not-found page) and must not send anyone to the
 * sign-in page.
 */
export const optionalSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'optional'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/session', { schema: sessionStateSchema, signal })).data,
    staleTime: 30_000,
    retry: false,
    meta: QUIET_REFETCH_META,
  });
