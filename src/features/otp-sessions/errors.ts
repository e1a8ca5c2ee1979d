// Which field of a form the platform's 2FA errors concern (what they mean: contracts/error-explanations.ts).
import { OTP_ERRORS } from '@/contracts/otp-sessions';

/**
 * The message for the code field of the verify form when an error concerns the code (wrong, expired,
 * tries exhausted); undefined for other errors. `triesLeft` is known when the platform reports tries.
 */
export function codeFieldError(message: string, triesLeft: number | undefined): string | undefined {
  switch (message) {
    case OTP_ERRORS.codeMismatch:
      if (triesLeft === undefined) return `${message}.`;
      return triesLeft > 0
        ? `${message}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
        : `${message}. No tries left: the session has failed.`;
    case OTP_ERRORS.codeExpired:
      return `${message}: the code lifetime ran out and the session has expired.`;
    case OTP_ERRORS.attemptsLimit:
      return `${message}: every allowed try was used, the session has failed.`;
    default:
      return undefined;
  }
}
