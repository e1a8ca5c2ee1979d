// Statistics files' value lists (formats, entry kinds), the file key's pattern and the error texts: no response
// schema or file layout, so that the entry chunk (every route's validateSearch) carries only these (statistics.ts
// has the rest of the area and re-exports these).

export const STAT_FILE_FORMATS = ['json', 'xml', 'csv'] as const;
export type StatFileFormat = (typeof STAT_FILE_FORMATS)[number];

export const STAT_ENTRY_KINDS = ['sms', 'hlr', 'viber'] as const;
export type StatEntryKind = (typeof STAT_ENTRY_KINDS)[number];

/** File keys are names the platform generates; anything else can only be a mistyped or crafted link. */
export const STAT_FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const STAT_ERRORS = {
  keyInvalid: 'The file key may only contain letters, digits, "-" and "_" (at most 64 characters).',
  formatInvalid: 'The file format must be one of: json, xml, csv.',
  notFound: 'Statistics file not found',
  csvNeedsMessageType: 'The csv format is available only for files requested with a message_type',
  fileFailed: 'The statistics file was not generated (status Error) and cannot be downloaded',
} as const;
