// Every area of the sandbox database, in the order their schemas and seeds run.
import type { StoreArea } from './area.ts';
import { coreArea } from './core.ts';
import { campaignMessagesArea } from './areas/campaign-messages.ts';
import { otpTemplatesArea } from './areas/otp-templates.ts';
import { otpArea } from './areas/otp.ts';
import { viberArea } from './areas/viber.ts';
import { statisticsArea } from './areas/statistics.ts';
import { senderApplicationsArea } from './areas/sender-applications.ts';
import { contactsArea } from './areas/contacts.ts';

export const STORE_AREAS: readonly StoreArea[] = [
  coreArea,
  campaignMessagesArea,
  otpTemplatesArea,
  otpArea,
  viberArea,
  statisticsArea,
  senderApplicationsArea,
  contactsArea,
];
