// The console's two long-lived objects, wired together: the QueryClient and the router.
import {
  PAGE_FILES_ELEMENT,
  pageFilesSchema,
  SESSION_STATE_ELEMENT,
  sessionStateSchema,
} from '@/contracts/auth';
import { prepareCountryNames } from '@/contracts/countries';
import { sessionQueryOptions } from '@/features/auth/api';
import { DATE_FORMAT_PREPARERS } from '@/lib/format';
import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { redirectToSignIn } from './session-expiry';

/** Files asked for in one task: asking for one costs the main thread 3 to 6 ms at 4× slowdown (a phone). */
const FILES_PER_TASK = 5;

/**
 * Starts downloading the code of the page the console opens on at once: the router would ask for it only once the
 * session check of `beforeLoad` has answered, one round trip later. First the page's files the server listed in
 * the page (PAGE_FILES_ELEMENT), a few per task, then its route chunks, whose preload (the bundler's) finds them
 * asked for already: asking for all of a list page's files in the one task, as that preload does, was the
 * longest task of loading it (about 150 ms at 4× slowdown for the 2FA sessions page's 45 files). A failure here is
 * the router's to report when it asks again.
 */
function preloadFirstPage(router: ReturnType<typeof createAppRouter>) {
  const listed = pageFilesSchema.safeParse(dataFromPage(PAGE_FILES_ELEMENT));
  const files = listed.success ? listed.data : [];
  const ask = (start: number) => {
    if (start >= files.length) {
      const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
      for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
      return;
    }
    for (const file of files.slice(start, start + FILES_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    setTimeout(() => ask(start + FILES_PER_TASK), 0);
  };
  ask(0);
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

/** A JSON data block the server wrote into the page, read once (the element is removed); undefined without it. */
function dataFromPage(id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/**
 * The session the server wrote into the page (what GET /session would answer) becomes the session query's data,
 * so that the signed-in pages' check finds it at once and their data requests start with the console instead of
 * a round trip later. A page without it, or signed out, asks as before.
 */
export function sessionFromPage(queryClient: QueryClient) {
  const state = sessionStateSchema.safeParse(dataFromPage(SESSION_STATE_ELEMENT));
  if (state.success && state.data.data)
    queryClient.setQueryData(sessionQueryOptions().queryKey, state.data.data);
}

export function createConsole() {
  const queryClient = createAppQueryClient({
    onUnauthorized: () => redirectToSignIn(router, queryClient),
  });
  sessionFromPage(queryClient);
  const router = createAppRouter(queryClient);
  // Tasks of their own: asking for each of the page's files (a link element each) took up to half of the task that
  // starts the console.
  setTimeout(() => preloadFirstPage(router), 0);
  prepareLocaleData(router);
  return { queryClient, router };
}
