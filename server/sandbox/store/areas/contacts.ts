// Tables and seed data of the sandbox area "contacts".
import type { StoreArea } from '../area.ts';

export const contactsArea: StoreArea = {
  name: 'contacts',
  schema: '',
  seed() {},
};
