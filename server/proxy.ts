// Proxy mode: the platform is upstream. /api/* goes to PLATFORM_BASE_URL, /rest/* to PLATFORM_REST_URL, nowhere else.
import type { Readable } from 'node:stream';
import { Agent, errors as undiciErrors, type Dispatcher } from 'undici';
import type { Platform } from './platform.ts';

export interface ProxyOptions {
  baseUrl: string;
  restUrl: string;
  timeoutMs: number;
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

/** Answers up to this size are read whole before they are relayed; larger ones stream through. */
const BUFFERED_BYTES = 1 << 20;

/** undici's header record as web Headers (a repeated header, e.g. Set-Cookie, as repeated entries). */
function webHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one);
  }
  return out;
}

/**
 * A streamed answer's body as the web stream a Response takes, starting with what was read of it already; the
 * upstream request ends if the caller leaves.
 */
function webStream(body: Readable, read: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of read) controller.enqueue(chunk);
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) controller.close();
      else if (next.value instanceof Uint8Array) controller.enqueue(next.value);
    },
    cancel: () => void body.destroy(),
  });
}

/**
 * An answer's body: whole, when it ends within BUFFERED_BYTES (most answers, whether or not the platform sent
 * their length); else what was read and the rest as a stream. Reading small answers whole matters under load: a
 * web stream per answer and its iterator were most of what lived long enough to be copied by the garbage
 * collector, whose pauses set the 99th percentile of the time the proxy adds (docs/benchmarks/load.md).
 */
function readBody(body: Readable): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const read: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      read.push(chunk);
      size += chunk.length;
      if (size <= BUFFERED_BYTES) return;
      body.pause();
      stop();
      resolve(webStream(body, read));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(read, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
  });
}

const isTimeout = (error: unknown) =>
  error instanceof undiciErrors.HeadersTimeoutError ||
  error instanceof undiciErrors.ConnectTimeoutError;

export function createProxyPlatform(options: ProxyOptions): Platform {
  const retryDelayMs = options.retryDelayMs ?? 100;
  /**
   * One connection pool for every upstream request: kept-alive sockets, and undici's own request API, which does
   * a fraction of the work of fetch per request (no Request, Headers or web stream per answer). Found by
   * profiling the server at 1,000 proxied requests/s: fetch took a third of its CPU time
   * (docs/benchmarks/load.md).
   */
  const upstream = new Agent({
    keepAliveTimeout: 30_000,
    connect: { timeout: options.timeoutMs },
  });
  return async (request, callerSignal) => {
    const signal = callerSignal ?? request.signal;
    const incoming = new URL(request.url);
    const target = upstreamUrl(options, `${incoming.pathname}${incoming.search}`);
    if (!target) return jsonError(404, 'Not found');
    const idempotent = IDEMPOTENT.has(request.method);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const attempts = idempotent ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        // The timeout bounds the wait for the platform's answer (its status and headers); the body then streams
        // to the browser and ends with it. The caller going away (the browser closed the tab) ends it too. A
        // redirect is not followed (undici's request never does): the browser gets it as it is.
        const answer: Dispatcher.ResponseData = await upstream.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: request.method,
          headers,
          body,
          signal,
          headersTimeout: options.timeoutMs,
        });
        const empty = request.method === 'HEAD' || [204, 304].includes(answer.statusCode);
        const payload = empty ? (answer.body.resume(), null) : await readBody(answer.body);
        const answerHeaders = webHeaders(answer.headers);
        // An answer read whole goes on with its length, chunked or not upstream: the server's compression then
        // leaves a short one as it is without reading it (server/app.ts).
        if (payload instanceof Uint8Array)
          answerHeaders.set('content-length', String(payload.byteLength));
        return new Response(payload, { status: answer.statusCode, headers: answerHeaders });
      } catch (error) {
        // A timeout is not retried: the platform may still be working on the first attempt.
        const timedOut = isTimeout(error);
        if (!timedOut && !signal.aborted && attempt < attempts) {
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
          continue;
        }
        return timedOut
          ? jsonError(504, 'The platform did not answer in time.')
          : jsonError(502, 'The platform cannot be reached.');
      }
    }
  };
}
