// What the statuses of a statistics file and of its entries mean, and their colours. The spec shows only
// Done and Error for files, and Delivered and not-viber-user for entries.
import type { StatusStyle } from '@/components/status-badge';

export const STAT_FILE_STATUS_STYLES: Readonly<Record<string, StatusStyle>> = {
  done: { color: 'green', label: 'Done', meaning: 'Generated: the file can be opened.' },
  error: {
    color: 'red',
    label: 'Error',
    meaning: 'The platform could not generate this file; it cannot be opened. Request it again.',
  },
};

export const ENTRY_STATUS_STYLES: Readonly<Record<string, StatusStyle>> = {
  delivered: { color: 'green', label: 'Delivered', meaning: 'Delivered to the phone.' },
  read: { color: 'teal', label: 'Read', meaning: 'Opened by the recipient (Viber).' },
  sent: { color: 'blue', label: 'Sent', meaning: 'Sent; no delivery report yet.' },
  undelivered: { color: 'red', label: 'Undelivered', meaning: 'Not delivered.' },
  expired: { color: 'orange', label: 'Expired', meaning: 'Not delivered within its validity.' },
  rejected: {
    color: 'red',
    label: 'Rejected',
    meaning: 'Refused by the operator or the platform.',
  },
  // The spec's other message statuses, as the platform may write them in a file (an alternative route's
  // `scheduled` included: planned, not a failure).
  scheduled: {
    color: 'gray',
    label: 'Scheduled',
    meaning: 'Waiting for its sending time: not sent yet.',
  },
  moderation: {
    color: 'gray',
    label: 'Moderation',
    meaning: 'Waiting for moderation before sending.',
  },
  accepted: {
    color: 'blue',
    label: 'Accepted',
    meaning: 'Accepted by the platform; not sent yet.',
  },
  sending: { color: 'blue', label: 'Sending', meaning: 'Being sent.' },
  failed: { color: 'red', label: 'Failed', meaning: 'Sending failed.' },
  unknown: { color: 'gray', label: 'Unknown', meaning: 'The platform has no final status for it.' },
  'not-viber-user': {
    color: 'grape',
    label: 'not-viber-user',
    meaning: 'The recipient does not use Viber (an alternative SMS may have been sent).',
  },
};
