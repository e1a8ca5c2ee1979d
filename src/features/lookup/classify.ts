// What a pasted identifier can be, from its form alone: the lookups that fit it, most likely first.
import { MAX_REFERENCE_LENGTH } from '@/contracts/campaign-messages';
import { OTP_LIMITS } from '@/contracts/otp-sessions';
import { phoneDigits } from '@/contracts/phone';
import { STAT_FILE_KEY_PATTERN } from '@/contracts/statistics';
import { VIBER_ID_PATTERN, VIBER_REFERENCE_PATTERN } from '@/contracts/viber';

export const LOOKUP_KINDS = [
  'otp-session',
  'otp-sessions-by-recipient',
  'campaign-message',
  'campaign',
  'campaign-messages-by-reference',
  'viber-message',
  'viber-by-reference',
  'statistics-file',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** One lookup: what to look for, and the identifier (already normalised: a phone number is digits only). */
export interface Lookup {
  kind: LookupKind;
  value: string;
}

/** How far back the sessions of a phone number are looked up. */
export const RECIPIENT_LOOKBACK_DAYS = 7;

/** What a lookup is called, and what it opens. */
export function describeLookup(lookup: Lookup): { label: string; description: string } {
  const { value } = lookup;
  switch (lookup.kind) {
    case 'otp-session':
      return { label: `2FA session ${value}`, description: 'Open the session and its messages' };
    case 'otp-sessions-by-recipient':
      return {
        label: `2FA sessions of ${value}`,
        description: `Sessions sent to this number in the last ${RECIPIENT_LOOKBACK_DAYS} days`,
      };
    case 'campaign-message':
      return {
        label: `Campaign message ${value}`,
        description: 'The message with this id (in the last 3 months, the API’s longest period)',
      };
    case 'campaign':
      return { label: `Campaign ${value}`, description: 'The campaign with this id' };
    case 'campaign-messages-by-reference':
      return {
        label: `Campaign messages with reference ${value}`,
        description: 'Messages whose external id (reference_id) is this',
      };
    case 'viber-message':
      return {
        label: `Viber message ${value}`,
        description: 'Status of the Viber message with this id',
      };
    case 'viber-by-reference':
      return {
        label: `Viber message with reference ${value}`,
        description: 'Status of the Viber message with this external reference',
      };
    case 'statistics-file':
      return { label: `Statistics file ${value}`, description: 'Open the file with this key' };
  }
}

/** A note shown with the lookups of a value, for what the API cannot do with it. */
export interface LookupNote {
  id: string;
  text: string;
}

export interface Classification {
  /** The value as typed, trimmed. */
  text: string;
  lookups: Lookup[];
  notes: LookupNote[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statistics file keys as the platform generates them (32 hexadecimal characters). */
const HEX_32 = /^[0-9a-f]{32}$/i;
const INTEGER = /^[0-9]+$/;
const WHITESPACE = /\s/;

/** Every lookup that fits the form of `input`, most likely first, without repeats. */
export function classifyLookup(input: string): Classification {
  const text = input.trim();
  const lookups: Lookup[] = [];
  const notes: LookupNote[] = [];
  const add = (kind: LookupKind, value: string = text) => {
    if (!lookups.some((l) => l.kind === kind && l.value === value)) lookups.push({ kind, value });
  };
  if (text === '') return { text, lookups, notes };

  const phone = phoneDigits(text);
  const integer = INTEGER.test(text) && VIBER_ID_PATTERN.test(text) && Number(text) >= 1;
  const sessionId = !WHITESPACE.test(text) && text.length <= OTP_LIMITS.sessionIdMax;
  const viberReference = VIBER_REFERENCE_PATTERN.test(text);
  const messageReference = !WHITESPACE.test(text) && text.length <= MAX_REFERENCE_LENGTH;
  const statisticsKey = STAT_FILE_KEY_PATTERN.test(text);

  if (UUID.test(text)) add('otp-session');
  if (phone !== undefined) {
    add('otp-sessions-by-recipient', phone);
    notes.push({
      id: 'no-phone-filter',
      text: 'Campaign messages to a phone number cannot be looked up: the API’s message list has no phone filter.',
    });
  }
  if (integer) {
    add('campaign-message');
    add('campaign');
    add('viber-message');
  }
  if (HEX_32.test(text)) add('statistics-file');
  if (viberReference) add('viber-by-reference');
  if (messageReference) add('campaign-messages-by-reference');
  if (sessionId) add('otp-session');
  if (statisticsKey) add('statistics-file');
  return { text, lookups, notes };
}
