// The areas of the console, in the order of the navigation.
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Shown under the label for people new to the console. */
  description: string;
  group: 'Campaigns' | 'Two-factor authentication' | 'Messages and files' | 'Account';
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
