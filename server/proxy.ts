// Proxy mode: the platform is upstream. /api/* goes to PLATFORM_BASE_URL, /rest/* to PLATFORM_REST_URL, nowhere else.
import type { Platform } from './platform.ts';

export interface ProxyOptions {
  baseUrl: string;
  restUrl: string;
  timeoutMs: number;
  /** Injected for tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
  /** Pause before the second attempt of an idempotent request. */
  retryDelayMs?: number;
}

/** Methods a second attempt cannot make happen twice. POST and PUT are never repeated. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

const jsonError = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The upstream URL for a path, or undefined when the path is not one the proxy may forward. */
export function upstreamUrl(
  options: Pick<ProxyOptions, 'baseUrl' | 'restUrl'>,
  pathAndQuery: string,
): URL | undefined {
  const local = new URL(pathAndQuery, 'http://console.invalid');
  if (local.origin !== 'http://console.invalid') return undefined;
  const path = local.pathname;
  // Dot segments, backslashes or encoded separators could climb out of the upstream base path: refuse them.
  if (/(^|\/)\.\.?(\/|$)|\\|%2e|%2f|%5c/i.test(path)) return undefined;
  const base =
    path === '/api' || path.startsWith('/api/')
      ? options.baseUrl
      : path === '/rest' || path.startsWith('/rest/')
        ? options.restUrl
        : undefined;
  if (!base) return undefined;
  const upstream = new URL(base);
  const target = new URL(upstream.href);
  target.pathname = `${upstream.pathname.replace(/\/$/, '')}${path}`;
  target.search = local.search;
  target.hash = '';
  if (target.origin !== upstream.origin) return undefined;
  return target;
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && error.name === 'TimeoutError';

export function createProxyPlatform(options: ProxyOptions): Platform {
  const fetchImpl = options.fetchImpl ?? fetch;
  const retryDelayMs = options.retryDelayMs ?? 100;
  return async (request) => {
    const incoming = new URL(request.url);
    const target = upstreamUrl(options, `${incoming.pathname}${incoming.search}`);
    if (!target) return jsonError(404, 'Not found');
    const idempotent = IDEMPOTENT.has(request.method);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer();
    const attempts = idempotent ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      // The timeout bounds the wait for the platform's answer (its status and headers); the body then streams
      // to the browser and ends with it. Its timer and the caller's listener end as soon as the answer comes:
      // a signal alive for the whole timeout on every request (AbortSignal.timeout with AbortSignal.any) kept
      // each request's state for 30 s, hundreds of MB at a few thousand requests a second.
      const controller = new AbortController();
      const timer = setTimeout(
        () =>
          controller.abort(
            new DOMException('The platform did not answer in time.', 'TimeoutError'),
          ),
        options.timeoutMs,
      );
      // The caller going away (the browser closed the tab) also ends the upstream request.
      const onCallerGone = () => controller.abort(request.signal.reason);
      if (request.signal.aborted) onCallerGone();
      else request.signal.addEventListener('abort', onCallerGone, { once: true });
      try {
        return await fetchImpl(target, {
          method: request.method,
          headers: request.headers,
          body,
          // A redirect would be followed to wherever the upstream points: the browser gets it as it is.
          redirect: 'manual',
          signal: controller.signal,
        });
      } catch (error) {
        // A timeout is not retried: the platform may still be working on the first attempt.
        const timedOut = isTimeout(controller.signal.reason) || isTimeout(error);
        if (!timedOut && !request.signal.aborted && attempt < attempts) {
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
          continue;
        }
        return timedOut
          ? jsonError(504, 'The platform did not answer in time.')
          : jsonError(502, 'The platform cannot be reached.');
      } finally {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onCallerGone);
      }
    }
  };
}
