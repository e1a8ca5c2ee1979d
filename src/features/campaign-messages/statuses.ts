// What each campaign message status means, and its colour: one place for the table, the detail and tests.
import type { StatusStyle } from '@/components/status-badge';
import type { CampaignMessageStatus } from '@/contracts/campaign-messages';

export const MESSAGE_STATUS_STYLES: Readonly<Record<CampaignMessageStatus, StatusStyle>> = {
  moderation: { color: 'grape', meaning: 'The campaign awaits moderation; nothing is sent yet.' },
  scheduled: { color: 'indigo', meaning: 'Queued: the message waits for its planned send time.' },
  sending: { color: 'blue', meaning: 'The platform is handing the message to the operator.' },
  accepted: { color: 'cyan', meaning: 'The operator accepted the message for delivery.' },
  sent: { color: 'teal', meaning: 'Sent to the recipient; no delivery report yet.' },
  delivered: { color: 'green', meaning: 'Delivered to the recipient’s phone.' },
  read: { color: 'lime', meaning: 'Delivered and opened by the recipient.' },
  undelivered: { color: 'orange', meaning: 'The operator could not deliver the message.' },
  expired: {
    color: 'yellow',
    meaning: 'Not delivered within its validity period; the operator stopped trying.',
  },
  failed: {
    color: 'red',
    meaning: 'Not sent: refused by the operator, or ended when its campaign was stopped.',
  },
  unknown: { color: 'gray', meaning: 'The operator gave no final delivery report.' },
};

export const SOURCE_MEANINGS: Readonly<Record<string, string>> = {
  web: 'Campaign created in the personal account',
  rest: 'Campaign created through the API',
};

/** Statuses a message can still leave (waiting, on its way, or sent without a delivery report yet). */
export const OPEN_MESSAGE_STATUSES: readonly string[] = [
  'moderation',
  'scheduled',
  'sending',
  'accepted',
  'sent',
];

export const isOpenMessageStatus = (status: string) => OPEN_MESSAGE_STATUSES.includes(status);
