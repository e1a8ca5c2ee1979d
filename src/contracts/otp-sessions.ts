// Two-factor authentication sessions: the send/resend/verify/cancel requests, the session and its messages,
// the list query, and the recipient's country as its calling code suggests it.
import { z } from 'zod/mini';
import {
  countryCodeSchema,
  decimalString,
  documentedValues,
  idListSchema,
  nullable,
  stringId,
  waySchema,
} from './common.ts';
import {
  OTP_CHANNELS,
  OTP_LIMITS,
  OTP_SORTS,
  OTP_STATUSES,
  recipientSchema,
  sessionIdSchema,
} from './otp-sessions-rules.ts';
import { TEMPLATE_ID_PATTERN } from './otp-templates-rules.ts';
import {
  pageOffsetParam,
  parseDigitString,
  parseIsoDateTime,
  parseWireInteger,
  refuse,
  wireEnumSchema,
  wireIntegerParam,
} from './wire.ts';

/** The area's value lists, limits, texts and the rules its addresses are read with (what the entry chunk holds). */
export * from './otp-sessions-rules.ts';

export const otpStatusSchema = z.enum(OTP_STATUSES);
export type OtpStatus = z.infer<typeof otpStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Field rules, shared by the send form, the list filters and the sandbox's request validation.

const RECIPIENT_PATTERN = /^\d{9,15}$/;
const NUMERIC_SENDER = /^\d+$/;
/** Latin letters, digits, symbols and spaces: the printable ASCII range. */
const ALPHANUMERIC_SENDER = /^[\x20-\x7E]+$/;

/** What is wrong with a sender name (`label` names the field in the message), or undefined. */
export function senderProblem(value: string, label = 'The sender'): string | undefined {
  const { senderMin, senderAlphanumericMax, senderNumericMax } = OTP_LIMITS;
  if (value.length === 0) return `${label} is required.`;
  if (NUMERIC_SENDER.test(value)) {
    return value.length < senderMin || value.length > senderNumericMax
      ? `${label} must be ${senderMin} to ${senderNumericMax} digits when it is numeric.`
      : undefined;
  }
  if (!ALPHANUMERIC_SENDER.test(value))
    return `${label} may use Latin letters, digits, symbols and spaces only.`;
  if (value.trim().length === 0) return `${label} cannot be only spaces.`;
  if (value.length < senderMin || value.length > senderAlphanumericMax)
    return `${label} must be ${senderMin} to ${senderAlphanumericMax} characters when it has letters or symbols.`;
  return undefined;
}

const senderSchema = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.superRefine((value, ctx) => {
      const problem = senderProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** A whole number (JSON number or canonical digit string, parseWireInteger) within the spec's bounds. */
function boundedInteger(label: string, min: number, max: number, unit = '') {
  const range = `${label} must be from ${min} to ${max}${unit}.`;
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: `${label} is required.` }),
      z.transform((v, ctx) => {
        const n = parseWireInteger(v);
        if (n === undefined) {
          return refuse(
            ctx,
            v === '' ? `${label} is required.` : `${label} must be a whole number.`,
          );
        }
        return n;
      }),
    ),
    z.number().check(z.gte(min, range), z.lte(max, range)),
  );
}

/** The send's template_id: the templates area's id rule (1 to 9 digits, no leading zero); JSON may send a number. */
const templateIdSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'The template is required.' }),
    z.transform((v) => (typeof v === 'number' ? String(v) : v)),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'The template is required.'),
      z.regex(TEMPLATE_ID_PATTERN, 'The template id must be 1 to 9 digits.'),
    ),
);

/** An empty optional text means "not given" (forms send '', JSON may send null). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST /api/2fa/authentications/otp. `channel` is only required here: a channel the platform does not know is
 * the service error "User channel not found" (404), not a validation error, so the sandbox checks it after.
 */
