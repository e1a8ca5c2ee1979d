// Vitest setup for in-process server tests.
import { afterAll, expect } from 'vitest';
import { documentChecks } from '../openapi/checked-app.ts';

process.env.TZ = 'UTC';

// Every sandbox answer of this file agreed with the platform document (server/openapi): the count is printed so
// that a run shows how many were checked.
afterAll(() => {
  if (documentChecks.count > 0)
    process.stdout.write(`platform document: ${documentChecks.count} sandbox answers checked\n`);
  // One line per kind of disagreement (the first request that showed it), so a failure reads as a list.
  const kinds = new Map<string, string>();
  for (const d of documentChecks.disagreements)
    for (const problem of d.problems)
      kinds.set(`${d.operation} ${d.status}: ${problem}`, `${d.url} -> ${d.status}: ${problem}`);
  expect([...kinds.values()]).toEqual([]);
});
