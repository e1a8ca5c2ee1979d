// The backend-for-frontend session: sign-in and sign-out, the sealed HttpOnly cookie, and forwarding of
// console requests to the platform with the session's credential (renewing an expired token once).
import { Hono, type Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as Iron from 'iron-webcrypto';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  loginResponseSchema,
  signInRequestSchema,
  type SessionInfo,
  type SessionState,
} from '../src/contracts/auth.ts';
import type { Platform } from './platform.ts';
import { clientAddress, createRateLimiter } from './security.ts';

/** `__Host-`: the browser accepts it only Secure, on Path=/, without Domain, so no subdomain can plant one. */
export const SESSION_COOKIE = '__Host-mc_session';
/** The fixed header every console request carries; a cookie-borne request without it is refused (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'messaging-console';

export const SIGN_IN_WINDOW_MS = 60_000;
/** How long a finished renewal is remembered, so that requests still carrying the old token reuse it. */
const RENEWAL_MEMORY_MS = 60_000;
/**
 * Sessions kept per process by their Cookie header, so that a session's requests do not redo the cookie's
 * cryptography.
 */
export const UNSEALED_CACHE_SIZE = 1000;

/**
 * The sealed cookie's payload. A cookie sealed before a change of these names fails the schema and is refused
 * like any bad cookie: the person signs in again.
 */
const sealedSessionSchema = z.object({
  apiVersion: z.enum(['2.0', '1.0']),
  /**
   * API key. Version 1.0 sends it on every request; version 2.0 keeps it to sign in again when a refresh is
   * refused for a token another instance already renewed (docs/decisions/005-token-renewal-across-instances.md).
   */
  apiKey: z.string().optional(),
  /** Platform token (API version 2.0). */
  token: z.string().optional(),
  keyType: z.enum(['test', 'live']),
  /** The last characters of the key, for the header. */
  keyHint: z.string(),
  /** When the session ends (epoch ms), fixed at sign-in: token renewals do not extend it. */
  expiresAt: z.number(),
});
type SealedSession = z.infer<typeof sealedSessionSchema>;

type Renewal =
  | { outcome: 'renewed'; token: string }
  /** The platform refused the token and the key: the session is over. */
  | { outcome: 'refused' }
  /** The platform failed (5xx, unreachable, odd body): the session stands, a later request tries again. */
  | { outcome: 'failed' };

export interface SessionLayerOptions {
  secret: string;
  ttlSeconds: number;
  platform: Platform;
  mode: SessionInfo['mode'];
  /** Sign-in attempts per client address per minute. */
  signInRateLimit: number;
}

/** Request headers that never go to the platform: they describe this hop, or belong to the console alone. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'cookie',
  'accept-encoding',
  'forwarded',
  'x-real-ip',
  'origin',
  'referer',
  CSRF_HEADER,
]);

/** Response headers of the platform that never reach the browser. */
const NOT_RELAYED = new Set([
  'set-cookie',
  'set-cookie2',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'upgrade',
  'te',
]);

const shape1 = (message: string) => ({ errors: [{ message }] });
const SESSION_ENDED = 'Your session has ended. Sign in again.';
const MISSING_CSRF = 'Missing the console request header.';
const KEY_REFUSED = {
  message: 'The given data was invalid.',
  errors: { api_key: ['This API key was not accepted by the platform.'] },
};

/** A failed sign-in call, said as the proxy says it: 504 for no answer in time, 502 for everything else. */
function platformFailure(c: Context, status: number, action: string): Response {
  if (status === 504) return c.json(shape1('The platform did not answer in time.'), 504);
  if (status === 502) return c.json(shape1('The platform cannot be reached.'), 502);
  return c.json(shape1(`The platform could not ${action} (HTTP ${status}).`), 502);
}

function keyType(apiKey: string): SealedSession['keyType'] {
  return apiKey.startsWith('test_') ? 'test' : 'live';
}

