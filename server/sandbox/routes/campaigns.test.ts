// PUT /api/campaigns/{id}/stop in process: every allowed transition, every refusal (status, shape, text),
// the end of unsent messages, counters that follow the messages, and no change on a refused request.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, withKey } from '../../test/app.ts';
import {
  CAMPAIGN_NOT_FOUND,
  campaignNotStoppableMessage,
  stopCampaignResponseSchema,
} from '../../../src/contracts/campaigns.ts';
import { fromWireDateTime } from '../../../src/contracts/campaign-messages.ts';
import {
  API_CAMPAIGN_NAME_PREFIX,
  DELIVERED_STATUSES,
  FIXTURE_CAMPAIGNS,
  SENT_STATUSES,
  STOPPED_MESSAGE_STATUS,
} from '../store/areas/campaign-messages.ts';

const { app, store } = createTestApp();
beforeEach(() => store.reset());

async function stop(id: string | number, apiKey = 'live_sandbox') {
  const response = await app.request(`/api/campaigns/${id}/stop`, {
    method: 'PUT',
    headers: withKey(apiKey),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface WireCampaign {
  id: number;
  name: string;
  status: string;
  finished_at: string | null;
  statistics: { delivered: number; sent: number };
  alternative_channels: { sms: { statistic: { sent: number; delivered: number } } };
  calculated_price: number;
  [key: string]: unknown;
}

function campaignRow(id: number) {
  return store.db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id);
}

function messageStatuses(campaignId: number): Record<string, number> {
  const rows = store.db
    .prepare<[number], { status: string; n: number }>(
      'SELECT status, count(*) AS n FROM campaign_messages WHERE campaign_id = ? GROUP BY status',
    )
    .all(campaignId);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

const sum = (counts: Record<string, number>, statuses: readonly string[]) =>
  statuses.reduce((total, s) => total + (counts[s] ?? 0), 0);

describe('regression: a malformed id stops nothing', () => {
  // The smallest counterexample found: a tab before the id was trimmed away and campaign 900001 stopped.
  it.each(['%09900001', '900001%20', '900001%0A', '%20900001', '0900001', '%2B900001', '900001.0'])(
    'PUT /api/campaigns/%s/stop answers 404 Campaign not found and leaves the campaign as it was',
    async (id) => {
      const before = campaignRow(FIXTURE_CAMPAIGNS.sending);
      const statuses = messageStatuses(FIXTURE_CAMPAIGNS.sending);
      const answer = await stop(id);
      expect(answer).toEqual({ status: 404, json: { errors: [{ message: CAMPAIGN_NOT_FOUND }] } });
      expect(campaignRow(FIXTURE_CAMPAIGNS.sending)).toEqual(before);
      expect(messageStatuses(FIXTURE_CAMPAIGNS.sending)).toEqual(statuses);
    },
  );
});

describe('stop', () => {
  it.each([
    ['sending', FIXTURE_CAMPAIGNS.sending],
    ['paused', FIXTURE_CAMPAIGNS.paused],
    ['scheduled (planned)', FIXTURE_CAMPAIGNS.scheduled],
    ['moderation', FIXTURE_CAMPAIGNS.moderation],
  ])('stops a %s campaign: stopped, finished now, unsent messages ended', async (_, id) => {
    const before = messageStatuses(id);
    const unsent = (before.scheduled ?? 0) + (before.moderation ?? 0);
    expect(unsent).toBeGreaterThan(0);
    const { status, json } = await stop(id);
    expect(status).toBe(200);
    const campaign = (json as { data: WireCampaign }).data;
    expect(campaign).toMatchObject({ id, status: 'stopped' });
    const finished = fromWireDateTime(campaign.finished_at ?? '');
    expect(Math.abs((finished?.getTime() ?? 0) / 1000 - store.clock.nowSeconds())).toBeLessThan(5);

    const after = messageStatuses(id);
    expect(after.scheduled ?? 0).toBe(0);
    expect(after.moderation ?? 0).toBe(0);
    expect(after[STOPPED_MESSAGE_STATUS]).toBe((before[STOPPED_MESSAGE_STATUS] ?? 0) + unsent);
    // Messages already with the operator keep their status.
    for (const s of ['delivered', 'read', 'sent', 'accepted', 'sending'])
      expect(after[s] ?? 0).toBe(before[s] ?? 0);
    expect(campaign.statistics).toEqual({
      delivered: sum(after, DELIVERED_STATUSES),
      sent: sum(after, SENT_STATUSES),
    });
    expect(stopCampaignResponseSchema.safeParse(json).success).toBe(true);
  });

  it('answers the campaign with the spec fields, an API-made name and the SMS counters', async () => {
    const { json } = await stop(FIXTURE_CAMPAIGNS.sending);
    const campaign = (json as { data: WireCampaign }).data;
    expect(Object.keys(campaign).sort()).toEqual(
      [
        'alternative_channels',
        'calculated_price',
        'created_at',
        'finished_at',
        'id',
        'message_type',
        'name',
        'real_start_at',
        'sender',
        'start_at',
        'statistics',
        'status',
      ].sort(),
    );
    expect(campaign.name).toBe(`${API_CAMPAIGN_NAME_PREFIX}/${String(campaign.created_at)}`);
    expect(campaign.message_type).toBe('rcs');
    expect(typeof campaign.calculated_price).toBe('number');
    expect(campaign.calculated_price).toBeCloseTo(200 * 0.025, 7);
    const smsCounts = store.db
      .prepare<[number], { sent: number; delivered: number }>(
        `SELECT count(*) AS sent, coalesce(sum(sms_delivered), 0) AS delivered FROM campaign_messages
         WHERE campaign_id = ? AND sms_parts > 0`,
      )
      .get(FIXTURE_CAMPAIGNS.sending);
    expect(campaign.alternative_channels.sms.statistic).toEqual(smsCounts);
  });

  it('lists the ended messages as failed afterwards', async () => {
    await stop(FIXTURE_CAMPAIGNS.scheduled);
    const response = await app.request(
      `/api/messages?filter[campaign_id]=${FIXTURE_CAMPAIGNS.scheduled}&page[limit]=1000`,
      { headers: withKey() },
    );
    const body = (await response.json()) as { data: { status: string; sent_at: string | null }[] };
    expect(body.data.length).toBe(90);
    expect(new Set(body.data.map((m) => m.status))).toEqual(new Set([STOPPED_MESSAGE_STATUS]));
    expect(body.data.every((m) => m.sent_at === null)).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    ['done', FIXTURE_CAMPAIGNS.doneWithFallbacks],
    ['stopped', FIXTURE_CAMPAIGNS.stopped],
    ['spam', FIXTURE_CAMPAIGNS.spam],
    ['creation', FIXTURE_CAMPAIGNS.creation],
  ])('refuses to stop a %s campaign (422, shape 1) and changes nothing', async (status, id) => {
    const before = campaignRow(id);
    const messages = messageStatuses(id);
    expect(await stop(id)).toEqual({
      status: 422,
      json: { errors: [{ message: campaignNotStoppableMessage(status) }] },
    });
    expect(campaignRow(id)).toEqual(before);
    expect(messageStatuses(id)).toEqual(messages);
  });

  it('refuses a second stop of the same campaign', async () => {
    expect((await stop(FIXTURE_CAMPAIGNS.sendingSecond)).status).toBe(200);
    expect(await stop(FIXTURE_CAMPAIGNS.sendingSecond)).toEqual({
      status: 422,
      json: { errors: [{ message: 'Campaign in status stopped cannot be stopped' }] },
    });
  });

  it.each(['999999999', '0', 'abc', '-1', '1.5'])('answers 404 for campaign id %s', async (id) => {
    expect(await stop(id)).toEqual({
      status: 404,
      json: { errors: [{ message: CAMPAIGN_NOT_FOUND }] },
    });
  });

  it("answers 404 for another account's campaign and leaves it as it was", async () => {
    const before = campaignRow(FIXTURE_CAMPAIGNS.sending);
    expect(await stop(FIXTURE_CAMPAIGNS.sending, 'live_sandbox_testmode')).toEqual({
      status: 404,
      json: { errors: [{ message: CAMPAIGN_NOT_FOUND }] },
    });
    expect(campaignRow(FIXTURE_CAMPAIGNS.sending)).toEqual(before);
  });

  it('refuses a request without credentials', async () => {
    const response = await app.request(`/api/campaigns/${FIXTURE_CAMPAIGNS.sending}/stop`, {
      method: 'PUT',
    });
    expect(response.status).toBe(401);
  });

  it('answers only PUT', async () => {
    const response = await app.request(`/api/campaigns/${FIXTURE_CAMPAIGNS.sending}/stop`, {
      method: 'POST',
      headers: withKey(),
    });
    expect(response.status).toBe(404);
  });
});
