// Proxy mode behind a load balancer: `npm run start:cluster` (Node's cluster module, N instances on one port)
// in front of the project's own server in sandbox mode as the platform. Real processes, real sockets; every
// request opens its own connection so that the balancer spreads them over every instance.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from './session.ts';

const root = path.resolve(import.meta.dirname, '..');
const SIGN_IN_LIMIT = 3;
const TWO_HOURS = 7200;

interface Started {
  origin: string;
  child: ChildProcess;
}

/** Starts a server script with tsx and waits for its "running at" line. */
function startScript(script: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+):(\d+)/.exec(output);
      if (match) resolve({ origin: `http://127.0.0.1:${match[2]}`, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
}

function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
}

interface Answer {
  status: number;
  instance: string | undefined;
  cookie: string | undefined;
  cleared: boolean;
  body: string;
}

/** One request on a connection of its own (no keep-alive), optionally from another loopback address. */
function send(
  origin: string,
  pathname: string,
  options: { method?: string; cookie?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${pathname}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          [CSRF_HEADER]: CSRF_VALUE,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pairs = (response.headers['set-cookie'] ?? [])
            .map((line) => line.split(';')[0] ?? '')
            .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
          const header = response.headers['x-console-instance'];
          resolve({
            status: response.statusCode ?? 0,
            instance: Array.isArray(header) ? header[0] : header,
            cookie: pairs.find((pair) => pair.length > SESSION_COOKIE.length + 1),
            cleared: pairs.some((pair) => pair === `${SESSION_COOKIE}=`),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const loggedSchema = z.object({
  data: z.array(z.object({ method: z.string(), path: z.string(), status: z.number() })),
});

// Real processes on a machine that may be busy: generous limits (a quiet machine runs the file in about 70 s).
describe.each([2, 4])(
  'a cluster of %i instances in proxy mode',
  { timeout: 120_000 },
  (instances) => {
    const dataDir = path.join(root, '.data', `cluster-test-${process.pid}-${instances}`);
    let upstream: Started | undefined;
    let balancer: Started | undefined;
    const platform = () => upstream?.origin ?? '';
    const console_ = () => balancer?.origin ?? '';

    /** What the platform received on a path (its request log). */
    const platformLog = async (prefix: string) => {
      const answer = await send(platform(), `/sandbox/requests?path=${encodeURIComponent(prefix)}`);
      return loggedSchema.parse(JSON.parse(answer.body)).data;
    };
    const signIn = async () => {
      const answer = await send(console_(), '/session', {
        method: 'POST',
        body: { api_key: 'live_sandbox', api_version: '2.0' },
      });
      expect(answer.status).toBe(200);
      return answer.cookie ?? '';
    };
    /** Signs in, lets the platform's token expire (two hours on its clock) and clears its request log. */
    const signInThenExpireToken = async () => {
      const cookie = await signIn();
      await send(platform(), '/sandbox/clock', {
        method: 'POST',
        body: { advance_seconds: TWO_HOURS },
      });
      await send(platform(), '/sandbox/requests', { method: 'DELETE' });
      return cookie;
    };

    beforeAll(async () => {
      upstream = await startScript('server/main.ts', {
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_SCALE: '0.01',
      });
      balancer = await startScript('server/cluster.ts', {
        INSTANCES: String(instances),
        PLATFORM_BASE_URL: platform(),
        PLATFORM_REST_URL: platform(),
        SESSION_SECRET: 'cluster-test-secret-that-is-long-enough-0123456789',
        SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
      });
    }, 300_000);

    afterAll(async () => {
      await stop(balancer);
      await stop(upstream);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('an expired token: twenty parallel requests over every instance all answer, nobody is signed out, one refresh succeeds', async () => {
      const cookie = await signInThenExpireToken();

      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          send(console_(), '/api/2fa/authentications/templates', { cookie }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(answers.some((a) => a.cleared)).toBe(false);
      expect(new Set(answers.map((a) => a.instance)).size).toBe(instances);

      // The platform's log: each instance renewed at most once; one refresh won, the others signed in again.
      const refreshes = await platformLog('/api/auth/refresh');
      const logins = await platformLog('/api/auth/login');
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
      expect(refreshes.length).toBeLessThanOrEqual(instances);
      expect(refreshes.filter((r) => r.status === 200)).toHaveLength(1);
      expect(logins.length).toBe(refreshes.length - 1);
      process.stdout.write(
        `cluster of ${instances}: 20 of 20 answered 200 over ${instances} instances; the platform saw ${refreshes.length} refresh(es) (1 renewed) and ${logins.length} sign-in(s) again\n`,
      );

      // Every renewed cookie works on every instance without another renewal.
      const renewed = answers.map((a) => a.cookie);
      expect(renewed.every((c) => c !== undefined)).toBe(true);
      await send(platform(), '/sandbox/requests', { method: 'DELETE' });
      const again = await Promise.all(
        renewed.map((c) => send(console_(), '/api/2fa/authentications/templates', { cookie: c })),
      );
      expect(again.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(await platformLog('/api/auth/')).toEqual([]);
    });

    it('a mutation sent once while its token expired is carried out exactly once', async () => {
      const cookie = await signInThenExpireToken();
      const recipient = `38050${instances}000777`;
      const answer = await send(console_(), '/api/2fa/authentications/otp', {
        method: 'POST',
        cookie,
        body: {
          channel: 'SMS',
          sender: 'MyShop',
          recipient,
          template_id: '1',
          code_digits: 6,
          code_lifetime: 300,
          code_max_tries: 3,
        },
      });
      expect(answer.status).toBe(201);
      const posts = await platformLog('/api/2fa/authentications/otp');
      // Refused once for the expired token (nothing done), then carried out once with the renewed one.
      expect(posts.map((p) => p.status)).toEqual([401, 201]);
      const outbox = await send(platform(), `/sandbox/outbox?recipient=${recipient}`);
      expect(
        z.object({ data: z.array(z.unknown()) }).parse(JSON.parse(outbox.body)).data,
      ).toHaveLength(1);
    });

    it(`the sign-in limit is counted per instance: ${SIGN_IN_LIMIT} a minute on each`, async () => {
      // From another loopback address, so the other tests' sign-ins do not count.
      const attempts = [];
      for (let i = 0; i < SIGN_IN_LIMIT * instances + instances; i++) {
        attempts.push(
          await send(console_(), '/session', {
            method: 'POST',
            from: '127.0.0.2',
            body: { api_key: 'live_sandbox', api_version: '2.0' },
          }),
        );
      }
      const statuses = attempts.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(SIGN_IN_LIMIT * instances);
      expect(statuses.filter((s) => s === 429)).toHaveLength(instances);
    });

    it('sign-out clears the cookie; a copy taken before stays usable on every instance until the session ends', async () => {
      const cookie = await signIn();
      const signedOut = await send(console_(), '/session', { method: 'DELETE', cookie });
      expect(signedOut.status).toBe(200);
      expect(signedOut.cleared).toBe(true);
      // Stateless sessions: nothing is shared between instances, so a copied cookie lives to its end
      // (SESSION_TTL_SECONDS, docs/operations.md).
      const copies = await Promise.all(
        Array.from({ length: instances * 2 }, () =>
          send(console_(), '/api/2fa/authentications/templates', { cookie }),
        ),
      );
      expect(copies.map((a) => a.status)).toEqual(Array.from({ length: instances * 2 }, () => 200));
      expect(new Set(copies.map((a) => a.instance)).size).toBe(instances);
    });
  },
);
