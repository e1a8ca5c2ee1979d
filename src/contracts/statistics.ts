// Statistics files: the listing, the file key and format, the entry as the spec names its fields, and the
// layouts of the xml and csv forms shared by the sandbox (which writes them) and the console (which reads them).
import { z } from 'zod/mini';
import { documentedValues } from './common.ts';
import { STAT_ERRORS, STAT_FILE_FORMATS, STAT_FILE_KEY_PATTERN } from './statistics-rules.ts';

/** The area's value lists, error texts and the rules its addresses are read with (what the entry chunk holds). */
export * from './statistics-rules.ts';

export const statFileKeySchema = z
  .string({ error: 'The file_key field is required.' })
  .check(z.regex(STAT_FILE_KEY_PATTERN, STAT_ERRORS.keyInvalid));

export const statFileFormatSchema = z.enum(STAT_FILE_FORMATS, { error: STAT_ERRORS.formatInvalid });

/** The path parameters of GET /rest/stat/file/id/{file_key}/format/{file_format}, as the sandbox validates them. */
export const statFilePathSchema = z.object({
  file_key: statFileKeySchema,
  file_format: statFileFormatSchema,
});

const text = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

/**
 * `message_type` of a request: the kinds of entries asked for. The spec does not show its values; the sandbox
 * writes one kind or a comma-separated list (`sms,hlr,viber`). An array is read too.
 */
export function messageTypesOf(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((p) => p.trim().toLowerCase()).filter(Boolean);
}

/**
 * The request object of a listing entry, in its two forms: message ids, or a period with originator, source
 * and message type. Values arrive as strings, numbers or null; ids as an array or a comma-separated string.
 */
export const statFileRequestSchema = z.pipe(
  z.looseObject({
    message_ids: z.nullish(
      z.union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()]),
    ),
    user_id: text,
    originator: text,
    source_type: text,
    message_type: z.pipe(
      z.optional(z.union([z.string(), z.array(z.string()), z.null()])),
      z.transform((v) => messageTypesOf(v)),
    ),
    time_in_from: text,
    time_in_to: text,
  }),
  z.transform((r) => {
    const ids =
      r.message_ids === null || r.message_ids === undefined
        ? null
        : (Array.isArray(r.message_ids) ? r.message_ids : String(r.message_ids).split(','))
            .map((id) => String(id).trim())
            .filter(Boolean);
    if (ids !== null) return { form: 'messages' as const, message_ids: ids, user_id: r.user_id };
    return {
      form: 'period' as const,
      originator: r.originator,
      source_type: r.source_type,
      message_type: r.message_type,
      time_in_from: r.time_in_from,
      time_in_to: r.time_in_to,
      user_id: r.user_id,
    };
  }),
);
export type StatFileRequest = z.output<typeof statFileRequestSchema>;

/** The wire form of the request object, as the sandbox writes it. */
export type StatFileRequestWire =
  | { message_ids: string[]; user_id: string }
  | {
      originator: string;
      source_type: string;
      message_type: string;
      time_in_from: string;
      time_in_to: string;
      user_id: string;
    };

/** The spec's listing statuses; another value (a platform still generating) is kept and treated as not ready. */
export const statFileSchema = z.pipe(
  z.looseObject({
    key: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    request: z.catch(statFileRequestSchema, { form: 'messages', message_ids: [], user_id: '' }),
    status: documentedValues(z.string(), ['Done', 'Error']),
  }),
  z.transform(({ key, request, status }) => ({
    key,
    request,
    status,
    /** Only a Done file can be fetched. */
    ready: status.toLowerCase() === 'done',
  })),
);
export type StatFile = z.output<typeof statFileSchema>;

/** GET /rest/stat/list. */
export const statListResponseSchema = z.object({
  error: z.union([z.number(), z.string()]),
  result: z.array(statFileSchema),
});

/** The spec: csv only when the file was requested with a message type. */
export function csvAllowed(request: StatFileRequest): boolean {
  return request.form === 'period' && request.message_type.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// The entry, as the spec names its fields (the json form), and the flat layouts of the xml and csv forms.

/** The hlr `body` object. */
export interface HlrBodyWire {
  Country_name: string;
  Brand: string;
  Operator: string;
  MCC: string;
  MNC: string;
  Status: string;
  IMSI: string;
  Ported: boolean;
  Roaming: boolean;
}

/** One entry of a statistics file, field for field as the spec names them. */
export interface StatisticsEntryWire {
  message_ID: number;
  message_type: string;
  msisdn: number;
  Country_name: string;
  brand_name: string;
  mcc: string;
  mnc: string;
  originator: string;
  /** "0.0123000 EUR": 7 decimals, a space, the currency. */
  price: string;
  'Incoming date': string;
  'Sending date': string;
  'DLR Date': string;
  Status: string;
  body: string | HlrBodyWire;
  img?: string;
  Caption?: string;
  Action?: string;
  alternativeSMS?: StatisticsEntryWire;
}

/** The array name of the json form (the spec's Viber form); the console also reads the others listed here. */
export const STAT_JSON_ARRAY = 'message_data';
export const STAT_JSON_ARRAY_NAMES = [
  'message_data',
  'data',
  'result',
  'entries',
  'messages',
  'statistics',
] as const;

/** Top-level scalar fields of an entry, in the order the files write them. */
export const STAT_ENTRY_FIELDS = [
  'message_ID',
  'message_type',
  'msisdn',
  'Country_name',
  'brand_name',
  'mcc',
  'mnc',
  'originator',
  'price',
  'Incoming date',
  'Sending date',
  'DLR Date',
  'Status',
] as const;

export const STAT_HLR_BODY_FIELDS = [
  'Country_name',
  'Brand',
  'Operator',
  'MCC',
  'MNC',
  'Status',
  'IMSI',
  'Ported',
  'Roaming',
] as const;

export const STAT_VIBER_FIELDS = ['img', 'Caption', 'Action'] as const;

/**
 * The xml form: `<response><error>0</error><message_data><message>...</message>...</message_data></response>`,
 * one child element per field. Element names cannot hold spaces, so the three date fields are written with an
 * underscore (`Incoming_date`, `Sending_date`, `DLR_Date`); `body` of an hlr entry and `alternativeSMS` hold
 * child elements of the same names as in json.
 */
export const STAT_XML = {
  root: 'response',
  list: 'message_data',
  entry: 'message',
} as const;

export function xmlElementName(field: string): string {
  return field.replace(/ /g, '_');
}

/**
 * The csv form: one header row, then one row per entry. Nested fields are flattened with a dot: `body.Operator`
 * for the hlr body (its `body` cell is then empty), `alternativeSMS.Status` for the alternative SMS of a viber
 * entry. An alternative SMS has no columns of its own for an hlr body (it is always an sms entry).
 */
export const STAT_CSV_COLUMNS: readonly string[] = [
  ...STAT_ENTRY_FIELDS,
  'body',
  ...STAT_HLR_BODY_FIELDS.map((f) => `body.${f}`),
  ...STAT_VIBER_FIELDS,
  ...STAT_ENTRY_FIELDS.map((f) => `alternativeSMS.${f}`),
  'alternativeSMS.body',
];
