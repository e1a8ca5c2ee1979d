// The benchmark's budgets, read from bench/budgets.json (one file beside the script, checked when read).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const byFormFactor = z.object({ desktop: z.number(), mobile: z.number() });

export const budgetsSchema = z.object({
  /** Largest initial load (JS + CSS, gzip) per route, in kB (1000 bytes); `*` for every route not named. */
  initialLoadGzipKb: z.record(z.string(), z.number()),
  /** Most JS and CSS files requested before the first contentful paint, on any page. */
  filesBeforePaint: z.number(),
  /** Longest main-thread task while a page loads (desktop, cold cache), in ms. */
  loadLongestTaskMs: z.number(),
  /** Lowest Lighthouse score (0 to 100) per category and form factor. */
  lighthouse: z.object({
    performance: byFormFactor,
    accessibility: byFormFactor,
    'best-practices': byFormFactor,
  }),
  /** Highest p95 of any sandbox list request, in ms. */
  sandboxListP95Ms: z.number(),
  /** Longest main-thread task of the statistics viewer, in ms. */
  statisticsLongestTaskMs: z.number(),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export const BUDGETS_FILE = path.join(import.meta.dirname, '..', 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return budgetsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The initial-load budget of a route: its own, else the one for every route. */
export function initialLoadBudgetKb(budgets: Budgets, route: string): number | undefined {
  return budgets.initialLoadGzipKb[route] ?? budgets.initialLoadGzipKb['*'];
}
