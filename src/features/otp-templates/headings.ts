// The headings of this area's pages: rendered by each page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const TEMPLATES_HEADING = {
  title: 'OTP templates',
  description:
    'Texts of one-time password messages. A new template awaits moderation; only approved templates can send an OTP, and only to the countries they list.',
  maxWidth: 560,
} as const satisfies PageHeadingText;

export const NEW_TEMPLATE_HEADING = {
  title: 'New OTP template',
  back: { to: '/otp/templates', label: 'OTP templates' },
  description:
    'The template is sent to moderation and listed as requested; it can send an OTP once approved.',
  maxWidth: 560,
} as const satisfies PageHeadingText;
