// Security headers on every response, and the request-body limit.
import { secureHeaders } from 'hono/secure-headers';
import { bodyLimit } from 'hono/body-limit';

/** CSP: no inline script, no eval; Mantine needs inline styles. RCS media are remote https images. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
    strictTransportSecurity: false,
  });

export const requestBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json({ errors: [{ message: `The request body is larger than ${maxSize} bytes.` }] }, 413),
  });
