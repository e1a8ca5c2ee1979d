// The console's two long-lived objects, wired together: the QueryClient and the router.
import { SESSION_STATE_ELEMENT, sessionStateSchema } from '@/contracts/auth';
import { prepareCountryNames } from '@/contracts/countries';
import { sessionQueryOptions } from '@/features/auth/api';
import { DATE_FORMAT_PREPARERS } from '@/lib/format';
import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { redirectToSignIn } from './session-expiry';

/**
 * Starts downloading the code of the page the console opens on at once: the router would ask for it only once the
 * session check of `beforeLoad` has answered, one round trip later. A failure here is the router's to report when
 * it asks again.
 */
function preloadFirstPage(router: ReturnType<typeof createAppRouter>) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * The browser's locale data (date formats, region names) loads the first time it is used: tens of milliseconds
 * that would land in the render of a signed-in page's first rows (the longest task of loading the sender
 * applications and the OTP templates). It is made ready in tasks of their own while the session check and the
 * page's data are on their way, one formatter per task; the sign-in page needs neither.
 */
function prepareLocaleData(router: ReturnType<typeof createAppRouter>) {
  if (router.latestLocation.pathname === '/login') return;
  for (const prepare of [...DATE_FORMAT_PREPARERS, prepareCountryNames]) setTimeout(prepare, 0);
}

/**
 * The session the server wrote into the page (what GET /session would answer) becomes the session query's data,
 * so that the signed-in pages' check finds it at once and their data requests start with the console instead of
 * a round trip later. A page without it, or signed out, asks as before. Read once: the element is removed.
 */
export function sessionFromPage(queryClient: QueryClient) {
  const element = document.getElementById(SESSION_STATE_ELEMENT);
  if (!element) return;
  element.remove();
  let value: unknown;
  try {
    value = JSON.parse(element.textContent);
  } catch {
    return;
  }
  const state = sessionStateSchema.safeParse(value);
  if (state.success && state.data.data)
    queryClient.setQueryData(sessionQueryOptions().queryKey, state.data.data);
}

export function createConsole() {
  const queryClient = createAppQueryClient({
    onUnauthorized: () => redirectToSignIn(router, queryClient),
  });
  sessionFromPage(queryClient);
  const router = createAppRouter(queryClient);
  // A task of its own: asking for each of the page's files (a link element each) took up to half of the task that
  // starts the console.
  setTimeout(() => preloadFirstPage(router), 0);
  prepareLocaleData(router);
  return { queryClient, router };
}
