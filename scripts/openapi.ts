// Writes docs/openapi.json, the platform document generated from the contracts (server/openapi/document.ts).
// server/openapi/document.test.ts fails when the checked-in copy differs from what the contracts give.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { platformDocument } from '../server/openapi/document.ts';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json');
// Written as the format check wants it, so that regenerating leaves nothing for `npm run format` to do.
const generated = await prettier.format(JSON.stringify(platformDocument(), null, 2), {
  ...(await prettier.resolveConfig(target)),
  filepath: target,
});
fs.writeFileSync(target, generated);
console.log(`Wrote docs/openapi.json (${Buffer.byteLength(generated)} bytes).`);
