// What the three streaming parsers share: text in (in pieces, as it arrives), raw entries out, and a clear
// error for a file that is empty, cut short, or not of its format.

/** A file that cannot be read as a statistics file; the message says why, for a person. */
export class StatisticsFileError extends Error {
  override readonly name = 'StatisticsFileError';
}

export interface EntryStreamParser {
  /** Reads the next piece of the file; returns the entries completed by it. */
  push(text: string): unknown[];
  /** The file is complete: returns the last entries, or throws a StatisticsFileError if it is cut short. */
  end(): unknown[];
}

export const EMPTY_FILE = 'The file is empty: the platform sent no content.';

export const truncated = (format: string, detail: string) =>
  new StatisticsFileError(
    `The ${format} file is incomplete: it ends ${detail}. The download was probably cut short; try again.`,
  );

/** The platform's own result code of the file: anything but 0 means it reports a failure. */
export function checkResultCode(value: unknown): void {
  const code =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value).trim()
      : value === undefined || value === null
        ? ''
        : JSON.stringify(value);
  if (code === '' || code === '0') return;
  throw new StatisticsFileError(
    `The platform reported error ${code.slice(0, 40)} in this file instead of its entries.`,
  );
}
