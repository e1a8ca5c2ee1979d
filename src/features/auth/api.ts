// The console's own session: who is signed in (never the key), sign-in, sign-out, and the sandbox's demo accounts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { sandboxAccountsSchema, sessionInfoSchema, type SignInRequest } from '@/contracts/auth';

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/session', { schema: sessionInfoSchema, signal })).data,
    staleTime: Infinity,
    retry: false,
  });

/** The sandbox's demo accounts; an error (404) in proxy mode, where the sign-in page simply shows none. */
export const sandboxAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['sandbox', 'accounts'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/sandbox/accounts', { schema: sandboxAccountsSchema, signal })).data,
    staleTime: Infinity,
    retry: false,
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest) =>
      (await apiRequest('/session', { method: 'POST', body: request, schema: sessionInfoSchema }))
        .data,
    onSuccess: (session) => {
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
    onSettled: () => queryClient.clear(),
  });
}
