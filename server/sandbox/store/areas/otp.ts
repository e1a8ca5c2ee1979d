// Tables and seed data of the sandbox area "otp".
import type { StoreArea } from '../area.ts';

export const otpArea: StoreArea = {
  name: 'otp',
  schema: '',
  seed() {},
};
