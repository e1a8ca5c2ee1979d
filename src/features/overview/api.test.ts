// The overview's loader: every figure asked for at once, the page drawn when they have all answered or once the
// wait is over, whichever comes first.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_STATUSES } from '@/contracts/otp-sessions';
import { SENDER_APPLICATION_STATUSES } from '@/contracts/sender-applications';
import { loadOverview } from './api';

const FIGURES = OTP_STATUSES.length + 1 + 1 + SENDER_APPLICATION_STATUSES.length;

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : input.toString(), 'http://console.test');
const pathsOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([input]) => urlOf(input).pathname);

/** A query value by its bare name (`filter[status]` or `status`). */
const param = (url: URL, name: string) =>
  [...url.searchParams].find(([key]) => key === name || key.endsWith(`[${name}]`))?.[1];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadOverview', () => {
  it('asks for every figure of the period at once and returns once all have answered', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = client();
    const { period } = await loadOverview(queryClient, 60_000);

    expect(fetchMock).toHaveBeenCalledTimes(FIGURES);
    expect(new Set(pathsOf(fetchMock))).toEqual(
      new Set([
        '/api/2fa/authentications',
        '/api/messages',
        '/api/2fa/authentications/templates',
        '/api/senders/requests/sms',
      ]),
    );
    // Each figure of the period is asked for with the period the page shows.
    const sessionUrls = fetchMock.mock.calls
      .map(([input]) => urlOf(input))
      .filter((url) => url.pathname === '/api/2fa/authentications');
    expect(sessionUrls.map((url) => param(url, 'status')).sort()).toEqual([...OTP_STATUSES].sort());
    for (const url of sessionUrls) {
      expect(param(url, 'from')).toBe(period.iso.from);
      expect(param(url, 'to')).toBe(period.iso.to);
    }
    // Every figure has settled (here, failed): the page is drawn once, with each card's own state.
    const figures = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.queryKey[1] === 'overview' });
    expect(figures).toHaveLength(FIGURES);
    expect(figures.every((query) => query.state.status === 'error')).toBe(true);
  });

  it('stops waiting after the wait given, leaving the slower figures to come in on their own', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = client();
    let loaded = false;
    const loading = loadOverview(queryClient, 250).then((result) => {
      loaded = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { period } = await loading;
    expect(period.end.getTime()).toBeLessThanOrEqual(Date.now());
    expect(fetchMock).toHaveBeenCalledTimes(FIGURES);
    const figures = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.queryKey[1] === 'overview' });
    expect(figures.every((query) => query.state.fetchStatus === 'fetching')).toBe(true);
  });
});
