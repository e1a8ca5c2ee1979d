// The headings of this area's pages: rendered by each page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const STATISTICS_HEADING = {
  title: 'Statistics files',
  description:
    'Files of message statistics the platform generated on request. Open a file to read its entries, filter and sort them, see totals per currency, and download it as json, xml or csv.',
  maxWidth: 640,
} as const satisfies PageHeadingText;

export const STATISTICS_FILE_HEADING = {
  title: 'Statistics file',
  back: { to: '/statistics', label: 'All statistics files' },
  description:
    'One file of message statistics: its entries as they arrive, then filters and sorting over all of them, totals per currency, counts by status, country and operator, and the file itself to download as received.',
  maxWidth: 640,
} as const satisfies PageHeadingText;
