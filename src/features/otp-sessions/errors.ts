// The platform's 2FA errors as a person would understand them, and which field of a form they concern.
import { OTP_ERRORS } from '@/contracts/otp-sessions';

const EXPLANATIONS: Readonly<Record<string, string>> = {
  [OTP_ERRORS.channelNotFound]: 'The platform does not know this channel for your account.',
  [OTP_ERRORS.templateNotFound]:
    'This template does not exist (any more) in your account. Choose another template.',
  [OTP_ERRORS.invalidTemplateStatus]:
    'This template is not approved, so it cannot send codes. Choose an approved template.',
  [OTP_ERRORS.insufficientFunds]:
    'The balance of your account is too low to send this code. Top up the account and try again.',
  [OTP_ERRORS.stopList]:
    'The recipient is on the stop list of this channel in your contact book, so the code was not sent. Try the other channel, or remove the number from the stop list.',
  [OTP_ERRORS.channelInactive]:
    'This channel is disabled in your account. Use the other channel, or ask your manager to enable it.',
  [OTP_ERRORS.demoMode]:
    'Your account is in demo mode (its data is not verified yet): two-factor authentication is not available until the account is verified.',
  [OTP_ERRORS.pendingLimit]:
    'This recipient already has too many sessions waiting for a code. Let them finish or cancel one, then try again.',
  [OTP_ERRORS.totalLimit]:
    'Too many sessions were sent to this recipient recently. Wait before sending another code.',
  [OTP_ERRORS.templateNotAvailable]:
    'This template cannot be used here: it exists only in test mode, or it does not cover the recipient’s country.',
  [OTP_ERRORS.failedStatus]:
    'The session has failed (every try was used), so it cannot change any more.',
  [OTP_ERRORS.canceledStatus]: 'The session was canceled, so it cannot change any more.',
  [OTP_ERRORS.expired]: 'The session has expired, so it cannot change any more.',
  [OTP_ERRORS.notFound]: 'No session with this id exists in your account.',
  [OTP_ERRORS.invalidStatus]: 'The session is already finished, so this action is not possible.',
};

/** A sentence that explains a platform message; undefined for messages the spec does not list. */
export function explainOtpError(message: string): string | undefined {
  return EXPLANATIONS[message];
}

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
