// The spec's error shapes, as the sandbox answers them, and the bridge from zod issues to shape 2.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** The fixed text of shape 2 (validation). */
export const VALIDATION_MESSAGE = 'The given data was invalid.';

/** Shape 1: `{errors: [{message}]}`. */
export function serviceError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ errors: [{ message }] }, status);
}

/** Shape 2: `{message, errors: {field: [text]}}`, always 422. */
export function validationError(c: Context, fieldErrors: Record<string, string[]>) {
  return c.json({ message: VALIDATION_MESSAGE, errors: fieldErrors }, 422);
}

/** Groups zod issues by the request field they concern (`page[limit]`, `filter[from]`, `recipient`, ...). */
export function fieldErrorsFromZod(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [head, ...rest] = issue.path.map(String);
    const field =
      head === undefined
        ? 'request'
        : rest.length === 0
          ? head
          : `${head}${rest.map((p) => `[${p}]`).join('')}`;
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Reads the query string into a flat record keyed as sent (`page[limit]`, `filter[ids]`), keeping repeated
 * keys (`filter[ids][]=1&filter[ids][]=2` or `filter[ids]=1&filter[ids]=2`) as arrays under the bare key.
 */
export function readQuery(c: Context): Record<string, string | string[]> {
  const url = new URL(c.req.url);
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Parses a JSON body; undefined when it is absent or not JSON (the caller answers with shape 2). */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