export const sendOtpRequestSchema = z
  .object({
    channel: z.pipe(
      z
        .string({ error: 'The channel is required.' })
        .check(
          z.minLength(1, 'The channel is required.'),
          z.maxLength(
            OTP_LIMITS.channelMax,
            `The channel may not be greater than ${OTP_LIMITS.channelMax} characters.`,
          ),
        ),
      z.transform((v) => v.toLowerCase()),
    ),
    sender: senderSchema('The sender'),
    recipient: recipientSchema,
    template_id: templateIdSchema,
    code_digits: boundedInteger('Code digits', OTP_LIMITS.codeDigitsMin, OTP_LIMITS.codeDigitsMax),
    code_lifetime: boundedInteger(
      'Code lifetime',
      OTP_LIMITS.codeLifetimeMin,
      OTP_LIMITS.codeLifetimeMax,
      ' seconds',
    ),
    code_max_tries: boundedInteger(
      'Maximum tries',
      OTP_LIMITS.codeMaxTriesMin,
      OTP_LIMITS.codeMaxTriesMax,
    ),
    sender_alt: z.pipe(
      z.transform(blankToUndefined),
      z.optional(senderSchema('The SMS fallback sender')),
    ),
  })
  .check(
    z.superRefine((request, ctx) => {
      if (request.sender_alt !== undefined && request.channel !== 'viber') {
        ctx.addIssue({
          code: 'custom',
          path: ['sender_alt'],
          message: 'The SMS fallback sender is for the Viber channel only.',
        });
      }
    }),
  );
export type SendOtpInput = z.input<typeof sendOtpRequestSchema>;
export type SendOtpRequest = z.output<typeof sendOtpRequestSchema>;

/** POST .../otp/{id}/verify: `access_code`, an integer of 3 to 9 digits (a digit string is read too). */
export const verifyOtpRequestSchema = z.object({
  access_code: z.pipe(
    z.union([z.number(), z.string()], { error: 'The code is required.' }),
    z.transform((v, ctx) => {
      const { accessCodeMin: min, accessCodeMax: max } = OTP_LIMITS;
      const code = parseDigitString(v, min, max);
      if (code !== undefined) return code;
      const message =
        v === ''
          ? 'The code is required.'
          : parseDigitString(v, 1, 64) === undefined
            ? 'The code must be digits only.'
            : `The code must be ${min} to ${max} digits.`;
      return refuse(ctx, message);
    }),
  ),
});
export type VerifyOtpInput = z.input<typeof verifyOtpRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// The list query.

export const otpSortSchema = z.enum(OTP_SORTS);
export type OtpSort = z.infer<typeof otpSortSchema>;

const isoDateTime = (field: string) =>
  z.string({ error: `The ${field} field is required.` }).check(
    z.minLength(1, `The ${field} field is required.`),
    z.refine(
      (v) => parseIsoDateTime(v) !== undefined,
      `The ${field} must be an ISO 8601 date-time (e.g. 2026-01-31T08:00:00Z).`,
    ),
  );

/**
 * The list's one rule across fields: the period's end not before its start (both ISO 8601). The message names
 * the two ends as the caller does (the wire's `filter[to]`, a form's field labels); undefined when in order or
 * when either end is not a time.
 */
export function periodOrderProblem(
  from: string | undefined,
  to: string | undefined,
  names: { from: string; to: string } = { from: 'filter[from]', to: 'The filter[to]' },
): string | undefined {
  const start = from === undefined ? undefined : parseIsoDateTime(from);
  const end = to === undefined ? undefined : parseIsoDateTime(to);
  return start !== undefined && end !== undefined && start > end
    ? `${names.to} must be a date after or equal to ${names.from}.`
    : undefined;
}

/** Session ids of filter[ids]: a comma-separated string or an array, at most 3. */
export const sessionIdsFilterSchema = idListSchema(
  sessionIdSchema,
  OTP_LIMITS.filterIdsMax,
  `At most ${OTP_LIMITS.filterIdsMax} session ids.`,
);

