// Shared helpers of the quality suites (faults, hostile input, security, accessibility): the sandbox's fault
// and request-log controls, the console's pages, and watchers for what must never happen in a page.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAT_FILE_SAMPLES } from '../../server/sandbox/store/areas/statistics.ts';
import { expect } from '../fixtures';

export interface Fault {
  match: string;
  status?: number;
  delay_ms?: number;
  body?: 'malformed' | 'empty';
  drop?: true;
  times?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
}

/** The sandbox's fault injection and the log of requests that reached it. */
export function faults(request: APIRequestContext) {
  return {
    inject: async (fault: Fault) => {
      const response = await request.post('/sandbox/faults', { data: fault });
      expect(response.status(), await response.text()).toBe(201);
    },
    clear: async () => expect((await request.delete('/sandbox/faults')).status()).toBe(200),
    clearLog: async () => expect((await request.delete('/sandbox/requests')).status()).toBe(200),
    requests: async (method: string, path: string): Promise<LoggedRequest[]> => {
      const response = await request.get('/sandbox/requests', { params: { method, path } });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: LoggedRequest[] }).data;
    },
  };
}

/** Every page of the console reachable from the navigation, and a statistics file of the sandbox, with its level-1 heading. */
export const PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Overview' },
  { path: '/messages', heading: 'Campaign messages' },
  { path: '/campaigns', heading: 'Campaigns' },
  { path: '/campaigns/900001', heading: 'Campaign 900001' },
  { path: '/otp/sessions', heading: /2FA sessions/ },
  { path: '/otp/send', heading: 'Send an OTP' },
  { path: '/otp/insight', heading: '2FA insight' },
  { path: '/otp/templates', heading: 'OTP templates' },
  { path: '/otp/templates/new', heading: 'New OTP template' },
  { path: '/viber', heading: /Viber/ },
  { path: '/statistics', heading: /Statistics/ },
  { path: `/statistics/${STAT_FILE_SAMPLES.mixed}`, heading: 'Statistics file' },
  { path: '/senders', heading: /Sender applications/ },
  { path: '/contacts', heading: /Contacts/ },
  { path: '/contacts/new', heading: /contact/i },
];

/**
 * A list in the console's own order (newest first): its address names no `sort` and no `way`. Returns the
 * address for the checks that follow.
 */
export function expectOrderUnsaid(page: Page): URL {
  const url = new URL(page.url());
  expect(url.searchParams.has('sort'), 'sort in the address').toBe(false);
  expect(url.searchParams.has('way'), 'way in the address').toBe(false);
  return url;
}

/** Collects what must never happen in a page: uncaught exceptions and script dialogs (alert, confirm). */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { errors, dialogs };
}

/** Waits for a page's level-1 heading; a cold machine may take a while for the first one. */
export async function expectHeading(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens a page of the console and waits for its level-1 heading (the shell and its shortcuts are then ready). */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expectHeading(page, heading);
}

/**
 * An axe scan of the page with what every scan of the suite checks besides `tags` (all of axe's rules when none
 * are given): `label-content-name-mismatch` (WCAG 2.5.3, an accessible name contains the visible label),
 * which axe leaves off by default as experimental.
 */
export function axeScan(page: Page, tags?: readonly string[]) {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  return tags ? builder.withTags([...tags]) : builder;
}
