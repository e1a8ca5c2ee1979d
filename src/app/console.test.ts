// The session the server writes into the page becomes the session query's data, read once.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '@/features/auth/api';
import { sessionFromPage } from './console';

const SESSION = { key_type: 'live', api_version: '2.0', key_hint: '…abcd', mode: 'sandbox' };

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'session-state';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('session-state')?.remove());

describe('the session written into the page', () => {
  it('is the session query’s data, fresh, and is read once', () => {
    pageCarries(JSON.stringify({ data: SESSION }));
    const queryClient = new QueryClient();
    sessionFromPage(queryClient);
    const key = sessionQueryOptions().queryKey;
    expect(queryClient.getQueryData(key)).toEqual(SESSION);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    expect(document.getElementById('session-state')).toBeNull();
  });

  it('leaves the query to ask when nobody is signed in, or the block is not a session', () => {
    for (const text of [
      JSON.stringify({ data: null, mode: 'sandbox' }),
      JSON.stringify({ data: { ...SESSION, key_type: 'other' } }),
      '{not json',
    ]) {
      pageCarries(text);
      const queryClient = new QueryClient();
      sessionFromPage(queryClient);
      expect(queryClient.getQueryData(sessionQueryOptions().queryKey), text).toBeUndefined();
      expect(document.getElementById('session-state')).toBeNull();
    }
  });

  it('does nothing on a page without it', () => {
    const queryClient = new QueryClient();
    sessionFromPage(queryClient);
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeUndefined();
  });
});
