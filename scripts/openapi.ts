// Writes docs/openapi.json, the platform document generated from the contracts (server/openapi/document.ts).
// server/openapi/document.test.ts fails when the checked-in copy differs from what the contracts give.
import fs from 'node:fs';
import path from 'node:path';
import { platformDocument } from '../server/openapi/document.ts';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json');
const generated = `${JSON.stringify(platformDocument(), null, 2)}\n`;
fs.writeFileSync(target, generated);
console.log(`Wrote docs/openapi.json (${Buffer.byteLength(generated)} bytes).`);
