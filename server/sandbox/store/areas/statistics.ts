// Tables and seed data of the sandbox area "statistics".
import type { StoreArea } from '../area.ts';

export const statisticsArea: StoreArea = {
  name: 'statistics',
  schema: '',
  seed() {},
};
