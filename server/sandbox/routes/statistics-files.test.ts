// A statistics file is generated once while it is first sent, then served from disk with its length, in the
// stored brotli or gzip form the client accepts, through the console's session layer as the browser gets it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  consoleHeaders,
  createTestApp,
  signInCookie,
  TEST_SCALE,
  withKey,
} from '../../test/app.ts';
import { createSandboxApp } from '../app.ts';
import { openStore } from '../store/db.ts';
import { STAT_FILE_SAMPLES } from '../store/areas/statistics.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stat-files-'));
const store = openStore({ dataDir: dir, scale: TEST_SCALE });
const { app } = createTestApp({}, store);
afterAll(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const builtDir = path.join(dir, 'stat-files');
const built = (suffix: string) =>
  fs.existsSync(builtDir)
    ? fs.readdirSync(builtDir).filter((name) => name.endsWith(suffix) && !name.endsWith('.tmp'))
    : [];

describe('statistics files built once', () => {
  it('sends the generated file, then the same bytes from disk in every accepted encoding', async () => {
    const cookie = await signInCookie(app);
    const get = (acceptEncoding?: string) =>
      app.request(`/rest/stat/file/id/${STAT_FILE_SAMPLES.mixed}/format/xml`, {
        headers: {
          ...consoleHeaders,
          cookie,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBeNull();
    const original = Buffer.from(await first.arrayBuffer());
    expect(original.toString('utf8')).toMatch(/^<\?xml/);

    // The file and both compressed forms are written beside the working database.
    await expect
      .poll(() => [built('.xml').length, built('.xml.gz').length, built('.xml.br').length], {
        timeout: 20_000,
      })
      .toEqual([1, 1, 1]);

    const plain = await get();
    expect(plain.headers.get('content-length')).toBe(String(original.byteLength));
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBytes.byteLength));
    expect(brBytes.byteLength).toBeLessThan(original.byteLength / 3);
    expect(zlib.brotliDecompressSync(brBytes).equals(original)).toBe(true);
    expect(br.headers.get('x-decoded-length')).toBe(String(original.byteLength));

    const gzip = await get('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(original)).toBe(true);

    // Refused by q=0: the plain file.
    const refused = await get('br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('content-length')).toBe(String(original.byteLength));
  });

  it('keeps no half file when the client goes away', async () => {
    // The sandbox alone: the test app's contract check reads every answer to its end.
    const response = await createSandboxApp({ store, controls: false }).request(
      `/rest/stat/file/id/${STAT_FILE_SAMPLES.large}/format/json`,
      { headers: withKey() },
    );
    const reader = response.body?.getReader();
    await reader?.read();
    // The file is being written meanwhile.
    await expect.poll(() => fs.readdirSync(builtDir).some((n) => n.endsWith('.tmp'))).toBe(true);
    await reader?.cancel();
    await expect
      .poll(() =>
        fs.existsSync(builtDir)
          ? fs.readdirSync(builtDir).filter((n) => n.includes(STAT_FILE_SAMPLES.large))
          : [],
      )
      .toEqual([]);
  });
});
