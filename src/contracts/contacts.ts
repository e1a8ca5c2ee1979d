// Contact book: the create (POST /api/contacts) and edit (PUT /api/contacts/{id}) requests and the contact returned.
import { z } from 'zod/mini';
import { intId } from './common';
import { parseWireInteger, refuse } from './wire';

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
/** The spec gives no limit; 255 characters is the usual size of a text column for a custom field. */
export const CUSTOM_FIELD_VALUE_MAX_LENGTH = 255;
/** The spec gives no limit on how many lists or custom fields one request may name. */
export const CONTACT_GROUPS_MAX = 100;
export const CONTACT_FIELDS_MAX = 100;
/** Ids are 32-bit on the platform's side; a larger number cannot name anything. */
const MAX_ID = 2_147_483_647;

/** Why a phone is not a 9-to-15-digit ITU number (country code first, no +), or undefined when it is one. */
export function phoneProblem(phone: string): string | undefined {
  if (phone === '') return 'The phone is required';
  if (phone.startsWith('+'))
    return 'Leave out the + sign: digits only, starting with the country code';
  if (!/^\d+$/.test(phone)) return 'Use digits only, without spaces, dashes or brackets';
  if (phone.startsWith('0'))
    return 'Start with the country code: an international number never starts with 0';
  if (phone.length < PHONE_MIN_DIGITS)
    return `Too short: a phone has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (${phone.length} given)`;
  if (phone.length > PHONE_MAX_DIGITS)
    return `Too long: a phone has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (${phone.length} given)`;
  return undefined;
}

/**
 * `phone`: the spec types it as an integer; a string of digits is accepted too (as the 2FA example sends its
 * recipient, and as forms hold it). Normalised to a number.
 */
export const contactPhoneSchema = z.pipe(
  z.union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The phone is required'
        : 'Give the phone as a number of 9 to 15 digits',
  }),
  z.transform((value, ctx) => {
    // Not trimmed (src/contracts/wire.ts): a phone with spaces around it is refused, as inside it.
    const text =
      typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '-') : value;
    const problem = phoneProblem(text);
    if (problem) {
      return refuse(ctx, problem);
    }
    return Number(text);
  }),
);

/** A whole id of 1 or more, as a JSON number or a string of digits (a form's text). */
function idSchema(what: string) {
  const message = `A ${what} id is a whole number of 1 or more`;
  return z.pipe(
    z.union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? `Give the ${what} id` : message),
    }),
    z.transform((value, ctx) => {
      if (value === '') {
        return refuse(ctx, `Give the ${what} id`);
      }
      // Canonical digits only (parseWireInteger): no spaces, sign or leading zeros, so ` 12` is not contact 12.
      const id = parseWireInteger(value);
      if (id === undefined || id < 1 || id > MAX_ID) {
        return refuse(ctx, message);
      }
      return id;
    }),
  );
}

export const contactListIdSchema = idSchema('list');
/** The `{id}` of PUT /api/contacts/{id}. */
export const contactIdSchema = idSchema('contact');
export const customFieldIdSchema = idSchema('custom field');

export const customFieldValueSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Give a value (it may be empty)' : 'The value is text',
  })
  .check(
    z.maxLength(
      CUSTOM_FIELD_VALUE_MAX_LENGTH,
      `At most ${CUSTOM_FIELD_VALUE_MAX_LENGTH} characters`,
    ),
  );

export const customFieldEntrySchema = z.object(
  { id: customFieldIdSchema, value: customFieldValueSchema },
  { error: 'Give each custom field as {id, value}' },
);

/** Repeats are reported along with every other mistake, so the check runs even when some items failed. */
const everyArray = (payload: { value: unknown }) => Array.isArray(payload.value);

/** Positions (and ids) of ids already given earlier in the list; items that are not ids are skipped. */
function repeatedIds(
  items: readonly unknown[],
  schema: z.core.$ZodType<number>,
): [number, number][] {
  const seen = new Set<number>();
  const repeats: [number, number][] = [];
  items.forEach((item, index) => {
    const parsed = z.safeParse(schema, item);
    if (!parsed.success) return;
    if (seen.has(parsed.data)) repeats.push([index, parsed.data]);
    seen.add(parsed.data);
  });
  return repeats;
}

