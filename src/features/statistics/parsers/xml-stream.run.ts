// For the xml parser's tests: a file fed to a parser in pieces, as the worker feeds it.
import { StatisticsFileError } from './entry-parser';
import type { XmlEntryParser } from './xml-stream';

/** Feeds the pieces in order; the entries, or the message of the error the parser stopped with. */
export function runPieces(
  create: () => XmlEntryParser,
  pieces: readonly string[],
): { entries: unknown[] } | { error: string } {
  const parser = create();
  const entries: unknown[] = [];
  try {
    for (const piece of pieces) entries.push(...parser.push(piece));
    entries.push(...parser.end());
  } catch (error) {
    if (!(error instanceof StatisticsFileError)) throw error;
    return { error: error.message };
  }
  return { entries };
}
