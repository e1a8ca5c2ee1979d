// Every error text of the spec has an explanation: the texts are read from the spec itself (its error table,
// the texts it names besides the table, and the integration messages of shape 3), never retyped here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignNotStoppableMessage } from './campaigns';
import { explainErrorText, explainFailure } from './error-explanations';

/** The API description the product implements, kept in docs/spec. */
const SPEC_PATH = resolve(__dirname, '../../docs/spec/messaging-platform-api.md');

function specErrorTexts(): { table: string[]; named: string[]; integration: string[] } {
  const spec = readFileSync(SPEC_PATH, 'utf8');
  const section = spec.slice(spec.indexOf('## Errors'), spec.indexOf('## Limits'));
  const rows = section
    .split('\n')
    .filter((line) => /^\|[^|]+\|\s*\d{3}\s*\|/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim())[3] ?? '');
  const named = /also names (.+?); their/.exec(section)?.[1]?.split(/, | and /) ?? [];
  const integration = /Its messages are: (.+?)\.\n/.exec(section)?.[1]?.split('; ') ?? [];
  return { table: rows, named, integration };
}

describe('error explanations', () => {
  const { table, named, integration } = specErrorTexts();

  it('reads the 26 rows of the spec’s error table, the 3 texts named besides it and 8 integration messages', () => {
    expect(table).toHaveLength(26);
    expect(named).toHaveLength(3);
    expect(integration).toHaveLength(8);
  });

  it.each([...new Set([...table, ...named, ...integration])])('explains “%s”', (text) => {
    const explanation = explainErrorText(text);
    expect(explanation?.text).toMatch(/\w+.*\./);
  });

  it('links the pending-session limit to the pending sessions', () => {
    expect(explainErrorText('Authentication limit with status pending')?.action).toBe(
      'pending-sessions',
    );
  });

  it('explains the refusals outside the spec and failures without an answer', () => {
    expect(explainErrorText(campaignNotStoppableMessage('done'))).toBeDefined();
    expect(explainFailure({ kind: 'network', status: 0, messages: ['x'] })).toBeDefined();
    expect(explainFailure({ kind: 'http', status: 503, messages: ['Boom'] })).toBeDefined();
    expect(explainFailure({ kind: 'http', status: 401, messages: ['?'] })?.action).toBe('sign-in');
    expect(explainFailure({ kind: 'aborted', status: 0, messages: [] })).toBeUndefined();
    expect(explainErrorText('Something nobody said')).toBeUndefined();
  });
});
