// The areas of the console, in the order of the navigation.
import type { LinkProps } from '@tanstack/react-router';

/** The navigation's groups, in order. */
export const NAV_GROUPS = [
  'Account',
  'Campaigns',
  'Two-factor authentication',
  'Messages and files',
] as const;

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Shown under the label for people new to the console. */
  description: string;
  group: (typeof NAV_GROUPS)[number];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Overview', to: '/', description: 'What to check first', group: 'Account' },
  {
    label: 'Campaign messages',
    to: '/messages',
    description: 'RCS messages and their fallbacks',
    group: 'Campaigns',
  },
  {
    label: 'Campaigns',
    to: '/campaigns',
    description: 'A campaign and its stop',
    group: 'Campaigns',
  },
  {
    label: '2FA sessions',
    to: '/otp/sessions',
    description: 'OTP sessions: verify, resend, cancel',
    group: 'Two-factor authentication',
  },
  {
    label: '2FA insight',
    to: '/otp/insight',
    description: 'Conversion, fallback, cost, fraud signals',
    group: 'Two-factor authentication',
  },
  {
    label: 'OTP templates',
    to: '/otp/templates',
    description: 'Message templates and moderation',
    group: 'Two-factor authentication',
  },
  {
    label: 'Viber',
    to: '/viber',
    description: 'Viber message status',
    group: 'Messages and files',
  },
  {
    label: 'Statistics files',
    to: '/statistics',
    description: 'Statistics files viewer',
    group: 'Messages and files',
  },
  {
    label: 'Sender applications',
    to: '/senders',
    description: 'SMS sender registrations',
    group: 'Account',
  },
  { label: 'Contacts', to: '/contacts', description: 'Create and edit contacts', group: 'Account' },
];
