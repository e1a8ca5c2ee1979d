// Tables and seed data of the sandbox area "campaign-messages".
import type { StoreArea } from '../area.ts';

export const campaignMessagesArea: StoreArea = {
  name: 'campaign-messages',
  schema: '',
  seed() {},
};
