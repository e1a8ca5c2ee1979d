// Test-only: every answer an app gives to a documented platform call is checked against the platform document.
// The server tests build their apps through this, so a sandbox answer the document does not describe fails them.
import type { Hono } from 'hono';
import { INJECTED_FAULT_HEADER } from '../sandbox/faults.ts';
import { checkResponse, type ResponseCheck } from './response-check.ts';

/** What was checked in this test file: the count, and every answer that disagreed with the document. */
export const documentChecks = {
  count: 0,
  disagreements: [] as (ResponseCheck & { url: string })[],
};

/** Statuses given by the server's own layers or injected faults, not by the platform's endpoints. */
const NOT_PLATFORM_ANSWERS = new Set([413, 429]);

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Wraps the app's fetch (which `app.request` calls) so that each answer is checked after it is made. */
export function checkedAgainstDocument<T extends Pick<Hono, 'fetch'>>(app: T): T {
  const fetch = app.fetch.bind(app);
  app.fetch = async (request, env, executionContext) => {
    const response = await fetch(request, env, executionContext);
    if (
      response.status >= 500 ||
      NOT_PLATFORM_ANSWERS.has(response.status) ||
      response.headers.has(INJECTED_FAULT_HEADER)
    )
      return response;
    const url = new URL(request.url);
    const check = checkResponse(
      request.method,
      url.pathname,
      response.status,
      response.headers.get('content-type') ?? '',
      await bodyOf(response.clone()),
    );
    if (check) {
      documentChecks.count += 1;
      if (check.problems.length > 0)
        documentChecks.disagreements.push({
          ...check,
          url: `${request.method} ${url.pathname}${url.search}`,
        });
    }
    return response;
  };
  return app;
}
