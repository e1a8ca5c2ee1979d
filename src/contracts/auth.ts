// Sign-in: the platform's login/refresh, and the console's own session endpoint.
import { z } from 'zod/mini';

export const loginRequestSchema = z.object({
  api_key: z
    .string({ error: 'The API key is required' })
    .check(z.trim(), z.minLength(1, 'The API key is required'), z.maxLength(200)),
});

/** The platform answers `bearer`, at the top level or inside `data`. */
export const loginResponseSchema = z.pipe(
  z.union([
    z.object({ data: z.object({ bearer: z.string().check(z.minLength(1)) }) }),
    z.object({ bearer: z.string().check(z.minLength(1)) }),
  ]),
  z.transform((v) => ('data' in v ? v.data.bearer : v.bearer)),
);

export const apiVersionSchema = z.enum(['2.0', '1.0']);
export type ApiVersion = z.infer<typeof apiVersionSchema>;

/** POST /session: what the sign-in page sends to the console's own server. */
export const signInRequestSchema = z.object({
  api_key: loginRequestSchema.shape.api_key,
  api_version: z._default(apiVersionSchema, '2.0'),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** GET/POST /session: what the console may know of the session (never the key or the token). */
export const sessionInfoSchema = z.object({
  data: z.object({
    key_type: z.enum(['test', 'live']),
    api_version: apiVersionSchema,
    /** The last characters of the key, so a person can tell keys apart. */
    key_hint: z.string(),
    mode: z.enum(['sandbox', 'proxy']),
  }),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>['data'];

/** GET /sandbox/accounts. */
export const sandboxAccountsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      mode: z.string(),
      api_key: z.string(),
      balance: z.union([z.string(), z.number()]),
      currency: z.string(),
    }),
  ),
});

/** GET /session: the session, or `data: null` when nobody is signed in (an answer, not an error). */
export const sessionStateSchema = z.object({
  data: z.nullable(sessionInfoSchema.shape.data),
  /** The server's mode, given when nobody is signed in (the session's own `mode` says it otherwise). */
  mode: z.optional(sessionInfoSchema.shape.data.shape.mode),
});
export type SessionState = z.output<typeof sessionStateSchema>;

/**
 * The id of the element of index.html that carries the session state: the server writes it
 * (server/route-preloads.ts), the console reads it once at start (src/app/console.ts).
 */
export const SESSION_STATE_ELEMENT = 'session-state';

/**
 * The id of the element of index.html that lists the rest of the opened page's code: its JavaScript files beyond
 * those the HTML preloads itself. The server writes it (server/route-preloads.ts); the console asks for the files
 * a few per task (src/app/console.ts).
 */
export const PAGE_FILES_ELEMENT = 'page-files';

export const pageFilesSchema = z.array(z.string().check(z.regex(/^\/assets\/[\w.-]+\.js$/)));
