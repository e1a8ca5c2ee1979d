// What the HTML that opens a page carries, so that nothing waits for the entry to run first. The code of the page:
// the build writes, for every route, the files its page needs beyond those of index.html (its route chunks, the
// chunks they import and their styles); the server adds the largest to index.html as preloads, so that they
// download while the entry does instead of once the entry has run (a round trip and the entry's evaluation
// later), and lists the other scripts for the console to ask for a few per task as it starts (src/app/console.ts).
// And the session: what GET /session would answer, so that the page's data requests need not wait for it.
import fs from 'node:fs';
import path from 'node:path';
import {
  PAGE_FILES_ELEMENT,
  SESSION_STATE_ELEMENT,
  type SessionState,
} from '../src/contracts/auth.ts';

/** Written next to index.html by the build (vite.config.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route's URL pattern (`/otp/sessions/$id`) and the files its page needs beyond index.html's. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * What a route file (`_authed/otp/sessions/$id.tsx`, relative to src/routes) stands for: its URL pattern, and
 * whether it is a layout, whose component wraps the pages under it (a pathless `_name.tsx`, a `route.tsx`, the
 * root) rather than a page of its own. Layouts are named by the folder they wrap (`_authed/`, `_authed/messages/`).
 */
export function routeFile(file: string): { path: string; layout: string | undefined } {
  const parts = file.replace(/\.tsx?$/, '').split('/');
  const last = parts.at(-1) ?? '';
  const folder = parts.slice(0, -1).join('/');
  if (last === '__root') return { path: '/', layout: '' };
  if (last === 'route') return { path: toPath(parts.slice(0, -1)), layout: `${folder}/` };
  if (last.startsWith('_')) return { path: toPath(parts), layout: `${parts.join('/')}/` };
  return { path: toPath(last === 'index' ? parts.slice(0, -1) : parts), layout: undefined };
}

/** The URL pattern of route file segments: pathless `_segments` are left out. */
function toPath(parts: readonly string[]): string {
  return `/${parts.filter((part) => !part.startsWith('_')).join('/')}`;
}

/**
 * How many of a page's files the HTML preloads: its largest, those whose late start costs the most. With
 * index.html's own six, the files asked for before the first paint stay within the twelve of the budget
 * (bench/budgets.json), and none of them holds that paint back. The page's other JavaScript files are listed in the
 * HTML for the console to ask for, a few per task, once it runs (PAGE_FILES_ELEMENT).
 */
export const PRELOADS_PER_PAGE = 6;

/**
 * The files of every page: its own files and those of the layouts around it, each once, largest first (`sizes`,
 * in bytes). `files` maps a route file to the files its chunks need.
 */
export function pagePreloads(
  files: ReadonlyMap<string, readonly string[]>,
  sizes: ReadonlyMap<string, number>,
): RoutePreload[] {
  const layouts = [...files.keys()]
    .map((file) => ({ file, wraps: routeFile(file).layout }))
    .filter((entry): entry is { file: string; wraps: string } => entry.wraps !== undefined)
    .sort((a, b) => a.wraps.length - b.wraps.length);
  const pages: RoutePreload[] = [];
  for (const [file, own] of files) {
    const { path, layout } = routeFile(file);
    if (layout !== undefined) continue;
    const around = layouts.filter((entry) => file.startsWith(entry.wraps));
    const all = [...new Set([...around.flatMap((entry) => files.get(entry.file) ?? []), ...own])];
    const largestFirst = all
      .map((file, order) => ({ file, order, size: sizes.get(file) ?? 0 }))
      .sort((a, b) => b.size - a.size || a.order - b.order)
      .map((entry) => entry.file);
    pages.push({ path, files: largestFirst });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The page a URL path opens: every segment equal, a `$param` standing for any one segment; where several match
 * (`/viber/reference` is both that page and `/viber/$id`), the one with the most fixed segments.
 */
export function matchPage(
  pages: readonly RoutePreload[],
  urlPath: string,
): RoutePreload | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  let best: { page: RoutePreload; fixed: number } | undefined;
  for (const page of pages) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith('$') || part === segments[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith('$')).length;
    if (!best || fixed > best.fixed) best = { page, fixed };
  }
  return best?.page;
}

/** A JSON data block of index.html (never run as a script); `<` escaped so that no text of it can end the block. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * index.html with the preloads of the page a request opens: the requested page for a signed-in person, the
 * sign-in page for anyone else (the console sends them there). Its PRELOADS_PER_PAGE largest files as preloads:
 * JavaScript as module preloads, styles as style preloads (not style sheets, which would hold back the first paint
 * of the static frame); `crossorigin` as the console's own preloads ask for them, so the browser uses what was
 * downloaded. Its other JavaScript files in a data block, for the console to ask for as it starts.
 */
export function withPreloads(
  html: string,
  pages: readonly RoutePreload[],
  urlPath: string,
  signedIn: boolean,
): string {
  const page = matchPage(pages, signedIn ? urlPath : '/login');
  if (!page) return html;
  const files = page.files.filter((file) => !html.includes(`"${file}"`));
  const links = files
    .slice(0, PRELOADS_PER_PAGE)
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    );
  const rest = files.slice(PRELOADS_PER_PAGE).filter((file) => file.endsWith('.js'));
  const added = [...links, ...(rest.length > 0 ? [dataBlock(PAGE_FILES_ELEMENT, rest)] : [])];
  return added.length === 0 ? html : html.replace('</head>', `${added.join('')}</head>`);
}

const isPreload = (value: unknown): value is RoutePreload =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  typeof value.path === 'string' &&
  'files' in value &&
  Array.isArray(value.files) &&
  value.files.every((file: unknown) => typeof file === 'string' && file.startsWith('/assets/'));

/**
 * A reader of one file of the build (`name` in the folder it is given): its text, parsed, read again only when the
 * file changes (a new build); undefined when the file is missing or cannot be read.
 */
function builtFile<T>(
  name: string,
  parse: (text: string) => T,
): (distDir: string) => T | undefined {
  let cached: { file: string; mtimeMs: number; size: number; value: T } | undefined;
  return (distDir) => {
    const file = path.join(distDir, name);
    try {
      const { mtimeMs, size } = fs.statSync(file);
      if (cached?.file === file && cached.mtimeMs === mtimeMs && cached.size === size)
        return cached.value;
      const value = parse(fs.readFileSync(file, 'utf8'));
      cached = { file, mtimeMs, size, value };
      return value;
    } catch {
      return undefined;
    }
  };
}

/** The build's index.html, undefined when the console is not built. */
export const readIndexHtml = builtFile('index.html', (text) => text);

/**
 * The build's list of pages and their files; undefined when the build wrote none or it is not such a list (the
 * HTML is then served as it is).
 */
export const readRoutePreloads = builtFile(ROUTE_PRELOADS_FILE, (text) => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isPreload) ? value : undefined;
  } catch {
    return undefined;
  }
});

/** index.html carrying what GET /session answers for the request, as a JSON data block. */
export function withSessionState(html: string, state: SessionState): string {
  return html.replace('</head>', `${dataBlock(SESSION_STATE_ELEMENT, state)}</head>`);
}
