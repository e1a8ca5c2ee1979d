// Vite: the console build, and in development the server's sandbox (or proxy) mounted on the same origin.
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import gzipPlugin from 'rollup-plugin-gzip';
import { frameVariablesStyle } from './src/app/shell/frame-variables.ts';
import { staticFrameHtml } from './src/app/shell/static-frame.ts';
import { FIRST_PAINT_SCRIPT } from './src/contracts/first-paint.ts';
import { pagePreloads, ROUTE_PRELOADS_FILE } from './server/route-preloads.ts';
import type * as ServerAppModule from './server/app.ts';
import type * as ServerConfigModule from './server/config.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The built files served compressed: scripts, styles and icons (index.html is written per request). */
const PRECOMPRESSED = /\.(js|css|svg)$/;
/** Below this a file gains too little from compression to be worth a second and a third copy. */
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);

/** Routes the server answers; everything else is Vite's. */
const SERVER_PREFIXES = ['/api', '/rest', '/session', '/sandbox'];

function serverMiddleware(): Plugin {
  return {
    name: 'messaging-console-server',
    apply: 'serve',
    async configureServer(server) {
      // tsx loads the server as Node runs it in production (native modules, import.meta.dirname).
      const { tsImport } = await import('tsx/esm/api');
      const { getRequestListener } = await import('@hono/node-server');
      const serverApp = (await tsImport(
        './server/app.ts',
        import.meta.url,
      )) as typeof ServerAppModule;
      const serverConfig = (await tsImport(
        './server/config.ts',
        import.meta.url,
      )) as typeof ServerConfigModule;
      const { app } = serverApp.createServerApp({
        config: serverConfig.readConfig(),
        serveConsole: false,
      });
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (
          SERVER_PREFIXES.some(
            (p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`),
          )
        ) {
          void listener(req, res);
          return;
        }
        next();
      });
    },
  };
}

/**
 * Writes the shell's static frame into index.html, after `<div id="root"></div>` (see static-frame.ts), and at the
 * end of the head the theme's variables it uses (frame-variables.ts) and the script that prepares it
 * (src/contracts/first-paint.ts).
 */
function staticFrame(): Plugin {
  return {
    name: 'messaging-console-static-frame',
    transformIndexHtml: (html) => {
      const frame = staticFrameHtml();
      // Replacements given as functions: a replacement string would read `$&` and the like in what it inserts.
      return html
        .replace(
          '</head>',
          () => `${frameVariablesStyle(ROOT, frame)}<script>${FIRST_PAINT_SCRIPT}</script></head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root"></div>${frame}`);
    },
  };
}

/**
 * Imports inside Mantine that bring a page more than the console uses of them, each resolved to less:
 * - @floating-ui/react (its positioning and its interactions, about 16 kB gzip together):
 *   - ScrollArea imports only `useMergeRefs`, and with it the bundler brought floating-ui wherever a scroll area is:
 *     that import resolves to src/lib/scroll-area-merge-refs.ts;
 *   - Popover (under every Select and Combobox) uses only positioning (`useFloating`, `autoUpdate` and
 *     middlewares), which @floating-ui/react re-exports from @floating-ui/react-dom unchanged: its import resolves to
 *     that package, so a page with a select but no tooltip or hover card leaves the interactions out.
 *   Tooltip, HoverCard and menus keep @floating-ui/react.
 * - ScrollArea under Table.ScrollContainer (5 kB gzip on a page with a table and no select), rendered only for
 *   type="scrollarea": the theme makes every table's container scroll natively (src/app/theme.ts), and the import
 *   resolves to src/lib/mantine-left-out.ts, which fails plainly if rendered. ScrollArea stays where the console or
 *   a select's dropdown uses it.
 */
function mantineWithLessOfIt(): Plugin {
  const shim = (file: string) => path.join(ROOT, 'src/lib', file);
  const mergeRefsShim = shim('scroll-area-merge-refs.ts');
  const leftOut = shim('mantine-left-out.ts');
  const mantine = (component: string, file: string) =>
    new RegExp(
      `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${component}[\\\\/]${file}\\.mjs$`,
    );
  const scrollArea = mantine('ScrollArea', 'ScrollArea');
  const popover = mantine('Popover', 'use-popover');
  const tableScrollContainer = mantine('Table', 'TableScrollContainer');
  return {
    name: 'messaging-console-mantine-with-less-of-it',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (source === '@floating-ui/react') {
        if (scrollArea.test(importer)) return mergeRefsShim;
        if (popover.test(importer))
          return this.resolve('@floating-ui/react-dom', importer, { ...options, skipSelf: true });
        return null;
      }
      if (tableScrollContainer.test(importer) && source.endsWith('/ScrollArea/ScrollArea.mjs'))
        return leftOut;
      return null;
    },
  };
}

/**
 * The files each page needs beyond index.html's, largest first, for the server to name in the HTML that opens it
 * (server/route-preloads.ts): of a route's component chunk (with its loader), the chunks it imports, their styles,
 * and those of the layouts around it.
 */
function routePreloads(): Plugin {
  return {
    name: 'messaging-console-route-preloads',
    apply: 'build',
    // After Vite has folded style-only chunks (a style sheet several chunks import) into their importers' styles:
    // such a chunk is no file of the build, and a page that named it would ask for a file that does not exist.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const inHtml = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const needs = (start: Rolldown.OutputChunk): string[] => {
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`/${file}`);
          for (const file of [chunk.fileName, ...chunk.imports]) {
            if (seen.has(file) || inHtml.has(file)) continue;
            seen.add(file);
            const next = chunks.get(file);
            if (next) visit(next);
          }
        };
        visit(start);
        return [...[...seen].map((file) => `/${file}`), ...css];
      };
      const sizes = new Map<string, number>();
      for (const output of Object.values(bundle))
        sizes.set(
          `/${output.fileName}`,
          output.type === 'chunk' ? output.code.length : output.source.length,
        );
      const files = new Map<string, string[]>();
      for (const chunk of chunks.values()) {
        const match = /[\\/]src[\\/]routes[\\/](.+\.tsx)\?tsr-split=component\b/.exec(
          chunk.facadeModuleId ?? '',
        );
        if (match?.[1]) files.set(match[1].replace(/\\/g, '/'), needs(chunk));
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(pagePreloads(files, sizes)),
      });
    },
  };
}

