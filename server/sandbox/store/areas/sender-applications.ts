// Tables and seed data of the sandbox area "sender-applications".
import type { StoreArea } from '../area.ts';

export const senderApplicationsArea: StoreArea = {
  name: 'sender-applications',
  schema: '',
  seed() {},
};
