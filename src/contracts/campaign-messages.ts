// Campaign messages (RCS) of GET /api/messages: the resource, the list's query and filter form (the values, limits
// and period rules are in campaign-messages-rules.ts, re-exported here).
import { z } from 'zod/mini';
import { documentedValues, intId, metaPageSchema, nullable, waySchema } from './common';
import {
  CAMPAIGN_MESSAGE_RULES,
  CAMPAIGN_MESSAGE_SORTS,
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  MAX_REFERENCE_LENGTH,
  MESSAGE_STATUSES,
  periodProblems,
} from './campaign-messages-rules.ts';
import { parseSpecDateTime, parseWireInteger, refuse, wireEnumSchema } from './wire';

/** The area's value lists, limits, texts and the rules its addresses are read with (what the entry chunk holds). */
export * from './campaign-messages-rules.ts';

// ---------------------------------------------------------------------------------------------------------
// GET /api/messages: the query as sent on the wire (validated by the sandbox).

const text = z.string({ error: CAMPAIGN_MESSAGE_RULES.text });

const wireInt = (rules: (n: z.ZodMiniNumber<number>) => z.ZodMiniNumber<number>) =>
  z.pipe(
    z.pipe(
      text,
      z.transform((v, ctx) => parseWireInteger(v) ?? refuse(ctx, CAMPAIGN_MESSAGE_RULES.integer)),
    ),
    rules(z.number()),
  );

const wireDateTime = text.check(
  z.refine((v) => parseSpecDateTime(v) !== undefined, CAMPAIGN_MESSAGE_RULES.dateFormat),
);

export const campaignMessagesQuerySchema = z.object({
  'page[limit]': z._default(
    wireInt((n) =>
      n.check(
        z.gte(1, CAMPAIGN_MESSAGE_RULES.limitMin),
        z.lte(MAX_PAGE_LIMIT, CAMPAIGN_MESSAGE_RULES.limitMax),
      ),
    ),
    DEFAULT_PAGE_LIMIT,
  ),
  'page[offset]': z._default(
    wireInt((n) => n.check(z.gte(0, CAMPAIGN_MESSAGE_RULES.offsetMin))),
    0,
  ),
  'filter[from]': z.optional(wireDateTime),
  'filter[to]': z.optional(wireDateTime),
  'filter[campaign_id]': z.optional(
    wireInt((n) => n.check(z.gte(1, CAMPAIGN_MESSAGE_RULES.positive))),
  ),
  'filter[reference_id]': z.optional(
    text.check(
      z.minLength(1, CAMPAIGN_MESSAGE_RULES.referenceLength),
      z.maxLength(MAX_REFERENCE_LENGTH, CAMPAIGN_MESSAGE_RULES.referenceLength),
    ),
  ),
  'filter[id]': z.optional(wireInt((n) => n.check(z.gte(1, CAMPAIGN_MESSAGE_RULES.positive)))),
  sort: z._default(wireEnumSchema(CAMPAIGN_MESSAGE_SORTS, CAMPAIGN_MESSAGE_RULES.sort), 'id'),
  way: z._default(wireEnumSchema(waySchema.options, CAMPAIGN_MESSAGE_RULES.way), 'asc'),
});
export type CampaignMessagesQuery = z.output<typeof campaignMessagesQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// The resource, read tolerantly (the spec's table and example disagree) and normalised to one shape.

const looseText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** A suggestion button of an RCS card: a reply text with either a phone number to call or a link. */
export const rcsSuggestionSchema = z.pipe(
  z.object({
    text: nullable(looseText),
    phone: nullable(looseText),
    url: nullable(z.string()),
  }),
  z.transform((s) => ({ text: s.text ?? '', phone: s.phone, url: s.url })),
);
export type RcsSuggestion = z.output<typeof rcsSuggestionSchema>;

export const rcsCardSchema = z.pipe(
  z.object({
    text: nullable(looseText),
    media: nullable(z.looseObject({ url: nullable(z.string()) })),
    suggestions: nullable(z.array(rcsSuggestionSchema)),
  }),
  z.transform((c) => ({
    text: c.text ?? '',
    media: c.media?.url ? { url: c.media.url } : null,
    suggestions: c.suggestions ?? [],
  })),
);
export type RcsCard = z.output<typeof rcsCardSchema>;

export const rcsOptionsSchema = z.pipe(
  z.looseObject({ cards: nullable(z.array(rcsCardSchema)) }),
  z.transform((o) => ({ cards: o.cards ?? [] })),
);
export type RcsOptions = z.output<typeof rcsOptionsSchema>;

const amountSchema = z.looseObject({
  value: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => (typeof v === 'number' ? v.toFixed(7) : v)),
  ),
  currency: nullable(z.string()),
});

