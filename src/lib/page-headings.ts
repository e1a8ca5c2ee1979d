// The title and the short description that open each page with a fixed address (and the statistics file, whose
// heading does not depend on the file: `$key` stands for any one last segment): the page renders them
// (src/components/page-heading.tsx), and the static frame of index.html shows the same text in the same place
// before any script has run (src/app/shell/static-frame.ts), so the page's heading is on screen at once.

export interface PageHeadingText {
  title: string;
  description: string;
  /** The description's widest line, in px (a long text reads better in a narrower column). */
  maxWidth?: number;
  /** The link above the title back to the list the page belongs to. */
  back?: { to: string; label: string };
}

export const PAGE_HEADINGS = {
  '/': {
    title: 'Overview',
    description:
      'What needs attention in the last 24 hours: 2FA sessions by status, campaign messages sent, OTP templates awaiting moderation and sender applications by status. Each figure opens the list it counts and keeps itself up to date while the page is open.',
    maxWidth: 640,
  },
  '/messages': {
    title: 'Campaign messages',
    description:
      'RCS and SMS messages of your campaigns, with their SMS fallbacks. The platform searches at most 3 months at a time, by send date.',
    maxWidth: 720,
  },
  '/campaigns': {
    title: 'Campaigns',
    description:
      'Open a campaign to see its messages and to stop it. The id is the one the campaign send request returned; every message in the messages list links to its campaign too.',
    maxWidth: 720,
  },
  '/otp/sessions': {
    title: '2FA sessions',
    description:
      'One-time password sessions created in the period: find one by id, recipient or status and open it to follow, verify, resend or cancel it.',
    maxWidth: 620,
  },
  '/otp/send': {
    title: 'Send an OTP',
    back: { to: '/otp/sessions', label: 'All 2FA sessions' },
    description:
      'Generates a one-time password and sends it to the recipient with the chosen template. The new session opens once the platform has accepted it.',
    maxWidth: 640,
  },
  '/otp/insight': {
    title: '2FA insight',
    description:
      'Conversion, Viber→SMS fallback, cost and fraud signals of the 2FA sessions of a period, read from the sessions list. Every count opens the sessions it counts.',
  },
  '/otp/templates': {
    title: 'OTP templates',
    description:
      'Texts of one-time password messages. A new template awaits moderation; only approved templates can send an OTP, and only to the countries they list.',
    maxWidth: 560,
  },
  '/otp/templates/new': {
    title: 'New OTP template',
    back: { to: '/otp/templates', label: 'OTP templates' },
    description:
      'The template is sent to moderation and listed as requested; it can send an OTP once approved.',
    maxWidth: 560,
  },
  '/viber': {
    title: 'Viber message status',
    description:
      'Find one Viber message by the id the platform returned, or by your own external reference, and see what happened to it: delivered, read, and any SMS sent on its alternative route. Each lookup has its own address, so a link shows the same message to a colleague.',
    maxWidth: 620,
  },
  '/statistics': {
    title: 'Statistics files',
    description:
      'Files of message statistics the platform generated on request. Open a file to read its entries, filter and sort them, see totals per currency, and download it as json, xml or csv.',
    maxWidth: 640,
  },
  '/statistics/$key': {
    title: 'Statistics file',
    back: { to: '/statistics', label: 'All statistics files' },
    description:
      'One file of message statistics: its entries as they arrive, then filters and sorting over all of them, totals per currency, counts by status, country and operator, and the file itself to download as received.',
    maxWidth: 640,
  },
  '/senders': {
    title: 'Sender applications',
    description:
      'Applications to register SMS sender names. Open one to read every detail; a rejected application says why.',
    maxWidth: 640,
  },
  '/contacts': {
    title: 'Contacts',
    description:
      'The contact book: create a contact, or edit one by its id. The platform has no endpoint that lists or reads contacts, so this console knows only the contacts the platform returned to it in this session.',
    maxWidth: 680,
  },
  '/contacts/new': {
    title: 'New contact',
    description: 'Adds a contact to the contact book. Only the phone is required.',
    maxWidth: 640,
  },
} as const satisfies Record<string, PageHeadingText>;

export type HeadedPage = keyof typeof PAGE_HEADINGS;
