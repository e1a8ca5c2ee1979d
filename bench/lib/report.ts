// The benchmark's one table (rows of figures with their budgets), the list of figures over budget, and where
// they are written: README.md's "Benchmarks" section (its body only) and docs/benchmarks/latest.md.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

export interface Row {
  /** What is measured: "Initial load", "Lighthouse desktop", "Sandbox GET /api/messages", ... */
  section: string;
  figure: string;
  value: string;
  /** The budget as written ("< 200 kB"); empty when the figure has none. */
  budget?: string;
  /** True when the figure misses its budget; undefined when it has none or was not measured. */
  over?: boolean;
  /** Why a figure misses its budget, when the measurement says (Lighthouse's failing audits). */
  note?: string;
}

const escape = (text: string) => text.replace(/\|/g, '\\|');

function status(row: Row): string {
  if (row.over === undefined) return '';
  return row.over ? '**over**' : 'ok';
}

export function renderTable(rows: readonly Row[]): string {
  const lines = [
    '| Section | Figure | Value | Budget | Status |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${escape(row.section)} | ${escape(row.figure)} | ${escape(row.value)} | ${escape(row.budget ?? '')} | ${status(row)} |`,
    ),
  ];
  return lines.join('\n');
}

export function overBudget(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.over === true);
}

export function renderOverBudget(rows: readonly Row[]): string {
  const over = overBudget(rows);
  if (over.length === 0) return 'Every figure is within its budget.';
  return [
    `${over.length} figure${over.length === 1 ? ' is' : 's are'} over budget:`,
    '',
    ...over.map(
      (row) => `- ${row.section}, ${row.figure}: ${row.value} (budget ${row.budget ?? '-'})`,
    ),
  ].join('\n');
}

async function formatMarkdown(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Replaces the body of README.md's "## Benchmarks" section (up to the next "## " heading), nothing else. */
export async function writeReadmeSection(readmeFile: string, body: string): Promise<boolean> {
  if (!fs.existsSync(readmeFile)) return false;
  const readme = fs.readFileSync(readmeFile, 'utf8');
  const heading = /^## Benchmarks[ \t]*$/m.exec(readme);
  if (!heading) return false;
  const bodyStart = heading.index + heading[0].length;
  const next = /^## /m.exec(readme.slice(bodyStart));
  const bodyEnd = next ? bodyStart + next.index : readme.length;
  const formattedBody = (await formatMarkdown(body, readmeFile)).trim();
  const updated = `${readme.slice(0, bodyStart)}\n\n${formattedBody}\n${next ? '\n' : ''}${readme.slice(bodyEnd)}`;
  fs.writeFileSync(readmeFile, updated);
  return true;
}

export async function writeMarkdownFile(file: string, text: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await formatMarkdown(text, file));
}
