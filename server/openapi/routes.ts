// /sandbox/openapi.json (the platform's contract) and /sandbox/reference (a readable page of it, drawn by Swagger
// UI's own distribution, served from node_modules: never part of the console's bundle).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { DEFAULT_ORIGIN, platformDocument } from './document.ts';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The distribution's files the page loads, with their media types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Messaging platform API reference</title>
    <link rel="stylesheet" href="/sandbox/reference/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/sandbox/reference/favicon-32x32.png" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/sandbox/reference/swagger-ui-bundle.js"></script>
    <script src="/sandbox/reference/start.js"></script>
  </body>
</html>
`;

/** Started from a file, not inline: the server's CSP allows no inline script. */
const START = `window.ui = SwaggerUIBundle({
  url: '/sandbox/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

let document: string | undefined;

/** The document with its servers defaulting to the address it was asked at (built once, the address put in). */
function documentAt(origin: string): string {
  document ??= JSON.stringify(platformDocument());
  return document.replaceAll(JSON.stringify(DEFAULT_ORIGIN), JSON.stringify(origin));
}

export const openApiRoutes = new Hono()
  .get('/sandbox/openapi.json', (c) =>
    c.body(documentAt(new URL(c.req.url).origin), 200, {
      'content-type': 'application/json; charset=utf-8',
    }),
  )
  .get('/sandbox/reference', (c) => c.html(PAGE))
  .get('/sandbox/reference/start.js', (c) =>
    c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  )
  .get('/sandbox/reference/:asset', (c) => {
    const asset = c.req.param('asset');
    const type = ASSETS[asset];
    if (!type) return c.json({ errors: [{ message: 'Not found' }] }, 404);
    return c.body(fs.readFileSync(path.join(SWAGGER_UI_DIR, asset)), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
