// What each status of a sender registration application means, and its colour.
//
// Colours are among those whose light badge passes WCAG AA (4.5:1) with the theme as it is: Mantine's
// stock green, teal and orange light badges do not (3.6 to 4.3:1), so completion is cyan, not green.
import type { StatusStyle } from '@/components/status-badge';
import type { SenderApplicationStatus } from '@/contracts/sender-applications';

export const SENDER_APPLICATION_STATUS_STYLES: Readonly<
  Record<SenderApplicationStatus, StatusStyle>
> = {
  new: {
    color: 'gray',
    label: 'New',
    meaning: 'Created; the platform has not taken it up yet.',
  },
  accepted: {
    color: 'blue',
    label: 'Accepted',
    meaning: 'Accepted for review; registration with the operators has not started yet.',
  },
  'in progress': {
    color: 'grape',
    label: 'In progress',
    meaning: 'Registration with the mobile operators is under way.',
  },
  'registration completed': {
    color: 'cyan',
    label: 'Registration completed',
    meaning: 'Registered: SMS can be sent with this sender name.',
  },
  rejected: {
    color: 'red',
    label: 'Rejected',
    meaning: 'Refused; the rejection reason says why and what to change before applying again.',
  },
};
