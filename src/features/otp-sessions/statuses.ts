// What each session status means, its colour, and which actions it allows (with the reason when it does not).
import type { StatusStyle } from '@/components/status-badge';
import type { OtpStatus } from '@/contracts/otp-sessions';

// Colours whose light badges keep 4.5:1 contrast (teal, green, orange and yellow do not).
export const OTP_STATUS_STYLES: Readonly<Record<OtpStatus, StatusStyle>> = {
  pending: {
    color: 'blue',
    meaning: 'The code was sent and awaits verification until the session expires.',
  },
  verified: {
    color: 'cyan',
    meaning: 'The right code was entered: the session closed with success.',
  },
  expired: {
    color: 'gray',
    meaning: 'The code lifetime ran out before the right code was entered.',
  },
  failed: { color: 'red', meaning: 'Every allowed try was used with a wrong code.' },
  canceled: { color: 'violet', meaning: 'The session was canceled before it was verified.' },
};

export type OtpAction = 'verify' | 'resend' | 'cancel';

const PAST_TENSE: Record<OtpAction, string> = {
  verify: 'verified',
  resend: 'resent',
  cancel: 'canceled',
};

/** Why an action is not possible in this status ("Canceled sessions cannot be resent."); undefined if it is. */
export function actionRefusal(action: OtpAction, status: string): string | undefined {
  if (status === 'pending') return undefined;
  const name = status.charAt(0).toUpperCase() + status.slice(1);
  const already =
    (action === 'verify' && status === 'verified') || (action === 'cancel' && status === 'canceled')
      ? ` This session is already ${status}.`
      : '';
  return `${name} sessions cannot be ${PAST_TENSE[action]}.${already}`;
}
