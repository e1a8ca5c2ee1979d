// The backend-for-frontend session: sign-in and sign-out, the sealed HttpOnly cookie, and forwarding of
// console requests to the platform with the session's credential (renewing an expired token once).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import * as Iron from 'iron-webcrypto';
import { z } from 'zod';
import {
  loginResponseSchema,
  signInRequestSchema,
  type SessionInfo,
} from '../src/contracts/auth.ts';
import type { Platform } from './platform.ts';

export const SESSION_COOKIE = 'mc_session';
/** The fixed header every console request carries; a cookie-borne request without it is refused (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'messaging-console';

const sealedSessionSchema = z.object({
  v: z.enum(['2.0', '1.0']),
  /** API key: kept only for API version 1.0, which sends it on every request. */
  k: z.string().optional(),
  /** Platform token (API version 2.0). */
  t: z.string().optional(),
  kt: z.enum(['test', 'live']),
  h: z.string(),
});
type SealedSession = z.infer<typeof sealedSessionSchema>;

export interface SessionLayerOptions {
  secret: string;
  ttlSeconds: number;
  platform: Platform;
  mode: SessionInfo['mode'];
  /** Sign-in attempts per client address per minute. */
  signInRateLimit: number;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'cookie',
  'accept-encoding',
]);

const shape1 = (message: string) => ({ errors: [{ message }] });

function keyType(apiKey: string): SealedSession['kt'] {
  return apiKey.startsWith('test_') ? 'test' : 'live';
}

function keyHint(apiKey: string): string {
  return apiKey.length <= 4 ? '••••' : `••••${apiKey.slice(-4)}`;
}

/** Request headers worth passing on: no cookies, no hop-by-hop, no X-Forwarded-*, no console-only header. */
export function forwardableHeaders(headers: Headers): Headers {
  const out = new Headers();
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (
      HOP_BY_HOP.has(lower) ||
      lower.startsWith('x-forwarded-') ||
      lower === 'forwarded' ||
      lower === CSRF_HEADER
    )
      return;
    out.set(name, value);
  });
  return out;
}

