// What each campaign status means, and its colour.
import type { StatusStyle } from '@/components/status-badge';
import type { CampaignStatus } from '@/contracts/campaigns';

export const CAMPAIGN_STATUS_STYLES: Readonly<Record<CampaignStatus, StatusStyle>> = {
  creation: {
    color: 'gray',
    meaning: 'Being created: recipients and content are not complete yet.',
  },
  moderation: { color: 'grape', meaning: 'Awaiting moderation before it can be sent.' },
  spam: { color: 'red', meaning: 'Did not pass moderation; it will not be sent.' },
  scheduled: { color: 'indigo', meaning: 'Planned: sending starts at its planned start.' },
  sending: { color: 'blue', meaning: 'Messages are being sent now.' },
  paused: { color: 'yellow', meaning: 'Paused: no messages are sent until it resumes.' },
  stopped: { color: 'orange', meaning: 'Stopped for good: its remaining messages are not sent.' },
  done: { color: 'green', meaning: 'Complete: every message was handled.' },
};
