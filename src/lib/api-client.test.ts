// The API client with a stubbed fetch: every way a request can end, told apart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiFetch, apiPath, apiRequest, toQueryString } from './api-client';
import { ApiError } from './errors';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: string, contentType = 'application/json') =>
  fetchMock.mockResolvedValueOnce(
    new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': contentType },
    }),
  );

const itemSchema = z.object({ data: z.object({ id: z.number() }) });

/** The ApiError a request ends with (the test fails when it does not throw one). */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

/** A fetch that never answers but honours its AbortSignal, as the browser's does. */
function hangingFetch() {
  fetchMock.mockImplementationOnce(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

describe('requests', () => {
  it('go to the same origin with the console header, JSON body and query string', async () => {
    answer(200, '{"data":{"id":7}}');
    const result = await apiRequest('/api/contacts', {
      method: 'POST',
      body: { phone: 380501234567 },
      query: { 'page[limit]': 5, 'filter[ids]': ['a', 'b'], empty: '', none: undefined },
      schema: itemSchema,
    });
    expect(result).toEqual({ data: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      '/api/contacts?page%5Blimit%5D=5&filter%5Bids%5D%5B%5D=a&filter%5Bids%5D%5B%5D=b',
    );
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"phone":380501234567}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'messaging-console',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('refuse any other origin before sending', async () => {
    for (const path of ['https://evil.example/api', '//evil.example/api', 'api/x']) {
      await expect(apiFetch(path)).rejects.toThrow(/same-origin/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('encode every interpolated path value as one segment', () => {
    expect(apiPath`/rest/viber/reference/${'a/b?c'}`).toBe('/rest/viber/reference/a%2Fb%3Fc');
    expect(apiPath`/api/campaigns/${12}/stop`).toBe('/api/campaigns/12/stop');
    expect(() => apiPath`/api/contacts/${'..'}`).toThrow(ApiError);
    expect(toQueryString({})).toBe('');
  });
});

describe('errors', () => {
  it('shape 1 (service): status and every message', async () => {
    answer(404, '{"errors":[{"message":"Template not found"}]}');
    const error = await failureOf(apiRequest('/api/2fa/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      shape: 'service',
      message: 'Template not found',
      messages: ['Template not found'],
      fieldErrors: {},
    });
    expect(error.isNotFound).toBe(true);
  });

  it('shape 2 (validation): field errors keyed as the request names the fields', async () => {
    answer(
      422,
      JSON.stringify({
        message: 'The given data was invalid.',
        errors: { recipient: ['Use 9 to 15 digits'], 'filter[from]': ['Required'] },
      }),
    );
    const error = await failureOf(apiRequest('/api/2fa/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      shape: 'validation',
      fieldErrors: { recipient: ['Use 9 to 15 digits'], 'filter[from]': ['Required'] },
    });
    expect(error.message).toBe('The given data was invalid. Use 9 to 15 digits');
  });

  it('shape 3 (integration): says it is the 2FA service that failed', async () => {
    answer(500, '{"message":"raw response empty","errors":[]}');
    const error = await failureOf(apiRequest('/api/2fa/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      shape: 'integration',
      message: 'The 2FA service failed: raw response empty',
      fieldErrors: {},
    });
    expect(error.isTransient).toBe(true);
  });

  it('an unknown JSON shape: the status said in words, or its message when it has one', async () => {
    answer(409, '{"error":"conflict","code":7}');
    const unknown = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(unknown).toMatchObject({
      kind: 'http',
      status: 409,
      shape: 'unknown',
      message: 'The request failed (HTTP 409)',
    });
    answer(400, '{"message":"Bad things"}');
    const withMessage = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(withMessage).toMatchObject({ shape: 'unknown', message: 'Bad things' });
  });

  it('an empty body', async () => {
    answer(503, '');
    const error = await failureOf(apiFetch('/api/x'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      shape: 'empty',
      message: 'The platform is unavailable (the answer was empty)',
    });
  });

  it('a body that is not JSON (an HTML error page of a gateway)', async () => {
    answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      shape: 'non-json',
      message: 'The platform cannot be reached (the answer was not JSON)',
    });
  });

  it('401: told apart so the app can send the person to sign in', async () => {
    answer(401, '{"errors":[{"message":"Your session has ended. Sign in again."}]}');
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error.isUnauthorized).toBe(true);
    expect(error.isTransient).toBe(false);
  });

  it('a network failure: "Cannot reach the server", status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error).toMatchObject({ kind: 'network', status: 0, shape: undefined });
    expect(error.message).toMatch(/^Cannot reach the server/);
    expect(error.isTransient).toBe(true);
  });

  it('the connection lost while reading the body is a network failure too', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        controller.error(new TypeError('network error'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200 }));
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Cannot reach the server/);
  });

  it('a timeout', async () => {
    hangingFetch();
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema, timeoutMs: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe('The server did not answer within 1 s');
    expect(error.isTransient).toBe(true);
  });

  it('an abort by the caller (the query was cancelled): not an error to show or retry', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = failureOf(
      apiRequest('/api/x', { schema: itemSchema, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
    expect(error.isTransient).toBe(false);
  });

  it('a success whose body fails its schema', async () => {
    answer(200, '{"data":{"id":"seven"}}');
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, shape: undefined });
    expect(error.message).toMatch(/^The platform answered with an unexpected body \(data\.id: /);
  });

  it('a success whose body is not JSON', async () => {
    answer(200, 'OK', 'text/plain');
    const error = await failureOf(apiRequest('/api/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: 'The platform answered with a body that is not JSON.',
    });
  });

  it('an empty success body is parsed as {} (e.g. a delete confirmation)', async () => {
    answer(204, '');
    await expect(apiRequest('/api/x', { method: 'DELETE', schema: z.object({}) })).resolves.toEqual(
      {},
    );
  });

  it('every kind is told apart', async () => {
    const kinds = new Set<string>();
    const shapes = new Set<string | undefined>();
    const bodies: [number, string][] = [
      [404, '{"errors":[{"message":"a"}]}'],
      [422, '{"message":"m","errors":{"f":["x"]}}'],
      [500, '{"message":"m","errors":[]}'],
      [400, '{"x":1}'],
      [500, ''],
      [500, 'oops'],
    ];
    for (const [status, body] of bodies) {
      answer(status, body);
      const error = await failureOf(apiFetch('/api/x'));
      kinds.add(error.kind);
      shapes.add(error.shape);
    }
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    kinds.add((await failureOf(apiFetch('/api/x'))).kind);
    hangingFetch();
    kinds.add((await failureOf(apiFetch('/api/x', { timeoutMs: 10 }))).kind);
    answer(200, '[]');
    kinds.add((await failureOf(apiRequest('/api/x', { schema: itemSchema }))).kind);
    expect([...shapes].sort()).toEqual([
      'empty',
      'integration',
      'non-json',
      'service',
      'unknown',
      'validation',
    ]);
    expect([...kinds].sort()).toEqual(['http', 'invalid-response', 'network', 'timeout']);
  });
});
