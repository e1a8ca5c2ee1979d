// The headings of this area's pages: rendered by each page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const CONTACTS_HEADING = {
  title: 'Contacts',
  description:
    'The contact book: create a contact, or edit one by its id. The platform has no endpoint that lists or reads contacts, so this console knows only the contacts the platform returned to it in this session.',
  maxWidth: 680,
} as const satisfies PageHeadingText;

export const NEW_CONTACT_HEADING = {
  title: 'New contact',
  description: 'Adds a contact to the contact book. Only the phone is required.',
  maxWidth: 640,
} as const satisfies PageHeadingText;
