// Campaigns' statuses, which of them can stop, and the area's error texts: no schema, so that what shows an error
// or a status (src/contracts/error-explanations.ts, on most pages) does not load the campaign's response schema
// (campaigns.ts has the rest of the area and re-exports these).

/**
 * The spec's statuses, plus `moderation`: the stop rule names it although the status list does not, so the
 * sandbox keeps it as a status of its own (a campaign waiting for moderation; see docs/sandbox/campaigns.md).
 */
export const CAMPAIGN_STATUSES = [
  'creation',
  'moderation',
  'spam',
  'scheduled',
  'sending',
  'paused',
  'stopped',
  'done',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** "moderation, paused, sending or planned": planned is the status list's `scheduled`. */
export const STOPPABLE_CAMPAIGN_STATUSES: readonly string[] = [
  'moderation',
  'paused',
  'sending',
  'scheduled',
];
export const FINAL_CAMPAIGN_STATUSES: readonly string[] = ['stopped', 'done'];

export function isStoppable(status: string): boolean {
  return STOPPABLE_CAMPAIGN_STATUSES.includes(status.toLowerCase());
}

/** The sandbox's refusal (shape 1, 422) of a stop in any other status; the spec shows none. */
export const campaignNotStoppableMessage = (status: string) =>
  `Campaign in status ${status} cannot be stopped`;
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