/** GET /api/2fa/authentications, keyed as sent (`page[limit]`, `filter[from]`); what the sandbox validates. */
export const otpSessionListQuerySchema = z
  .object({
    'page[offset]': pageOffsetParam(),
    'page[limit]': z._default(
      z.pipe(
        wireIntegerParam('page[limit]'),
        z
          .number()
          .check(
            z.gte(OTP_LIMITS.pageLimitMin, 'The page[limit] must be from 10 to 500.'),
            z.lte(OTP_LIMITS.pageLimitMax, 'The page[limit] must be from 10 to 500.'),
          ),
      ),
      OTP_LIMITS.pageLimitDefault,
    ),
    'filter[from]': isoDateTime('filter[from]'),
    'filter[to]': isoDateTime('filter[to]'),
    'filter[ids]': z.optional(sessionIdsFilterSchema),
    'filter[status]': z.optional(
      wireEnumSchema(OTP_STATUSES, 'The selected filter[status] is invalid.'),
    ),
    'filter[channel]': z.optional(
      wireEnumSchema(OTP_CHANNELS, 'The selected filter[channel] is invalid.'),
    ),
    'filter[recipient]': z.optional(
      z.string().check(z.regex(RECIPIENT_PATTERN, 'The filter[recipient] must be 9 to 15 digits.')),
    ),
    'filter[country_code]': z.optional(countryCodeSchema),
    way: z._default(wireEnumSchema(waySchema.options, 'The selected way is invalid.'), 'asc'),
    sort: z._default(wireEnumSchema(OTP_SORTS, 'The selected sort is invalid.'), 'created_at'),
  })
  .check(
    z.superRefine((query, ctx) => {
      const message = periodOrderProblem(query['filter[from]'], query['filter[to]']);
      if (message) ctx.addIssue({ code: 'custom', path: ['filter[to]'], message });
    }),
  );
export type OtpSessionListQuery = z.output<typeof otpSessionListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses: tolerant where the spec disagrees with itself (channel case, price as float or string, ids as
// number or string), normalised at this edge.

const lowerCase = z.pipe(
  z.string(),
  z.transform((v) => v.toLowerCase()),
);
const integer = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^-?\d+$/))]),
  z.transform((v) => Number(v)),
);

/** A message of a session (the spec types price as a float; it is kept as a decimal string). */
export const otpMessageSchema = z.object({
  id: stringId,
  recipient: stringId,
  status: lowerCase,
  channel: nullable(lowerCase),
  sender: nullable(z.string()),
  text: nullable(z.string()),
  price: nullable(decimalString),
  currency: nullable(z.string()),
  sent_at: nullable(z.string()),
  created_at: nullable(z.string()),
});
export type OtpMessage = z.output<typeof otpMessageSchema>;

export const otpSessionSchema = z.object({
  id: stringId,
  recipient: stringId,
  status: documentedValues(lowerCase, OTP_STATUSES),
  channel: documentedValues(lowerCase, OTP_CHANNELS),
  sender: z.string(),
  sender_alt: nullable(z.string()),
  message_text: z.string(),
  code_lifetime: integer,
  code_max_tries: integer,
  code_digits: integer,
  price: decimalString,
  currency: z.string(),
  country_code: nullable(z.string()),
  expired_at: nullable(z.string()),
  created_at: z.string(),
  updated_at: nullable(z.string()),
  finished_at: nullable(z.string()),
  /** Only in the status-check and list responses. */
  messages: z.pipe(
    z.nullish(z.array(otpMessageSchema)),
    z.transform((v) => v ?? []),
  ),
  /**
   * Not in the spec: wrong codes tried so far. The sandbox sends it so that "tries left" can be shown; null
   * when the platform does not say.
   */
  code_tries_used: nullable(integer),
});
export type OtpSession = z.output<typeof otpSessionSchema>;

export const otpSessionResponseSchema = z.object({ data: otpSessionSchema });

export const otpSessionListResponseSchema = z.object({
  data: z.object({
    list: z.array(otpSessionSchema),
    total: z.coerce.number().check(z.int(), z.gte(0)),
  }),
});
export type OtpSessionList = z.output<typeof otpSessionListResponseSchema>['data'];

/** GET /sandbox/outbox: every message the sandbox has "sent", newest first (with its real text). */
export const outboxResponseSchema = z.object({
  data: z.array(
    z.object({
      id: stringId,
      authentication_id: nullable(z.string()),
      channel: lowerCase,
      recipient: z.string(),
      sender: z.string(),
      text: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});
