// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const MESSAGES_HEADING = {
  title: 'Campaign messages',
  description:
    'RCS and SMS messages of your campaigns, with their SMS fallbacks. The platform searches at most 3 months at a time, by send date.',
  maxWidth: 720,
} as const satisfies PageHeadingText;
