// The headings of this area's pages: rendered by each page (PageHeading) and painted by the static frame of
// index.html before any script (src/app/shell/page-headings.ts).
import type { PageHeadingText } from '@/lib/page-headings';

export const SESSIONS_HEADING = {
  title: '2FA sessions',
  description:
    'One-time password sessions created in the period: find one by id, recipient or status and open it to follow, verify, resend or cancel it.',
  maxWidth: 620,
} as const satisfies PageHeadingText;

export const SEND_OTP_HEADING = {
  title: 'Send an OTP',
  back: { to: '/otp/sessions', label: 'All 2FA sessions' },
  description:
    'Generates a one-time password and sends it to the recipient with the chosen template. The new session opens once the platform has accepted it.',
  maxWidth: 640,
} as const satisfies PageHeadingText;
