// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const SENDERS_HEADING = {
  title: 'Sender applications',
  description:
    'Applications to register SMS sender names. Open one to read every detail; a rejected application says why.',
  maxWidth: 640,
} as const satisfies PageHeadingText;
