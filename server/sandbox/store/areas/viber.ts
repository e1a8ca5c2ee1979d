// Tables and seed data of the sandbox area "viber".
import type { StoreArea } from '../area.ts';

export const viberArea: StoreArea = {
  name: 'viber',
  schema: '',
  seed() {},
};
