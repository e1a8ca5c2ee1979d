// Security headers on every response, the request-body limit, and the sign-in rate limiter.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { FIRST_PAINT_SCRIPT } from '../src/contracts/first-paint.ts';

/** The hash that allows index.html's one inline script (src/contracts/first-paint.ts), and no other. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** CSP: no inline script but that one, no eval; Mantine needs inline styles. RCS media are remote https images. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    // The console is often served on http://localhost; HSTS belongs to the TLS terminator in front of it.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });

export const requestBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json({ errors: [{ message: `The request body is larger than ${maxSize} bytes.` }] }, 413),
  });

/**
 * The address of the client that opened the connection. X-Forwarded-For is deliberately not trusted: any
 * caller could set it to dodge the sign-in limit.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (in-process tests): every caller shares one bucket.
    return 'unknown';
  }
}

export interface RateLimiter {
  /** Counts one attempt; returns the seconds to wait when the address is over the limit, else undefined. */
  hit(address: string): number | undefined;
}

/** A fixed-window counter per address. Stale windows are swept so that the map cannot grow without bound. */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(address) {
      const time = now();
      if (time - lastSweep >= windowMs) {
        for (const [key, window] of windows)
          if (time - window.start >= windowMs) windows.delete(key);
        lastSweep = time;
      }
      const window = windows.get(address);
      if (!window || time - window.start >= windowMs) {
        windows.set(address, { start: time, count: 1 });
        return limit >= 1 ? undefined : Math.ceil(windowMs / 1000);
      }
      window.count += 1;
      if (window.count <= limit) return undefined;
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}