const smsFallbackSchema = z.pipe(
  z.looseObject({
    parts: z.catch(z.coerce.number().check(z.int()), 0),
    id: nullable(
      z.union([
        z.array(intId),
        z.pipe(
          intId,
          z.transform((v) => [v]),
        ),
      ]),
    ),
  }),
  z.transform((s) => ({ parts: s.parts, ids: s.id ?? [] })),
);
export type SmsFallback = z.output<typeof smsFallbackSchema>;

export const campaignMessageSchema = z.pipe(
  z.looseObject({
    id: intId,
    campaign_id: nullable(intId),
    reference_id: nullable(looseText),
    type: nullable(z.string()),
    source: nullable(z.string()),
    text: nullable(z.string()),
    phone: nullable(looseText),
    validity: nullable(z.coerce.number().check(z.int())),
    status: documentedValues(
      z.pipe(
        z.string(),
        z.transform((s) => s.toLowerCase()),
      ),
      MESSAGE_STATUSES,
    ),
    // The field table names the content `options`, the example payload `rcs_options`.
    options: nullable(rcsOptionsSchema),
    rcs_options: nullable(rcsOptionsSchema),
    alternative_channels: z.catch(
      nullable(z.looseObject({ sms: nullable(smsFallbackSchema) })),
      null,
    ),
    // The field table spells it `amont`, the example payload `amount`.
    amount: nullable(amountSchema),
    amont: nullable(amountSchema),
    sender: nullable(z.string()),
    created_at: nullable(z.string()),
    sent_at: nullable(z.string()),
    delivered_at: nullable(z.string()),
  }),
  z.transform((m) => ({
    id: m.id,
    campaign_id: m.campaign_id,
    reference_id: m.reference_id,
    type: m.type,
    source: m.source,
    text: m.text,
    phone: m.phone,
    validity: m.validity,
    status: m.status,
    options: m.options ?? m.rcs_options,
    sms_fallback: m.alternative_channels?.sms ?? null,
    amount: m.amount ?? m.amont,
    sender: m.sender,
    created_at: m.created_at,
    sent_at: m.sent_at,
    delivered_at: m.delivered_at,
  })),
);
export type CampaignMessage = z.output<typeof campaignMessageSchema>;

export const campaignMessagesResponseSchema = z.object({
  data: z.array(campaignMessageSchema),
  meta: z.looseObject({ page: metaPageSchema }),
});
export type CampaignMessagesPage = z.output<typeof campaignMessagesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The console's filter form: what a person fills in; checked before any request with the same rules.

/** An id field of the form, refused in the words of the query's rules (CAMPAIGN_MESSAGE_RULES). */
/** An id typed in the form: empty, or what the query's `wireInt` reads, refused in the same words. */
const digitsField = z.string().check(
  z.trim(),
  z.superRefine((v, ctx) => {
    if (v === '') return;
    const n = parseWireInteger(v);
    if (n === undefined) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGE_RULES.integer });
    else if (n < 1) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGE_RULES.positive });
  }),
);

/** Form values: the date pickers give `YYYY-MM-DD HH:mm:ss` in the reader's local time, or null. */
export const campaignMessagesFilterSchema = (now: () => Date) =>
  z
    .object({
      from: z.nullable(z.string()),
      to: z.nullable(z.string()),
      campaign_id: digitsField,
      reference_id: z
        .string()
        .check(z.trim(), z.maxLength(MAX_REFERENCE_LENGTH, CAMPAIGN_MESSAGE_RULES.referenceLength)),
      id: digitsField,
    })
    .check(
      z.superRefine((values, ctx) => {
        const from = values.from ? localDateTime(values.from) : undefined;
        const to = values.to ? localDateTime(values.to) : undefined;
        if (values.from && !from)
          ctx.addIssue({
            code: 'custom',
            path: ['from'],
            message: CAMPAIGN_MESSAGE_RULES.dateFormat,
          });
        if (values.to && !to)
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: CAMPAIGN_MESSAGE_RULES.dateFormat,
          });
        const problems = periodProblems({ from, to, now: now() });
        if (problems.from) ctx.addIssue({ code: 'custom', path: ['from'], message: problems.from });
        if (problems.to) ctx.addIssue({ code: 'custom', path: ['to'], message: problems.to });
      }),
    );
export type CampaignMessagesFilter = z.input<ReturnType<typeof campaignMessagesFilterSchema>>;

/** `YYYY-MM-DD HH:mm[:ss]` in the reader's local time as a Date; undefined unless every part is in range. */
export function localDateTime(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return undefined;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0] = m.slice(1, 6).map(Number);
  const sec = m[6] === undefined ? 0 : Number(m[6]);
  const date = new Date(y, mo - 1, d, h, mi, sec);
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === sec;
  return same ? date : undefined;
}

/**
 * A Date as the pickers' `YYYY-MM-DD HH:mm:ss` in the reader's local time: the instant moved by its own offset
 * from UTC, written by the built-in ISO formatter (as the wire's UTC times are, in wire.ts).
 */
export function toLocalDateTime(date: Date): string {
  const wallClock = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return wallClock.toISOString().slice(0, 19).replace('T', ' ');
}
