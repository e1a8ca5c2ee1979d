// What each status of a sender registration application means, and its colour.
import type { StatusStyle } from '@/components/status-badge';
import type { SenderApplicationStatus } from '@/contracts/sender-applications';

export const SENDER_APPLICATION_STATUS_STYLES: Readonly<
  Record<SenderApplicationStatus, StatusStyle>
> = {
  new: {
    color: 'blue',
    label: 'New',
    meaning: 'Created; the platform has not taken it up yet.',
  },
  accepted: {
    color: 'cyan',
    label: 'Accepted',
    meaning: 'Accepted for review; registration with the operators has not started yet.',
  },
  'in progress': {
    color: 'orange',
    label: 'In progress',
    meaning: 'Registration with the mobile operators is under way.',
  },
  'registration completed': {
    color: 'green',
    label: 'Registration completed',
    meaning: 'Registered: SMS can be sent with this sender name.',
  },
  rejected: {
    color: 'red',
    label: 'Rejected',
    meaning: 'Refused; the rejection reason says why and what to change before applying again.',
  },
};
