// The headings of this area's pages: rendered by each page and painted by the static frame of index.html before
// any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const CAMPAIGNS_HEADING = {
  title: 'Campaigns',
  description:
    'Open a campaign to see its messages and to stop it. The id is the one the campaign send request returned; every message in the messages list links to its campaign too.',
  maxWidth: 720,
} as const satisfies PageHeadingText;

/** A campaign's page: "Campaign" and its id (the address' last segment). */
export const CAMPAIGN_HEADING = {
  title: 'Campaign',
  description:
    'The platform has no request that reads a campaign: its details show here once a stop returns them (remembered in this browser). What its messages say is below.',
  maxWidth: 620,
  titleWithId: true,
} as const satisfies PageHeadingText;
