// zod compiles object parsers with `new Function` unless told not to, and probes for it as soon as the first
// object schema is built: the CSP forbids eval and reports every probe. So this runs before any schema is built:
// main.tsx imports it first, and the build puts it in zod's own chunk (vite.config.ts), which every chunk that
// builds a schema loads and runs first. The console's schemas are zod/mini's (the functional, tree-shaken form
// of zod); the English messages that the classic form sets up by itself are set here for the few rules that give
// none of their own.
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config({ ...en(), jitless: true });
