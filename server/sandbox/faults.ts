// Fault injection for the sandbox (/sandbox/faults) and the log of requests that reached it (/sandbox/requests):
// how e2e suites prove the console under failures, slowness, malformed answers and lost responses.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fieldErrorsFromZod, validationError } from './http.ts';

/** Marks an answer made by an injected fault (not by the platform's endpoints), so callers can tell them apart. */
export const INJECTED_FAULT_HEADER = 'x-sandbox-fault';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', '*'] as const;

export const faultRequestSchema = z
  .object({
    match: z
      .string()
      .regex(
        /^(GET|POST|PUT|DELETE|PATCH|\*) \/\S*$/,
        'Use "METHOD /path-prefix", e.g. "GET /api/messages"',
      ),
    status: z.number().int().min(100).max(599).optional(),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    body: z.enum(['malformed', 'empty']).optional(),
    drop: z.literal(true).optional(),
    times: z.number().int().min(1).max(10_000).optional(),
  })
  .refine(
    (f) =>
      f.status !== undefined || f.delay_ms !== undefined || f.body !== undefined || f.drop === true,
    {
      message: 'Give at least one of status, delay_ms, body or drop',
    },
  );
export type FaultRequest = z.infer<typeof faultRequestSchema>;

interface Fault extends FaultRequest {
  id: number;
  method: (typeof METHODS)[number];
  prefix: string;
  /** Matches left; undefined means until DELETE /sandbox/faults. */
  remaining: number | undefined;
  hits: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
}

const LOG_LIMIT = 2000;
/** @hono/node-server's marker (its RESPONSE_ALREADY_SENT) of a response the handler wrote to the socket itself. */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';
const MALFORMED_BODY = '{"data": [{"id": 1, "status": "deliv';

export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  let log: LoggedRequest[] = [];

  const take = (method: string, path: string): Fault | undefined => {
    const fault = faults.find(
      (f) => (f.method === '*' || f.method === method) && path.startsWith(f.prefix),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    }
    return fault;
  };

  /** Applies a matching fault to a /api or /rest request, around the real handling. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const url = new URL(c.req.url);
    const fault = take(c.req.method, url.pathname);
    if (!fault) return next();
    if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    if (fault.status !== undefined) {
      // The platform is not reached: the fault is the answer.
      const body =
        fault.body === 'empty'
          ? ''
          : fault.body === 'malformed'
            ? MALFORMED_BODY
            : JSON.stringify({ errors: [{ message: `Injected fault (HTTP ${fault.status})` }] });
      return c.body(body, fault.status as ContentfulStatusCode, {
        'content-type': 'application/json',
        [INJECTED_FAULT_HEADER]: 'true',
      });
    }
    await next();
    if (fault.drop) {
      // The platform did the work; its answer is lost on the way back.
      dropConnection(c);
      return;
    }
    if (fault.body) {
      const status = c.res.status as ContentfulStatusCode;
      c.res = c.body(fault.body === 'empty' ? '' : MALFORMED_BODY, status, {
        'content-type': 'application/json',
        [INJECTED_FAULT_HEADER]: 'true',
      });
    }
  };

  const record = (request: Request, status: number) => {
    const url = new URL(request.url);
    log.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status,
      at: new Date().toISOString(),
    });
    if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT);
  };

  const routes = new Hono()
    .post('/sandbox/faults', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = undefined;
      }
      const parsed = faultRequestSchema.safeParse(body);
      if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
      const [method = '*', prefix = '/'] = parsed.data.match.split(' ');
      const fault: Fault = {
        ...parsed.data,
        id: nextId++,
        method: METHODS.find((m) => m === method) ?? '*',
        prefix,
        remaining: parsed.data.times,
        hits: 0,
      };
      faults.push(fault);
      return c.json({ data: describe(fault) }, 201);
    })
    .get('/sandbox/faults', (c) => c.json({ data: faults.map(describe) }))
    .delete('/sandbox/faults', (c) => {
      faults = [];
      return c.json({ data: { cleared: true } });
    })
    .get('/sandbox/requests', (c) => {
      const method = c.req.query('method');
      const prefix = c.req.query('path');
      const data = log.filter(
        (r) =>
          (!method || r.method === method.toUpperCase()) && (!prefix || r.path.startsWith(prefix)),
      );
      return c.json({ data, total: data.length });
    })
    .delete('/sandbox/requests', (c) => {
      log = [];
      return c.json({ data: { cleared: true } });
    });

  return {
    middleware,
    routes,
    /** Records a request the sandbox platform handled (called by the platform wrapper). */
    record,
    reset: () => {
      faults = [];
      log = [];
    },
  };
}

function describe(fault: Fault) {
  return {
    id: fault.id,
    match: fault.match,
    status: fault.status ?? null,
    delay_ms: fault.delay_ms ?? null,
    body: fault.body ?? null,
    drop: fault.drop ?? false,
    remaining: fault.remaining ?? null,
    hits: fault.hits,
  };
}

function isServerResponse(value: unknown): value is ServerResponse {
  return typeof value === 'object' && value !== null && 'socket' in value && 'writeHead' in value;
}

/**
 * Loses the response on the way back (served by @hono/node-server; in process there is no connection). Headers and
 * part of the body go out before the connection is cut: a browser retries a request silently when a reused
 * connection closes before any byte of the answer, and this fault must reach the platform exactly once.
 */
function dropConnection(c: Context): void {
  const env: unknown = c.env;
  const outgoing =
    typeof env === 'object' && env !== null && 'outgoing' in env ? env.outgoing : undefined;
  if (isServerResponse(outgoing)) {
    outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    outgoing.write('{"data": {', () => outgoing.socket?.destroy());
    // Tells the Node adapter the answer is already on its way: it writes nothing more (no second writeHead).
    c.res = new Response(null, { headers: { [ALREADY_SENT_HEADER]: 'true' } });
    return;
  }
  c.res = new Response(null, { status: 599 });
}
