// The heading of this area's page: rendered by the page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const VIBER_HEADING = {
  title: 'Viber message status',
  description:
    'Find one Viber message by the id the platform returned, or by your own external reference, and see what happened to it: delivered, read, and any SMS sent on its alternative route. Each lookup has its own address, so a link shows the same message to a colleague.',
  maxWidth: 620,
} as const satisfies PageHeadingText;
