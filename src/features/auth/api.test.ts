// The session queries: signed out is the app's 401 for the shell, and a plain null for the not-found page.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { optionalSessionQueryOptions, sessionQueryOptions } from './api';

const SESSION = { key_type: 'live', api_version: '2.0', key_hint: '••••dbox', mode: 'sandbox' };

function answerSession(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ data })))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sessionQueryOptions', () => {
  it('gives the session when signed in', async () => {
    answerSession(SESSION);
    await expect(new QueryClient().query(sessionQueryOptions())).resolves.toEqual(SESSION);
  });

  it('fails as unauthorized when nobody is signed in, so the app sends the person to sign in', async () => {
    answerSession(null);
    const error = await new QueryClient().query(sessionQueryOptions()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.isUnauthorized).toBe(true);
  });
});

describe('optionalSessionQueryOptions', () => {
  it('is null when nobody is signed in', async () => {
    answerSession(null);
    await expect(new QueryClient().query(optionalSessionQueryOptions())).resolves.toBeNull();
    answerSession(SESSION);
    await expect(
      new QueryClient().query({ ...optionalSessionQueryOptions(), staleTime: 0 }),
    ).resolves.toEqual(SESSION);
  });
});