export function createSessionLayer(options: SessionLayerOptions) {
  const { secret, ttlSeconds, platform, mode } = options;
  const sealOptions = { ...Iron.defaults, ttl: ttlSeconds * 1000 };

  const seal = (session: SealedSession) => Iron.seal(session, secret, sealOptions);
  const unseal = async (value: string): Promise<SealedSession | undefined> => {
    try {
      const parsed = sealedSessionSchema.safeParse(await Iron.unseal(value, secret, sealOptions));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };

  const writeCookie = (c: Context, sealed: string) =>
    setCookie(c, SESSION_COOKIE, sealed, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: ttlSeconds,
    });
  const clearCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });

  const info = (s: SealedSession): SessionInfo => ({
    key_type: s.kt,
    api_version: s.v,
    key_hint: s.h,
    mode,
  });

  /** One renewal per expired token however many requests fail at once; the result is kept a while for late arrivals. */
  const renewals = new Map<string, Promise<string | undefined>>();
  const renew = (token: string): Promise<string | undefined> => {
    const pending = renewals.get(token);
    if (pending) return pending;
    const attempt = (async () => {
      try {
        const response = await platform(
          new Request('http://platform/api/auth/refresh', {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: '{}',
          }),
        );
        if (!response.ok) return undefined;
        const parsed = loginResponseSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    })();
    renewals.set(token, attempt);
    void attempt.finally(() => setTimeout(() => renewals.delete(token), 60_000).unref());
    return attempt;
  };

  const attempts = new Map<string, { windowStart: number; count: number }>();
  const rateLimited = (c: Context): number | undefined => {
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not served by @hono/node-server (in-process tests): all callers share one bucket.
    }
    const now = Date.now();
    const entry = attempts.get(address);
    if (!entry || now - entry.windowStart >= 60_000) {
      attempts.set(address, { windowStart: now, count: 1 });
      return undefined;
    }
    entry.count += 1;
    if (entry.count > options.signInRateLimit)
      return Math.ceil((entry.windowStart + 60_000 - now) / 1000);
    return undefined;
  };

  const hasCsrfHeader = (c: Context) => c.req.header(CSRF_HEADER) === CSRF_VALUE;

  const routes = new Hono()
    .get('/session', async (c) => {
      if (!hasCsrfHeader(c)) return c.json(shape1('Missing the console request header.'), 403);
      const sealed = getCookie(c, SESSION_COOKIE);
      const session = sealed ? await unseal(sealed) : undefined;
      if (!session) {
        if (sealed) clearCookie(c);
        return c.json(shape1('Not signed in.'), 401);
      }
      return c.json({ data: info(session) });
    })
    .post('/session', async (c) => {
      if (!hasCsrfHeader(c)) return c.json(shape1('Missing the console request header.'), 403);
      const retryAfter = rateLimited(c);
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
      const { api_key: apiKey, api_version: apiVersion } = parsed.data;
      const base = { v: apiVersion, kt: keyType(apiKey), h: keyHint(apiKey) } as const;
      let session: SealedSession;
      try {
        if (apiVersion === '2.0') {
          const response = await platform(
            new Request('http://platform/api/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({ api_key: apiKey }),
            }),
          );
          if (response.status === 401 || response.status === 403 || response.status === 422) {
            return c.json(
              {
                message: 'The given data was invalid.',
                errors: { api_key: ['This API key was not accepted by the platform.'] },
              },
              422,
            );
          }
          if (!response.ok)
            return c.json(shape1(`The platform could not sign in (HTTP ${response.status}).`), 502);
          const token = loginResponseSchema.safeParse(await response.json().catch(() => undefined));
          if (!token.success)
            return c.json(shape1('The platform answered sign-in with an unexpected body.'), 502);
          session = { ...base, t: token.data };
        } else {
          // Version 1.0 has no login: a harmless read tells whether the key is accepted.
          const response = await platform(
            new Request('http://platform/api/senders/requests/sms?page%5Blimit%5D=1', {
              headers: { 'x-api-key': apiKey, accept: 'application/json' },
            }),
          );
          if (response.status === 401 || response.status === 403) {
            return c.json(
              {
                message: 'The given data was invalid.',
                errors: { api_key: ['This API key was not accepted by the platform.'] },
              },
              422,
            );
          }
          if (response.status >= 500)
            return c.json(
              shape1(`The platform could not check the key (HTTP ${response.status}).`),
              502,
            );
          session = { ...base, k: apiKey };
        }
      } catch {
        return c.json(shape1('The platform cannot be reached.'), 502);
      }
      writeCookie(c, await seal(session));
      return c.json({ data: info(session) });
    })
    .delete('/session', (c) => {
      if (!hasCsrfHeader(c)) return c.json(shape1('Missing the console request header.'), 403);
      clearCookie(c);
      c.header('Clear-Site-Data', '"cache", "cookies", "storage"');
      return c.json({ data: { signed_out: true } });
    });

  /** Forwards one /api or /rest request to the platform. */
  const forward = async (c: Context): Promise<Response> => {
    const sealed = getCookie(c, SESSION_COOKIE);
    const url = new URL(c.req.url);
    const headers = forwardableHeaders(c.req.raw.headers);
    const body = ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.arrayBuffer();
    const send = (h: Headers) =>
      platform(
        new Request(`http://platform${url.pathname}${url.search}`, {
          method: c.req.method,
          headers: h,
          body,
        }),
      );

    if (!sealed) {
      // No session: an integrator's own credential (or none) goes through as it is.
      return relay(c, await send(headers));
    }
    if (!hasCsrfHeader(c)) return c.json(shape1('Missing the console request header.'), 403);
    const session = await unseal(sealed);
    if (!session) {
      clearCookie(c);
      return c.json(shape1('Your session has ended. Sign in again.'), 401);
    }
    headers.delete('authorization');
    headers.delete('x-api-key');
    const withCredential = (token: string | undefined) => {
      const h = new Headers(headers);
      if (session.v === '1.0' && session.k) h.set('x-api-key', session.k);
      if (session.v === '2.0' && token) h.set('authorization', `Bearer ${token}`);
      return h;
    };
    const first = await send(withCredential(session.t));
    if (first.status !== 401 || session.v !== '2.0' || !session.t) return relay(c, first);

    const renewed = await renew(session.t);
    if (!renewed) {
      clearCookie(c);
      return c.json(shape1('Your session has ended. Sign in again.'), 401);
    }
    writeCookie(c, await seal({ ...session, t: renewed }));
    const retried = await send(withCredential(renewed));
    if (retried.status === 401) clearCookie(c);
    return relay(c, retried);
  };

  return { routes, forward };
}

/**
 * Drops upstream cookies and framing headers, marks the response as never cached, and goes through the
 * context so that a cookie the session layer set (a renewed token) is sent with it.
 */
function relay(c: Context, response: Response): Response {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (
      ![
        'set-cookie',
        'content-length',
        'content-encoding',
        'transfer-encoding',
        'connection',
      ].includes(name)
    )
      headers[name] = value;
  });
  headers['cache-control'] = 'no-store';
  return c.newResponse(response.body, response.status as ContentfulStatusCode, headers);
}
