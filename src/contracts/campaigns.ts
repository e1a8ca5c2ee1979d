// Campaigns: the resource returned by PUT /api/campaigns/{id}/stop, its statuses and which of them can stop.
import { z } from 'zod/mini';
import { documentedValues, nullable } from './common';
import { CAMPAIGN_STATUSES } from './campaigns-rules.ts';
import { parsePathId, refuse } from './wire';

/** The statuses, which of them can stop, and the area's error texts. */
export * from './campaigns-rules.ts';

/**
 * A campaign id as the path carries it: digits only, no leading zero, at least 1 (parsePathId), and at most 15
 * digits so that it is exact as a number. No trimming: `%09900001` is not campaign 900001.
 */
export const campaignIdSchema = z.pipe(
  z.string({ error: 'Enter a campaign id' }).check(z.minLength(1, 'Enter a campaign id')),
  z.transform(
    (value, ctx) =>
      (value.length <= 15 ? parsePathId(value)?.id : undefined) ??
      refuse(ctx, 'A campaign id is a whole number from 1'),
  ),
);

/** The campaigns index's form: open a campaign by its id. */
/** The campaigns index's form: spaces a person types around the id are dropped before the path's rule. */
export const openCampaignSchema = z.object({
  campaign_id: z.pipe(z.string().check(z.trim()), campaignIdSchema),
});

const counter = z.catch(z.coerce.number().check(z.int()), 0);

/** `statistics` in the field table, `statistic` in the example payload: both read, one shape out. */
const countersSchema = z.pipe(
  z.looseObject({ delivered: counter, sent: counter }),
  z.transform((s) => ({ delivered: s.delivered, sent: s.sent })),
);
export type CampaignCounters = z.output<typeof countersSchema>;

export const campaignSchema = z.pipe(
  z.looseObject({
    id: z.pipe(
      z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d+$/))]),
      z.transform(Number),
    ),
    name: nullable(z.string()),
    sender: nullable(z.string()),
    status: documentedValues(
      z.pipe(
        z.string(),
        z.transform((s) => s.toLowerCase()),
      ),
      CAMPAIGN_STATUSES,
    ),
    message_type: nullable(z.string()),
    start_at: nullable(z.string()),
    real_start_at: nullable(z.string()),
    finished_at: nullable(z.string()),
    created_at: nullable(z.string()),
    statistics: nullable(countersSchema),
    statistic: nullable(countersSchema),
    calculated_price: nullable(
      z.pipe(
        z.union([z.number(), z.string()]),
        z.transform((v) => (typeof v === 'number' ? v.toFixed(7) : v)),
      ),
    ),
    alternative_channels: z.catch(
      nullable(
        z.looseObject({
          sms: nullable(
            z.looseObject({
              statistics: nullable(countersSchema),
              statistic: nullable(countersSchema),
            }),
          ),
        }),
      ),
      null,
    ),
  }),
  z.transform((c) => ({
    id: c.id,
    name: c.name,
    sender: c.sender,
    status: c.status,
    message_type: c.message_type,
    start_at: c.start_at,
    real_start_at: c.real_start_at,
    finished_at: c.finished_at,
    created_at: c.created_at,
    statistics: c.statistics ?? c.statistic,
    calculated_price: c.calculated_price,
    sms_statistics:
      c.alternative_channels?.sms?.statistics ?? c.alternative_channels?.sms?.statistic ?? null,
  })),
);
export type Campaign = z.output<typeof campaignSchema>;

export const stopCampaignResponseSchema = z.object({ data: campaignSchema });
