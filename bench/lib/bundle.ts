// Where a page's bytes go: the modules of the chunks a page downloaded, grouped by package (node_modules) or by
// the console's own folder (src/features/<area>, src/app, ...), from the build's BUNDLE_STATS file (vite.config.ts).
import fs from 'node:fs';
import { z } from 'zod';
import type { LoadedFile } from './browser.ts';
import { kb } from './stats.ts';

/** Chunk file name (`assets/…js`) → module id → rendered bytes (after tree-shaking, before minification). */
export type BundleStats = Record<string, Record<string, number>>;

const statsSchema = z.record(z.string(), z.record(z.string(), z.number()));

export function readBundleStats(file: string): BundleStats | undefined {
  if (!fs.existsSync(file)) return undefined;
  return statsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** `react-dom`, `@mantine/core`, `src/features/otp-sessions`, `src/app`... */
export function moduleGroup(id: string): string {
  const normalised = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inModules = normalised.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = normalised
      .slice(inModules + '/node_modules/'.length)
      .split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inSrc = normalised.indexOf('/src/');
  if (inSrc >= 0) {
    const parts = normalised.slice(inSrc + 1).split('/');
    return parts[1] === 'features' || parts[1] === 'routes'
      ? parts
          .slice(0, 3)
          .join('/')
          .replace(/\.tsx?$/, '')
      : parts
          .slice(0, 2)
          .join('/')
          .replace(/\.tsx?$/, '');
  }
  return normalised.startsWith('\0') ? '(bundler runtime)' : normalised;
}

export interface ByteGroup {
  group: string;
  bytes: number;
}

/** The groups of modules in the JS files a page downloaded, largest first. */
export function whereTheBytesGo(files: readonly LoadedFile[], stats: BundleStats): ByteGroup[] {
  const totals = new Map<string, number>();
  for (const file of files) {
    if (file.kind !== 'js') continue;
    const modules = stats[file.path.replace(/^\//, '')];
    if (!modules) continue;
    for (const [id, bytes] of Object.entries(modules)) {
      const group = moduleGroup(id);
      totals.set(group, (totals.get(group) ?? 0) + bytes);
    }
  }
  return [...totals]
    .map(([group, bytes]) => ({ group, bytes }))
    .filter((entry) => entry.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

/** One line: the largest groups with their share, then the rest together; CSS files by name. */
export function renderBytes(files: readonly LoadedFile[], stats: BundleStats, top = 8): string {
  const groups = whereTheBytesGo(files, stats);
  const total = groups.reduce((sum, entry) => sum + entry.bytes, 0);
  const shown = groups.slice(0, top);
  const rest = groups.slice(top).reduce((sum, entry) => sum + entry.bytes, 0);
  const pct = (bytes: number) => `${Math.round((bytes / Math.max(1, total)) * 100)}%`;
  const js = [
    ...shown.map((entry) => `${entry.group} ${kb(entry.bytes)} (${pct(entry.bytes)})`),
    ...(rest > 0 ? [`${groups.length - top} more ${kb(rest)} (${pct(rest)})`] : []),
  ].join(', ');
  const css = files
    .filter((file) => file.kind === 'css')
    .map((file) => `${file.path.replace(/^\/assets\//, '')} ${kb(file.gzip)} gzip`)
    .join(', ');
  return `JS by origin (rendered bytes before minification, ${kb(total)}): ${js}${css ? `; CSS: ${css}` : ''}`;
}