function keyHint(apiKey: string): string {
  return apiKey.length <= 8 ? '••••' : `••••${apiKey.slice(-4)}`;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Request headers worth passing on: no cookies, no hop-by-hop (including those the Connection header names),
 * no X-Forwarded-* or Forwarded, no Origin/Referer of the console, no console-only header.
 */
export function forwardableHeaders(headers: Headers): Headers {
  const named = new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
  const out = new Headers();
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (NOT_FORWARDED.has(lower) || named.has(lower) || lower.startsWith('x-forwarded-')) return;
    out.set(name, value);
  });
  return out;
}

export function createSessionLayer(options: SessionLayerOptions) {
  const { secret, ttlSeconds, platform, mode } = options;
  const signInLimiter = createRateLimiter({
    limit: options.signInRateLimit,
    windowMs: SIGN_IN_WINDOW_MS,
  });

  const seal = (session: SealedSession) =>
    Iron.seal(session, secret, {
      ...Iron.defaults,
      ttl: Math.max(1, session.expiresAt - Date.now()),
    });
  const unsealed = createLruCache<SealedSession>(UNSEALED_CACHE_SIZE);
  /**
   * The session of this request's cookie. `present` when the request carries a session cookie (valid or not), and
   * `session` when it unseals, is a session of this server and has not ended.
   *
   * A browser sends the same Cookie header with every request of a session: the unsealed content is kept, keyed by
   * a digest of that header (so no sealed credential sits in a map key), and a request whose header was seen
   * before is answered without parsing it or redoing the cookie's cryptography. Only headers whose session
   * unsealed are kept.
   */
  const readSession = async (
    c: Context,
  ): Promise<{ present: boolean; session?: SealedSession | undefined }> => {
    const header = c.req.header('cookie');
    if (!header) return { present: false };
    const key = digest(header);
    const known = unsealed.get(key);
    if (known) return { present: true, session: known.expiresAt > Date.now() ? known : undefined };
    const sealed = getCookie(c, SESSION_COOKIE);
    if (!sealed) return { present: false };
    try {
      const parsed = sealedSessionSchema.safeParse(
        await Iron.unseal(sealed, secret, Iron.defaults),
      );
      if (!parsed.success || parsed.data.expiresAt <= Date.now()) return { present: true };
      unsealed.set(key, parsed.data);
      return { present: true, session: parsed.data };
    } catch {
      // Tampered, sealed with another secret, or past its TTL: all the same to the caller.
      return { present: true };
    }
  };

  const writeCookie = async (c: Context, session: SealedSession) =>
    setCookie(c, SESSION_COOKIE, await seal(session), {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.max(1, Math.floor((session.expiresAt - Date.now()) / 1000)),
    });
  const clearCookie = (c: Context) =>
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    });

  const info = (s: SealedSession): SessionInfo => ({
    key_type: s.keyType,
    api_version: s.apiVersion,
    key_hint: s.keyHint,
    mode,
  });

  /** Asks the platform for a token; the token, 'refused' (401/403/422), or 'failed' (anything else). */
  const tokenFrom = async (request: Request): Promise<Renewal> => {
    try {
      const response = await platform(request);
      if (!response.ok) {
        await response.body?.cancel();
        // Only the platform saying no ends the session; its own failure is worth another try later.
        return [401, 403, 422].includes(response.status)
          ? { outcome: 'refused' }
          : { outcome: 'failed' };
      }
      const parsed = loginResponseSchema.safeParse(await response.json());
      return parsed.success ? { outcome: 'renewed', token: parsed.data } : { outcome: 'failed' };
    } catch {
      return { outcome: 'failed' };
    }
  };
  const refreshRequest = (token: string) =>
    new Request('http://platform/api/auth/refresh', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: '{}',
    });
  const loginRequest = (apiKey: string) =>
    new Request('http://platform/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ api_key: apiKey }),
    });

  /**
   * One renewal per expired token however many requests fail at once. The result is remembered a while,
   * so that requests which left the browser before the new cookie arrived reuse it instead of refreshing a
   * token the platform has already replaced. Keyed by a digest so no token sits in a map key.
   *
   * Another instance may have renewed the same token first (the platform then refuses this refresh): the
   * session is still valid, so the key sealed with it signs in again. Only a refused key ends the session.
   */
  const renewals = new Map<string, Promise<Renewal>>();
  const renew = (token: string, apiKey: string | undefined): Promise<Renewal> => {
    const key = digest(token);
    const pending = renewals.get(key);
    if (pending) return pending;
    const attempt = (async (): Promise<Renewal> => {
      const refreshed = await tokenFrom(refreshRequest(token));
      if (refreshed.outcome !== 'refused' || !apiKey) return refreshed;
      return tokenFrom(loginRequest(apiKey));
    })();
    renewals.set(key, attempt);
    void attempt.then((renewal) => {
      if (renewal.outcome === 'failed') renewals.delete(key);
      else setTimeout(() => renewals.delete(key), RENEWAL_MEMORY_MS).unref();
    });
    return attempt;
  };

  const hasCsrfHeader = (c: Context) => c.req.header(CSRF_HEADER) === CSRF_VALUE;
  const refuseWithoutCsrf = (c: Context) => c.json(shape1(MISSING_CSRF), 403);

  /** Signs in to the platform; a session, or the response to send when the key is refused or the platform fails. */
  const signInToPlatform = async (
    c: Context,
    apiKey: string,
    apiVersion: SealedSession['apiVersion'],
  ): Promise<SealedSession | Response> => {
    const base = {
      apiVersion,
      keyType: keyType(apiKey),
      keyHint: keyHint(apiKey),
      expiresAt: Date.now() + ttlSeconds * 1000,
    };
    if (apiVersion === '2.0') {
      const response = await platform(loginRequest(apiKey));
      if ([401, 403, 422].includes(response.status)) {
        await response.body?.cancel();
        return c.json(KEY_REFUSED, 422);
      }
      if (!response.ok) {
        await response.body?.cancel();
        return platformFailure(c, response.status, 'sign in');
      }
      const token = loginResponseSchema.safeParse(await response.json().catch(() => undefined));
      if (!token.success)
        return c.json(shape1('The platform answered sign-in with an unexpected body.'), 502);
      return { ...base, apiKey, token: token.data };
    }
    // Version 1.0 has no login: a harmless read tells whether the key is accepted.
    const response = await platform(
      new Request('http://platform/api/senders/requests/sms?page%5Blimit%5D=1', {
        headers: { 'x-api-key': apiKey, accept: 'application/json' },
      }),
    );
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) return c.json(KEY_REFUSED, 422);
    if (response.status >= 500) return platformFailure(c, response.status, 'check the key');
    return { ...base, apiKey };
  };

  /**
   * What GET /session answers for this request's cookie: the session (never the key or the token), or nobody with
   * the server's mode. A cookie that names no session is cleared.
   */
  const sessionState = async (c: Context): Promise<SessionState> => {
    const { present, session } = await readSession(c);
    if (!session) {
      if (present) clearCookie(c);
      // The mode tells the sign-in page whether the sandbox's demo accounts exist (no request that can only fail).
      return { data: null, mode };
    }
    return { data: info(session) };
  };

  const routes = new Hono()
    .get('/session', async (c) => {
      if (!hasCsrfHeader(c)) return refuseWithoutCsrf(c);
      // "Nobody" is an answer, not an error: a 401 here would be logged in the console of every sign-in page.
      return c.json(await sessionState(c));
    })
    .post('/session', async (c) => {
      if (!hasCsrfHeader(c)) return refuseWithoutCsrf(c);
      const retryAfter = signInLimiter.hit(clientAddress(c));
      if (retryAfter !== undefined) {
        c.header('Retry-After', String(retryAfter));
        return c.json(shape1(`Too many sign-in attempts. Try again in ${retryAfter} s.`), 429);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = undefined;
      }
      const parsed = signInRequestSchema.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[String(issue.path[0] ?? 'api_key')] ??= []).push(issue.message);
        return c.json({ message: 'The given data was invalid.', errors }, 422);
      }
      let outcome: SealedSession | Response;
      try {
        outcome = await signInToPlatform(c, parsed.data.api_key, parsed.data.api_version);
      } catch {
        return c.json(shape1('The platform cannot be reached.'), 502);
      }
      if (outcome instanceof Response) return outcome;
      await writeCookie(c, outcome);
      return c.json({ data: info(outcome) });
    })
    .delete('/session', (c) => {
      if (!hasCsrfHeader(c)) return refuseWithoutCsrf(c);
      clearCookie(c);
      // Nothing of the session may stay in the browser: its HTTP cache, cookies and storage go too.
      c.header('Clear-Site-Data', '"cache", "cookies", "storage"');
      return c.json({ data: { signed_out: true } });
    });

  /** Forwards one /api or /rest request to the platform. */
  const forward = async (c: Context): Promise<Response> => {
    const { present, session } = await readSession(c);
    if (present && !hasCsrfHeader(c)) return refuseWithoutCsrf(c);
    const url = new URL(c.req.url);
    const headers = forwardableHeaders(c.req.raw.headers);
    // The platform learns what the browser accepts, and a compressed answer (a statistics file, stored
    // compressed in the sandbox or compressed by the upstream) goes back with its encoding and length as they
    // are: the server neither decodes nor compresses it again.
    const acceptEncoding = c.req.header('accept-encoding');
    if (acceptEncoding) headers.set('accept-encoding', acceptEncoding);
    const body = ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.arrayBuffer();
    // The browser's signal goes beside the request, not into it: a Request built with a signal follows it through
    // a WeakRef and a FinalizationRegistry entry, which keep the incoming request and all it holds alive past the
    // young collections, until a full one (more to copy in each young collection: longer pauses).
    const send = (h: Headers) =>
      platform(
        new Request(`http://platform${url.pathname}${url.search}`, {
          method: c.req.method,
          headers: h,
          body,
        }),
        c.req.raw.signal,
      );

    // No session: an integrator's own credential (or none) goes through as it is.
    if (!present) return relay(c, await send(headers));
    if (!session) {
      clearCookie(c);
      return c.json(shape1(SESSION_ENDED), 401);
    }
    headers.delete('authorization');
    headers.delete('x-api-key');
    const withCredential = (token: string | undefined) => {
      const h = new Headers(headers);
      if (session.apiVersion === '1.0' && session.apiKey) h.set('x-api-key', session.apiKey);
      if (session.apiVersion === '2.0' && token) h.set('authorization', `Bearer ${token}`);
      return h;
    };
    const first = await send(withCredential(session.token));
    if (first.status !== 401) return relay(c, first);
    if (session.apiVersion === '1.0' || !session.token) {
      // The key itself is refused: keeping the cookie would only bounce the console between pages.
      clearCookie(c);
      return relay(c, first, true);
    }
    await first.body?.cancel();
    const renewal = await renew(session.token, session.apiKey);
    if (renewal.outcome === 'refused') {
      clearCookie(c);
      return c.json(shape1(SESSION_ENDED), 401);
    }
    if (renewal.outcome === 'failed')
      return c.json(shape1('The platform could not renew the session. Try again.'), 502);
    const retried = await send(withCredential(renewal.token));
    if (retried.status === 401) clearCookie(c);
    else await writeCookie(c, { ...session, token: renewal.token });
    return relay(c, retried, true);
  };

  return { routes, forward, sessionState };
}

/**
 * Drops upstream cookies and framing headers and marks the response as never cached. The platform's response
 * goes on as it is, its body untouched (a Response rebuilt around its body would turn a buffered answer into a
 * stream, a large part of the proxy's cost per request); only when the session layer changed the cookie in this
 * request (a renewed token, or its removal) does it go through the context, which adds that cookie.
 */
function relay(c: Context, response: Response, cookieChanged = false): Response {
  for (const name of [...response.headers.keys()])
    if (NOT_RELAYED.has(name)) response.headers.delete(name);
  response.headers.set('cache-control', 'no-store');
  if (!cookieChanged) return response;
  const status = isStatusCode(response.status) ? response.status : 502;
  return c.newResponse(response.body, { status, headers: response.headers });
}

const isStatusCode = (status: number): status is StatusCode => status >= 100 && status <= 599;

/** A map that keeps its `limit` most recently used entries (a Map iterates in insertion order). */
function createLruCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
  };
}
