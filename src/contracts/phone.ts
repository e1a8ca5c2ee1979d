// The one reading of a phone number as people paste it: used by the lookup, the Send OTP form and the recipient
// filters, so that what one accepts the others accept too.
import { OTP_LIMITS } from './otp-sessions';

/** A phone number as people paste it: digits with an optional leading + or 00, spaces, dots, dashes or brackets. */
const PHONE_LIKE = /^\+?[0-9(][0-9 ().-]*$/;

/**
 * The digits a pasted phone number stands for (spaces, dots, dashes and brackets dropped, a leading `+` or
 * international `00` prefix stripped), or undefined when the text is not a phone number of 9 to 15 digits.
 */
export function phoneDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return undefined;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('00')) digits = digits.slice(2);
  return digits.length >= OTP_LIMITS.recipientMin && digits.length <= OTP_LIMITS.recipientMax
    ? digits
    : undefined;
}
