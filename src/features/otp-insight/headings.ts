// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const INSIGHT_HEADING = {
  title: '2FA insight',
  description:
    'Conversion, Viber→SMS fallback, cost and fraud signals of the 2FA sessions of a period, read from the sessions list. Every count opens the sessions it counts.',
} as const satisfies PageHeadingText;
