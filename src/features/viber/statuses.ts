// What each Viber message status and each alternative-route status means, and its colour. The spec shows only
// read (message) and scheduled (alternative route); the others are what the platform plausibly sends.
import type { StatusStyle } from '@/components/status-badge';

export const VIBER_STATUS_STYLES: Readonly<Record<string, StatusStyle>> = {
  scheduled: { color: 'gray', label: 'Scheduled', meaning: 'Waiting for its sending time.' },
  sent: {
    color: 'blue',
    label: 'Sent',
    meaning: 'Handed to Viber; no delivery report yet.',
  },
  delivered: {
    color: 'green',
    label: 'Delivered',
    meaning: "Delivered to the recipient's Viber app.",
  },
  read: { color: 'teal', label: 'Read', meaning: 'The recipient opened the message.' },
  undelivered: {
    color: 'red',
    label: 'Undelivered',
    meaning: 'Viber could not deliver it (for example, the recipient is not a Viber user).',
  },
  expired: {
    color: 'orange',
    label: 'Expired',
    meaning: 'Not delivered within its validity period.',
  },
  failed: { color: 'red', label: 'Failed', meaning: 'The platform could not send it.' },
};

export const ALT_ROUTE_STATUS_STYLES: Readonly<Record<string, StatusStyle>> = {
  scheduled: {
    color: 'gray',
    label: 'Scheduled',
    meaning: 'The SMS is queued and has not been sent yet.',
  },
  sent: { color: 'blue', label: 'Sent', meaning: 'The SMS was sent; no delivery report yet.' },
  delivered: { color: 'green', label: 'Delivered', meaning: 'The SMS reached the phone.' },
  undelivered: {
    color: 'red',
    label: 'Undelivered',
    meaning: 'The SMS did not reach the phone.',
  },
};

/** Whether the Viber message itself reached the recipient (a delivery time is then expected). */
export function viberDelivered(status: string): boolean {
  const s = status.toLowerCase();
  return s === 'delivered' || s === 'read';
}
