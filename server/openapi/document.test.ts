// The platform document: valid OpenAPI 3.1 by an independent validator, every endpoint of the spec in it, the
// checked-in copy current, and served by the sandbox with its reference page.
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { ENDPOINTS, platformDocument } from './document.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** `METHOD /path` of every endpoint the spec names, read from the spec itself. */
function specEndpoints(): string[] {
  const spec = fs.readFileSync(
    path.join(root, 'docs', 'spec', 'messaging-platform-api.md'),
    'utf8',
  );
  const found = spec.matchAll(
    /\b(GET|POST|PUT|DELETE) (?:\{(?:base|rest)_url\})?(\/(?:api|rest)\/[^\s`|:,]*)/g,
  );
  return [
    ...new Set([...found].map(([, method, p]) => `${method} ${p!.replace(/\.$/, '')}`)),
  ].sort();
}

describe('the platform document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(platformDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every endpoint of the spec, and nothing else', () => {
    const documented = ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`).sort();
    expect(documented).toEqual(specEndpoints());
  });

  it('names both authentication schemes and both servers', () => {
    const document = platformDocument() as {
      servers: { url: string }[];
      components: { securitySchemes: Record<string, { type: string }> };
    };
    expect(document.servers.map((s) => s.url)).toEqual(['{base_url}', '{rest_url}']);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
  });

  it('is checked in as docs/openapi.json, as the contracts give it now (npm run openapi)', () => {
    const copy = fs.readFileSync(path.join(root, 'docs', 'openapi.json'), 'utf8');
    expect(JSON.parse(copy)).toEqual(platformDocument());
  });

  it('is served by the sandbox, with a reference page whose scripts are files of the server', async () => {
    const { app } = createTestApp();
    const served = await app.request('http://sandbox.test:8123/sandbox/openapi.json');
    expect(served.status).toBe(200);
    // Its servers default to the address it was asked at; the rest is the document as the contracts give it.
    expect(await served.json()).toEqual(platformDocument('http://sandbox.test:8123'));
    expect(JSON.stringify(platformDocument('http://sandbox.test:8123'))).toContain(
      '"default":"http://sandbox.test:8123"',
    );
    const page = await app.request('/sandbox/reference');
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script>/);
    for (const src of scripts) {
      const asset = await app.request(src);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
    }
  });
});
