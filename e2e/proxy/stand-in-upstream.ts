// A stand-in for the real platform, for the console in proxy mode: the sandbox (the same API, in process) behind
// a rewriter that answers in the spec's other spellings — `amont` for `amount`, `rcs_options` for `options`,
// `statistic` for `statistics`, a contact's `fields` as an object of name to value, channels in lower case,
// prices as strings — and appends hostile text to the names and texts it returns, so that every page is seen
// reading what the spec allows and showing, never running, what a platform may send.
//
// Run by playwright.config.ts: STAND_IN_PORT, SANDBOX_DATA_DIR, SANDBOX_SEED_DIR, SANDBOX_SCALE.
import { serve } from '@hono/node-server';
import { readConfig } from '../../server/config.ts';
import { createServerApp } from '../../server/app.ts';
import { respell, type Json } from './respell.ts';

const port = Number(process.env.STAND_IN_PORT ?? 4919);
const config = readConfig({
  ...process.env,
  PLATFORM_BASE_URL: '',
  PLATFORM_REST_URL: '',
  SANDBOX_TRAFFIC: 'off',
});
const { app } = createServerApp({ config });

// Every run starts from the seed: what an earlier run changed (a campaign it stopped) is not carried over.
const reset = await app.fetch(new Request('http://127.0.0.1/sandbox/reset', { method: 'POST' }));
if (!reset.ok) throw new Error(`The stand-in's sandbox could not be reset: HTTP ${reset.status}`);

serve({
  port,
  hostname: '127.0.0.1',
  fetch: async (request) => {
    // Uncompressed, so that the body can be read and rewritten.
    const headers = new Headers(request.headers);
    headers.delete('accept-encoding');
    const response = await app.fetch(new Request(request, { headers }));
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return response;
    const text = await response.text();
    let body: Json;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      return new Response(text, response);
    }
    const out = new Headers(response.headers);
    out.delete('content-length');
    return new Response(JSON.stringify(respell(body)), { status: response.status, headers: out });
  },
});
console.log(
  `Stand-in upstream (sandbox in the spec's other spellings) at http://127.0.0.1:${port}`,
);
