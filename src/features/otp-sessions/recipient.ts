// A recipient as a person types or pastes it, read once for every phone field of this area (the Send OTP form
// and the sessions filter): the shared phone reading (`phoneDigits`) turns `+380 50 111 22 33` into its digits;
// anything else is kept as typed so that the contract's one rule (`recipientSchema`) says what is wrong with it.
import { phoneDigits } from '@/contracts/phone';

/** The digits a typed recipient stands for, or the typed text (trimmed) when it is not a phone number. */
export function recipientFromInput(value: string | number): string {
  const text = String(value).trim();
  return phoneDigits(text) ?? text;
}

/** True when the person typed something other than the digits that will be sent (spaces, `+`, dashes…). */
export function isReformatted(value: string | number): boolean {
  const text = String(value).trim();
  return text !== '' && phoneDigits(text) !== undefined && phoneDigits(text) !== text;
}
