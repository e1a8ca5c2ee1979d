// The one fetch client of the console: its own origin only, a timeout and cancellation on every request,
// errors into ApiError, responses parsed through the contracts' zod schemas.
import { z } from 'zod/mini';
import { ApiError, apiErrorFromBody } from './errors';

/** The header every console request carries; the server refuses cookie-borne requests without it (CSRF). */
export const CONSOLE_HEADER = { name: 'X-Requested-With', value: 'messaging-console' } as const;

export const DEFAULT_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** A JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface RequestOptions<S extends z.core.$ZodType> extends FetchOptions {
  schema: S;
}

/** `page[limit]=50&filter[ids][]=a&filter[ids][]=b`: empty values are left out. */
export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A wire key's bare name: `filter[from]` → `from`, `page[limit]` → `limit`, `sort` → `sort`. */
type BareName<K> = K extends `${string}[${infer Name}]` ? Name : K;

/**
 * What may be sent for a value the schema takes: its own type, and a number where the schema reads a string (a
 * query string carries both alike); a value the schema preprocesses (typed unknown) takes any query value.
 */
type WireValue<V> = unknown extends V
  ? QueryValue
  : V extends readonly unknown[]
    ? readonly (string | number)[]
    : V extends string
      ? string extends V
        ? string | number
        : V
      : V extends QueryValue
        ? V
        : never;

/** A request schema keyed as sent on the wire: `page[limit]`, `filter[from]`, `sort`, `way`. */
type WireSchema = z.core.$ZodObject;

/** The typed params of a contract's query schema, each by its bare name, with the values the schema takes. */
export type WireParams<S extends WireSchema> = {
  [K in keyof z.input<S> as BareName<K & string>]?: WireValue<z.input<S>[K]> | undefined;
};

const BRACKETED = /^[a-z_]+\[([^\]]+)\]$/;

/** `filter[from]` → `from`; a key without brackets is its own name. */
export function bareWireName(key: string): string {
  return BRACKETED.exec(key)?.[1] ?? key;
}

/**
 * The query of a request, built from the contract's request schema: every key the schema has, spelled as the
 * schema spells it (`filter[from]`, `page[limit]`), takes the param of its bare name (`from`, `limit`). A wire
 * key is written only in the contract; a param the schema does not have cannot be passed (type error) and is
 * never sent.
 */
export function wireQuery<S extends WireSchema, P extends WireParams<S>>(
  schema: S,
  params: P & Record<Exclude<keyof P, keyof WireParams<S>>, never>,
): QueryParams {
  const byName = new Map<string, QueryValue>(Object.entries(params));
  const query: QueryParams = {};
  for (const key of Object.keys(schema._zod.def.shape)) {
    const name = bareWireName(key);
    if (byName.has(name)) query[key] = byName.get(name);
  }
  return query;
}

/**
 * One path segment, encoded. Refuses what could change the path's meaning (empty, `.`, `..`, over 200
 * characters) before any request is made.
 */
export function pathSegment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..' || text.length > 200) {
    throw new ApiError({
      kind: 'http',
      status: 400,
      shape: 'unknown',
      message: `"${text.slice(0, 40)}" is not a valid identifier`,
    });
  }
  return encodeURIComponent(text);
}

/** A path with every interpolated value encoded as one segment: apiPath`/api/campaigns/${id}/stop`. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return values.reduce<string>(
    (out, value, i) => out + pathSegment(value) + (strings[i + 1] ?? ''),
    strings[0] ?? '',
  );
}

interface Sent {
  response: Response;
  /** Aborts when the request takes too long, reading the body included. */
  timeout: AbortSignal;
  timeoutMs: number;
}

const cancelled = (cause: unknown) =>
  new ApiError({ kind: 'aborted', message: 'The request was cancelled', cause });
const timedOut = (timeoutMs: number, cause: unknown) =>
  new ApiError({
    kind: 'timeout',
    message: `The server did not answer within ${Math.ceil(timeoutMs / 1000)} s`,
    cause,
  });

async function send(path: string, options: FetchOptions): Promise<Sent> {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`api paths are same-origin: ${path}`);
  const { method = 'GET', query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(`${path}${toQueryString(query)}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        [CONSOLE_HEADER.name]: CONSOLE_HEADER.value,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
    return { response, timeout, timeoutMs };
  } catch (error) {
    if (signal?.aborted) throw cancelled(error);
    if (timeout.aborted) throw timedOut(timeoutMs, error);
    throw new ApiError({
      kind: 'network',
      message: 'Cannot reach the server. Check your connection and try again.',
      cause: error,
    });
  }
}

/** Reads the body; a failure while reading is told apart like a failure to send. */
async function readText(sent: Sent, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await sent.response.text();
  } catch (error) {
    if (signal?.aborted) throw cancelled(error);
    if (sent.timeout.aborted) throw timedOut(sent.timeoutMs, error);
    throw new ApiError({
      kind: 'network',
      message: 'Cannot reach the server: the connection was lost while reading the answer.',
      cause: error,
    });
  }
}

/** Sends a request to the console's own origin and returns the response when its status is a success. */
export async function apiFetch(path: string, options: FetchOptions = {}): Promise<Response> {
  const sent = await send(path, options);
  if (!sent.response.ok)
    throw apiErrorFromBody(sent.response.status, await readText(sent, options.signal));
  return sent.response;
}

/** Sends a request and parses the JSON answer through a contract schema. */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const sent = await send(path, options);
  const { response } = sent;
  const text = await readText(sent, options.signal);
  if (!response.ok) throw apiErrorFromBody(response.status, text);
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: 'The platform answered with a body that is not JSON.',
      cause: error,
    });
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : '';
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: `The platform answered with an unexpected body${where}.`,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
