// PUT /api/campaigns/{id}/stop: moderation, paused, sending or scheduled campaigns become stopped, for good.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { serviceError } from '../http.ts';
import { formatSpecDateTime, type TimeBase } from '../store/time.ts';
import {
  AMOUNT_SCALE,
  API_CAMPAIGN_NAME_PREFIX,
  DELIVERED_STATUSES,
  SENT_STATUSES,
  countCampaignMessagesIn,
  endUnsentMessages,
  findCampaign,
  markCampaignStopped,
  type CampaignRow,
} from '../store/areas/campaign-messages.ts';
import {
  CAMPAIGN_NOT_FOUND,
  campaignIdSchema,
  campaignNotStoppableMessage,
  isStoppable,
} from '../../../src/contracts/campaigns.ts';

/** The campaign as the platform answers it (field names of the spec's example payload). */
export function campaignToWire(row: CampaignRow, time: TimeBase) {
  const wire = (stored: number | null) =>
    stored === null ? null : formatSpecDateTime(time.toReal(stored));
  return {
    id: row.id,
    name: row.name ?? `${API_CAMPAIGN_NAME_PREFIX}/${wire(row.created_at) ?? ''}`,
    sender: row.sender,
    status: row.status,
    message_type: row.message_type,
    start_at: wire(row.start_at),
    real_start_at: wire(row.real_start_at),
    finished_at: wire(row.finished_at),
    created_at: wire(row.created_at),
    statistics: { delivered: row.delivered_count, sent: row.sent_count },
    calculated_price: Number((row.calculated_price / AMOUNT_SCALE).toFixed(7)),
    alternative_channels: {
      sms: { statistic: { sent: row.sms_sent_count, delivered: row.sms_delivered_count } },
    },
  };
}

export const campaignRoutes = new Hono<SandboxEnv>().put('/api/campaigns/:id/stop', (c) => {
  const id = campaignIdSchema.safeParse(c.req.param('id'));
  if (!id.success) return serviceError(c, 404, CAMPAIGN_NOT_FOUND);
  const store = c.get('store');
  const db = store.db;
  const accountId = c.get('account').id;
  const campaign = findCampaign(db, accountId, id.data);
  if (!campaign) return serviceError(c, 404, CAMPAIGN_NOT_FOUND);
  if (!isStoppable(campaign.status))
    return serviceError(c, 422, campaignNotStoppableMessage(campaign.status));

  db.transaction(() => {
    // Messages that never left the platform end now; those with the operator keep their reports coming.
    endUnsentMessages(db, campaign.id);
    // The counters are recounted from the messages, so they cannot drift from them.
    markCampaignStopped(db, campaign.id, store.clock.nowStored(), {
      delivered: countCampaignMessagesIn(db, campaign.id, DELIVERED_STATUSES),
      sent: countCampaignMessagesIn(db, campaign.id, SENT_STATUSES),
    });
  })();
  const stopped = findCampaign(db, accountId, campaign.id);
  if (!stopped) return serviceError(c, 404, CAMPAIGN_NOT_FOUND);
  return c.json({ data: campaignToWire(stopped, store.time) });
});
