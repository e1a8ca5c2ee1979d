// Every page's heading by its address (a `$param` stands for any one last segment), for the static frame of
// index.html, which paints them all at build time (static-frame.ts); each page renders its own.
import { MESSAGES_HEADING } from '../../features/campaign-messages/headings.ts';
import { CAMPAIGN_HEADING, CAMPAIGNS_HEADING } from '../../features/campaigns/headings.ts';
import { CONTACTS_HEADING, NEW_CONTACT_HEADING } from '../../features/contacts/headings.ts';
import { INSIGHT_HEADING } from '../../features/otp-insight/headings.ts';
import { SEND_OTP_HEADING, SESSIONS_HEADING } from '../../features/otp-sessions/headings.ts';
import { NEW_TEMPLATE_HEADING, TEMPLATES_HEADING } from '../../features/otp-templates/headings.ts';
import { OVERVIEW_HEADING } from '../../features/overview/headings.ts';
import { SENDERS_HEADING } from '../../features/sender-applications/headings.ts';
import { STATISTICS_FILE_HEADING, STATISTICS_HEADING } from '../../features/statistics/headings.ts';
import { VIBER_HEADING } from '../../features/viber/headings.ts';

/** Every page's heading by its address. */
export const PAGE_HEADINGS = {
  '/': OVERVIEW_HEADING,
  '/messages': MESSAGES_HEADING,
  '/campaigns': CAMPAIGNS_HEADING,
  '/campaigns/$campaignId': CAMPAIGN_HEADING,
  '/otp/sessions': SESSIONS_HEADING,
  '/otp/send': SEND_OTP_HEADING,
  '/otp/insight': INSIGHT_HEADING,
  '/otp/templates': TEMPLATES_HEADING,
  '/otp/templates/new': NEW_TEMPLATE_HEADING,
  '/viber': VIBER_HEADING,
  '/statistics': STATISTICS_HEADING,
  '/statistics/$key': STATISTICS_FILE_HEADING,
  '/senders': SENDERS_HEADING,
  '/contacts': CONTACTS_HEADING,
  '/contacts/new': NEW_CONTACT_HEADING,
} as const;