/**
 * With BUNDLE_STATS=<file>, the build writes where each chunk's bytes come from (every module's rendered length),
 * for the benchmark's per-route summary of where the bytes go (bench/lib/bundle.ts).
 */
function bundleStats(): Plugin {
  return {
    name: 'messaging-console-bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const file = process.env.BUNDLE_STATS;
      if (!file) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
        );
      }
      fs.writeFileSync(file, JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's loader travels with its component: the entry keeps only what matching a URL needs
      // (paths, search validation, beforeLoad), not every area's queries and response schemas.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    // Every asset also as .br and .gz next to it, served as they are by the server (server/app.ts,
    // `precompressed`): compressed once at build time with the best settings instead of on every request.
    gzipPlugin({ filter: PRECOMPRESSED, minSize: PRECOMPRESS_MIN_BYTES }),
    gzipPlugin({
      filter: PRECOMPRESSED,
      minSize: PRECOMPRESS_MIN_BYTES,
      fileName: '.br',
      customCompression: (content) =>
        brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    }),
    serverMiddleware(),
    mantineWithLessOfIt(),
    staticFrame(),
    bundleStats(),
    routePreloads(),
  ],
  resolve: {
    alias: { '@': path.join(ROOT, 'src') },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the console supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The compressed copies (brotli at its best setting) are most of the build's time, by design: not a warning.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              // React, the router and React Query: every page needs all of them, in one file instead of a dozen.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-virtual)[^\\/]+|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es)[\\/]/,
              priority: 30,
            },
            {
              // Everything else the first page statically needs, in one file: left to itself the bundler makes a
              // small chunk of each module that later chunks share too (a dozen files before the first paint).
              name: 'initial',
              tags: ['$initial'],
              priority: 10,
            },
            {
              // zod and the module that makes it jitless, together: any chunk that builds a schema loads this
              // one first, so no schema is ever built (and no eval probed, which the CSP reports) before it.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-jitless\.ts$/,
              priority: 40,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
