// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const OVERVIEW_HEADING = {
  title: 'Overview',
  description:
    'What needs attention in the last 24 hours: 2FA sessions by status, campaign messages sent, OTP templates awaiting moderation and sender applications by status. Each figure opens the list it counts and keeps itself up to date while the page is open.',
  maxWidth: 640,
} as const satisfies PageHeadingText;
