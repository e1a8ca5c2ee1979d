// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const CAMPAIGNS_HEADING = {
  title: 'Campaigns',
  description:
    'Open a campaign to see its messages and to stop it. The id is the one the campaign send request returned; every message in the messages list links to its campaign too.',
  maxWidth: 720,
} as const satisfies PageHeadingText;
