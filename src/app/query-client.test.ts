// The retry policy and the app's reactions to errors, through a real QueryClient.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { createAppQueryClient, MAX_RETRIES, shouldRetry } from './query-client';

const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, shape: 'service', message: `HTTP ${status}` });
const networkError = () => new ApiError({ kind: 'network', message: 'Cannot reach the server' });

let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let onBackgroundError: ReturnType<typeof vi.fn<(message: string) => void>>;
let client: QueryClient;

beforeEach(() => {
  vi.useFakeTimers();
  onUnauthorized = vi.fn<() => void>();
  onBackgroundError = vi.fn<(message: string) => void>();
  client = createAppQueryClient({ onUnauthorized, onBackgroundError });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** Runs a query to its end (retries and their delays included) and counts how often it was tried. */
async function attemptsOf(error: Error): Promise<number> {
  const queryFn = vi.fn(() => Promise.reject(error));
  const settled = client.query({ queryKey: ['q', Math.random()], queryFn }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await settled;
  return queryFn.mock.calls.length;
}

describe('queries', () => {
  it('are retried on network errors and timeouts, at most twice', async () => {
    expect(await attemptsOf(networkError())).toBe(1 + MAX_RETRIES);
    expect(await attemptsOf(new ApiError({ kind: 'timeout', message: 't' }))).toBe(3);
  });

  it('are retried on 5xx, at most twice', async () => {
    for (const status of [500, 502, 503, 504]) expect(await attemptsOf(httpError(status))).toBe(3);
  });

  it('are never retried on 4xx, a bad body, a cancellation or a non-API error', async () => {
    for (const status of [400, 401, 402, 403, 404, 413, 422, 429])
      expect(await attemptsOf(httpError(status)), String(status)).toBe(1);
    expect(await attemptsOf(new ApiError({ kind: 'invalid-response', message: 'x' }))).toBe(1);
    expect(await attemptsOf(new ApiError({ kind: 'aborted', message: 'x' }))).toBe(1);
    expect(await attemptsOf(new Error('bug'))).toBe(1);
  });

  it('back off between retries', async () => {
    const queryFn = vi.fn(() => Promise.reject(networkError()));
    const settled = client.query({ queryKey: ['backoff'], queryFn }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('a second success after a 503 gives the data', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(httpError(503))
      .mockResolvedValueOnce('data');
    const result = client.query({ queryKey: ['recovers'], queryFn });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe('data');
  });

  it('a 401 tells the app the session is gone', async () => {
    await attemptsOf(httpError(401));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await attemptsOf(httpError(403));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a failed refetch over data already shown is said once; a first failure is left to the page', async () => {
    await attemptsOf(httpError(404));
    expect(onBackgroundError).not.toHaveBeenCalled();
    client.setQueryData(['shown'], 'earlier data');
    const refetch = client
      .query({ queryKey: ['shown'], queryFn: () => Promise.reject(httpError(422)), staleTime: 0 })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    await refetch;
    expect(onBackgroundError).toHaveBeenCalledWith('HTTP 422');
  });

  it('shouldRetry is the policy itself', () => {
    expect(shouldRetry(0, networkError())).toBe(true);
    expect(shouldRetry(1, httpError(500))).toBe(true);
    expect(shouldRetry(2, httpError(500))).toBe(false);
    expect(shouldRetry(0, httpError(404))).toBe(false);
  });
});

describe('mutations', () => {
  it('are never retried, whatever failed', async () => {
    for (const error of [networkError(), httpError(500), httpError(503)]) {
      const mutationFn = vi.fn(() => Promise.reject(error));
      const observer = new MutationObserver(client, { mutationFn });
      const settled = observer.mutate().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(60_000);
      await settled;
      expect(mutationFn).toHaveBeenCalledTimes(1);
    }
  });

  it('a 401 tells the app the session is gone', async () => {
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(httpError(401)),
    });
    await observer.mutate().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
