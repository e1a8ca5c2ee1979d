// What a session cost: its own price plus its messages', summed exactly (never as floats).
import type { OtpSession } from '@/contracts/otp-sessions';
import { sumDecimals } from '@/contracts/decimal';

export function sessionCost(session: OtpSession): string {
  return sumDecimals([session.price, ...session.messages.map((m) => m.price ?? '0')]).total;
}
