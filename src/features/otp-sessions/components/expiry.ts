// How far away a session's expiry is, in the words that suit the distance: a ticking countdown only in the last
// hour, hours and minutes within a day, beyond that the date and time itself.
import { lazyDateTimeFormat } from '@/lib/format';

export type ExpiryWording =
  | { kind: 'countdown'; label: 'Expires in'; text: string }
  | { kind: 'hours'; label: 'Expires in'; text: string }
  | { kind: 'date'; label: 'Expires on'; text: string };

const dateTimeFormat = lazyDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** `secondsLeft` until `expiresAt` (both from the same clock reading). */
export function describeExpiry(secondsLeft: number, expiresAt: Date): ExpiryWording {
  if (secondsLeft <= 3600) {
    const minutes = Math.floor(secondsLeft / 60);
    const seconds = String(secondsLeft % 60).padStart(2, '0');
    return { kind: 'countdown', label: 'Expires in', text: `${minutes}:${seconds}` };
  }
  if (secondsLeft <= 86_400) {
    const minutes = Math.floor(secondsLeft / 60);
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return {
      kind: 'hours',
      label: 'Expires in',
      text: rest ? `${hours} h ${rest} min` : `${hours} h`,
    };
  }
  return { kind: 'date', label: 'Expires on', text: dateTimeFormat().format(expiresAt) };
}