export const contactRequestSchema = z.object(
  {
    phone: contactPhoneSchema,
    groups: z.optional(
      z.array(contactListIdSchema, { error: 'Give the list ids as an array' }).check(
        z.maxLength(CONTACT_GROUPS_MAX, `At most ${CONTACT_GROUPS_MAX} lists in one request`),
        z.superRefine(
          (ids, ctx) => {
            repeatedIds(ids, contactListIdSchema).forEach(([index, id]) =>
              ctx.addIssue({ code: 'custom', path: [index], message: `List ${id} is given twice` }),
            );
          },
          { when: everyArray },
        ),
      ),
    ),
    fields: z.optional(
      z.array(customFieldEntrySchema, { error: 'Give the custom fields as an array' }).check(
        z.maxLength(
          CONTACT_FIELDS_MAX,
          `At most ${CONTACT_FIELDS_MAX} custom fields in one request`,
        ),
        z.superRefine(
          (entries, ctx) => {
            const ids = entries.map((entry: unknown) =>
              typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined,
            );
            repeatedIds(ids, customFieldIdSchema).forEach(([index, id]) =>
              ctx.addIssue({
                code: 'custom',
                path: [index, 'id'],
                message: `Custom field ${id} is given twice`,
              }),
            );
          },
          { when: everyArray },
        ),
      ),
    ),
  },
  { error: 'The body must be a JSON object' },
);
/** What a form holds (phone and ids as text); what the request carries is the schema's output. */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const HLR_STATUSES = ['sent', 'absent', 'active', 'unknown', 'failed'] as const;
export type HlrStatus = (typeof HLR_STATUSES)[number];

/** Text the platform may leave out, send as null, or send empty: all three mean "not given". */
const optionalText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v))),
);

/** The spec types `default` as a bool and its example shows 0. */
const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

export const contactListSchema = z.object({
  id: intId,
  name: z.string(),
  description: optionalText,
  default: flag,
  created_at: optionalText,
});
export type ContactList = z.output<typeof contactListSchema>;

/** One custom field of a contact, whichever form the platform answered in (the other part is null). */
export interface ContactFieldValue {
  id: number | null;
  name: string | null;
  value: string;
}

const fieldValue = z.pipe(
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.transform((v) => (v === null ? '' : String(v))),
);

/**
 * `fields`: the field table says an array of {id, value}; the example shows an object of name-to-value
 * pairs. Both are read into one list. An empty PHP array arrives as `[]` either way.
 */
export const contactFieldsSchema = z.pipe(
  z.nullish(
    z.union([
      z.array(
        z.object({
          id: z.optional(intId),
          name: z.optional(z.string()),
          value: z.optional(fieldValue),
        }),
      ),
      z.record(z.string(), fieldValue),
    ]),
  ),
  z.transform((fields): ContactFieldValue[] => {
    if (!fields) return [];
    if (Array.isArray(fields)) {
      return fields.map((f) => ({ id: f.id ?? null, name: f.name ?? null, value: f.value ?? '' }));
    }
    return Object.entries(fields).map(([name, value]) => ({ id: null, name, value }));
  }),
);

export const contactSchema = z.object({
  id: intId,
  phone: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  fields: contactFieldsSchema,
  created_at: optionalText,
  groups: z.pipe(
    z.nullish(z.array(contactListSchema)),
    z.transform((v) => v ?? []),
  ),
  hlr_status: optionalText,
  hlr_last_check: optionalText,
});
export type Contact = z.output<typeof contactSchema>;

export const contactResponseSchema = z.object({ data: contactSchema });

/**
 * The contact lists and custom fields every sandbox account starts with. The spec has no endpoint that lists
 * them, so the sandbox seeds these and the console names them when it runs on the sandbox.
 */
export const SANDBOX_CONTACT_LISTS = [
  { id: 1, name: 'Default list', description: 'Contacts added without a list', default: true },
  { id: 2, name: 'Customers', description: 'People who bought at least once', default: false },
  { id: 3, name: 'Newsletter', description: 'Subscribed to the monthly news', default: false },
  { id: 4, name: 'VIP', description: 'Priority service', default: false },
  { id: 5, name: 'Staff', description: 'Employees, for internal alerts', default: false },
  {
    id: 6,
    name: '<img src=x onerror=alert(1)>',
    description: "'; DROP TABLE contacts; -- (hostile text, shown as text)",
    default: false,
  },
] as const;

export const SANDBOX_CUSTOM_FIELDS = [
  { id: 1, name: 'First name' },
  { id: 2, name: 'Last name' },
  { id: 3, name: 'City' },
  { id: 4, name: 'Company' },
  { id: 5, name: 'Birthday' },
  { id: 6, name: 'Notes' },
] as const;
