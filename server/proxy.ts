// Proxy mode: the platform is upstream. /api/* goes to PLATFORM_BASE_URL, /rest/* to PLATFORM_REST_URL, nowhere else.
import type { Platform } from './platform.ts';

export interface ProxyOptions {
  baseUrl: string;
  restUrl: string;
  timeoutMs: number;
  /** Injected for tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
}

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
  const path = local.pathname;
  // Decoded dot segments or backslashes could climb out of the upstream base path: refuse them.
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
  if (target.origin !== upstream.origin) return undefined;
  return target;
}

export function createProxyPlatform(options: ProxyOptions): Platform {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (request) => {
    const incoming = new URL(request.url);
    const target = upstreamUrl(options, `${incoming.pathname}${incoming.search}`);
    if (!target) return jsonError(404, 'Not found');
    const body = IDEMPOTENT.has(request.method) ? undefined : await request.arrayBuffer();
    const attempts = IDEMPOTENT.has(request.method) ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetchImpl(target, {
          method: request.method,
          headers: request.headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        if (attempt < attempts && !timedOut) continue;
        return timedOut
          ? jsonError(504, 'The platform did not answer in time.')
          : jsonError(502, 'The platform cannot be reached.');
      }
    }
  };
}
