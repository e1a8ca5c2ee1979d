// OTP message templates: the template resource, its list, and the create request with every rule of the spec.
import { z } from 'zod/mini';
import { isCountryCode } from './countries.ts';
import { idListSchema, stringId, waySchema } from './common.ts';
import {
  TEMPLATE_FILTER_IDS_MAX,
  TEMPLATE_ID_PATTERN,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
  TEMPLATE_PAGE_LIMIT_DEFAULT,
  TEMPLATE_PAGE_LIMIT_MAX,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_TEXT_MIN,
  TEMPLATE_ERRORS,
} from './otp-templates-rules.ts';
import { pageOffsetParam, parseCountryCode, wireEnumSchema, wireIntegerParam } from './wire.ts';

/** The area's value lists, limits, texts and the rules its addresses are read with (what the entry chunk holds). */
export * from './otp-templates-rules.ts';

export const templateStatusSchema = z.enum(TEMPLATE_STATUSES);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;

/** The variable the platform replaces with the one-time code. */
export const CODE_VARIABLE = '{code2fa}';

export const templateSortSchema = z.enum(TEMPLATE_SORTS);
export type TemplateSort = z.infer<typeof templateSortSchema>;

/** Which create-form field a service error of the spec concerns; undefined for errors of the whole request. */
export function templateFieldOfError(message: string): 'name' | 'text' | undefined {
  if (message === TEMPLATE_ERRORS.nameTaken) return 'name';
  if (message === TEMPLATE_ERRORS.variableRequired || message === TEMPLATE_ERRORS.variableOnce)
    return 'text';
  return undefined;
}

/**
 * Characters as the platform counts them ("9 to 70 characters in any encoding"): Unicode code points, so an
 * emoji or a letter outside the BMP counts once, as PHP's mb_strlen does.
 */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/**
 * What is wrong with the {code2fa} variable of a text, as the spec's message, or undefined when it occurs
 * exactly once. Any mention of "code2fa" that is not exactly `{code2fa}` (`{CODE2FA}`, `{ code2fa }`,
 * `{{code2fa}}`, `{code2fa`) is malformed; two mentions of any form are a repeat.
 */
export function codeVariableProblem(text: string): string | undefined {
  const mentions = text.match(/code2fa/gi)?.length ?? 0;
  const exact = text.match(/(?<!\{)\{code2fa\}(?!\})/g)?.length ?? 0;
  if (mentions > 1) return TEMPLATE_ERRORS.variableOnce;
  if (exact === 0) return TEMPLATE_ERRORS.variableRequired;
  return undefined;
}

/** A text with {code2fa} replaced by a code, as the recipient reads it. */
export function renderTemplateText(text: string, code: string): string {
  return text.replace(CODE_VARIABLE, code);
}

/** A template's countries: the spec shows an array; a comma-separated string is read too. Upper-cased. */
const templateCountriesSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim().toUpperCase()).filter(Boolean),
  ),
);

/** 0/1 or a boolean, as flags arrive. */
const flagSchema = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((v) => {
    if (typeof v === 'boolean') return v;
    return Number(v) === 1 || v === 'true';
  }),
);

/** An OTP message template as the console uses it. */
export const templateSchema = z.pipe(
  z.object({
    template_id: stringId,
    name: z.string(),
    text: z.string(),
    countries: templateCountriesSchema,
    status: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.toLowerCase()),
      ),
      templateStatusSchema,
    ),
    updated_at: z.string(),
    /**
     * Not in the spec: the sandbox says which template is the account's default (`is_default`), some
     * platforms say `default`. Absent (proxy to a platform that does not say) means not known to be default.
     */
    is_default: z.optional(flagSchema),
    default: z.optional(flagSchema),
  }),
  z.transform(({ default: alt, is_default, ...template }) => ({
    ...template,
    is_default: is_default ?? alt ?? false,
  })),
);
export type Template = z.output<typeof templateSchema>;

/** GET /api/2fa/authentications/templates. */
export const templateListResponseSchema = z.object({
  data: z.array(templateSchema),
  total: z.coerce.number().check(z.int(), z.gte(0)),
});
export type TemplateList = z.output<typeof templateListResponseSchema>;

/** POST .../templates and POST /sandbox/templates/{id}/moderation. */
export const templateResponseSchema = z.object({ data: templateSchema });

/** DELETE .../templates/{template_id}: the body is not shown by the spec; the sandbox answers this. */
export const templateDeletedResponseSchema = z.object({
  data: z.looseObject({ template_id: stringId, deleted: z.literal(true) }),
});

export const templateIdSchema = z
  .string()
  .check(z.regex(TEMPLATE_ID_PATTERN, 'The template id must be 1 to 9 digits.'));

// Free text is taken as sent (src/contracts/wire.ts): spaces count toward the length, only a blank one is missing.
const nameSchema = z.string({ error: 'The name field is required.' }).check(
  z.refine((v) => v.trim().length > 0, 'The name field is required.'),
  z.refine(
    (v) => v.trim().length === 0 || characterCount(v) >= TEMPLATE_NAME_MIN,
    `The name must be at least ${TEMPLATE_NAME_MIN} characters.`,
  ),
  z.refine(
    (v) => characterCount(v) <= TEMPLATE_NAME_MAX,
    `The name may not be greater than ${TEMPLATE_NAME_MAX} characters.`,
  ),
);

const textSchema = z.string({ error: 'The text field is required.' }).check(
  z.refine((v) => v.trim().length > 0, 'The text field is required.'),
  z.refine(
    (v) => v.trim().length === 0 || characterCount(v) >= TEMPLATE_TEXT_MIN,
    `The text must be at least ${TEMPLATE_TEXT_MIN} characters.`,
  ),
  z.refine(
    (v) => characterCount(v) <= TEMPLATE_TEXT_MAX,
    `The text may not be greater than ${TEMPLATE_TEXT_MAX} characters.`,
  ),
);

const countriesSchema = z.pipe(
  z
    .array(z.string({ error: 'Each country must be a two-letter code.' }), {
      error: 'The countries field is required.',
    })
    .check(
      z.minLength(1, 'Choose at least one country.'),
      z.superRefine((codes, ctx) => {
        for (const code of codes) {
          const country = parseCountryCode(code);
          if (country === undefined || !isCountryCode(country)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${code.slice(0, 10)}" is not an ISO 3166-1 alpha-2 country code.`,
            });
            return;
          }
        }
      }),
    ),
  z.transform((codes) => [...new Set(codes.map((c) => c.toUpperCase()))]),
);

/**
 * The plain field rules of a create request (required, lengths, country codes). The sandbox answers their
 * failures with shape 2, keyed by field, as a request validator does.
 */
export const createTemplateFieldsSchema = z.object({
  name: nameSchema,
  text: textSchema,
  countries: countriesSchema,
});

/**
 * The whole create request, as the console checks it before sending: the field rules plus the {code2fa}
 * rules with the spec's own texts (the platform answers those with shape 1, see the error table).
 */
export const createTemplateRequestSchema = createTemplateFieldsSchema.check(
  z.superRefine((request, ctx) => {
    const problem = codeVariableProblem(request.text);
    if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: problem });
  }),
);
export type CreateTemplateRequest = z.output<typeof createTemplateRequestSchema>;
export type CreateTemplateInput = z.input<typeof createTemplateRequestSchema>;

/** filter[ids]: template ids, at most 100. */
const filterIdsSchema = idListSchema(
  templateIdSchema,
  TEMPLATE_FILTER_IDS_MAX,
  `At most ${TEMPLATE_FILTER_IDS_MAX} ids.`,
);

/** GET .../templates query, keyed as sent (`page[limit]`); what the sandbox validates. */
export const templateListQuerySchema = z.object({
  'page[offset]': pageOffsetParam(),
  'page[limit]': z._default(
    z.pipe(
      wireIntegerParam('page[limit]'),
      z
        .number()
        .check(
          z.gte(1, 'The page[limit] must be at least 1.'),
          z.lte(
            TEMPLATE_PAGE_LIMIT_MAX,
            `The page[limit] may not be greater than ${TEMPLATE_PAGE_LIMIT_MAX}.`,
          ),
        ),
    ),
    TEMPLATE_PAGE_LIMIT_DEFAULT,
  ),
  'filter[ids]': z.optional(filterIdsSchema),
  'filter[status]': z.optional(
    wireEnumSchema(TEMPLATE_STATUSES, 'The selected filter[status] is invalid.'),
  ),
  sort: z._default(wireEnumSchema(TEMPLATE_SORTS, 'The selected sort is invalid.'), 'updated_at'),
  way: z._default(wireEnumSchema(waySchema.options, 'The selected way is invalid.'), 'asc'),
});
export type TemplateListQuery = z.output<typeof templateListQuerySchema>;

/** POST /sandbox/templates/{template_id}/moderation: the moderation decision. */
export const templateModerationRequestSchema = z.object({
  status: wireEnumSchema(['approved', 'rejected'], 'The status must be approved or rejected.'),
});
