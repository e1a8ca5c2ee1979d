// What a pasted identifier can be, from its form alone: every reading the text allows, the most likely first.
// Each reading is then asked of the platform (checks.ts); only those that found something are offered.
import type { z } from 'zod/mini';
import { campaignMessagesQuerySchema } from '@/contracts/campaign-messages';
import { sessionIdSchema } from '@/contracts/otp-sessions';
import { templateIdSchema } from '@/contracts/otp-templates';
import { phoneDigits } from '@/contracts/phone';
import { senderApplicationFilterFields } from '@/contracts/sender-applications';
import { statFileKeySchema } from '@/contracts/statistics';
import { viberMessageIdSchema, viberReferenceSchema } from '@/contracts/viber';

export const LOOKUP_KINDS = [
  'otp-session',
  'otp-sessions-by-recipient',
  'campaign-message',
  'campaign',
  'campaign-messages-by-reference',
  'viber-message',
  'viber-by-reference',
  'statistics-file',
  'sender-application',
  'otp-template',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** One reading: what to look for, and the identifier (already normalised: a phone number is digits only). */
export interface Lookup {
  kind: LookupKind;
  value: string;
}

/** How far back the sessions of a phone number are looked up, in months. */
export const RECIPIENT_LOOKBACK_MONTHS = 3;

/** What a reading is called (the option's first words), and what it opens when found. */
export function describeLookup(lookup: Lookup): { label: string; description: string } {
  const { value } = lookup;
  switch (lookup.kind) {
    case 'otp-session':
      return { label: `2FA session ${value}`, description: 'The session and its messages' };
    case 'otp-sessions-by-recipient':
      return {
        label: `2FA sessions of ${value}`,
        description: `Sessions sent to this number in the last ${RECIPIENT_LOOKBACK_MONTHS} months, newest first`,
      };
    case 'campaign-message':
      return { label: `Campaign message ${value}`, description: 'The message with this id' };
    case 'campaign':
      return { label: `Campaign ${value}`, description: 'The campaign and its messages' };
    case 'campaign-messages-by-reference':
      return {
        label: `Campaign messages with reference ${value}`,
        description: 'Messages whose external id (reference_id) is this',
      };
    case 'viber-message':
      return { label: `Viber message ${value}`, description: 'The Viber message with this id' };
    case 'viber-by-reference':
      return {
        label: `Viber message with reference ${value}`,
        description: 'The Viber message with this external reference',
      };
    case 'statistics-file':
      return { label: `Statistics file ${value}`, description: 'The file with this key' };
    case 'sender-application':
      return {
        label: `Sender application ${value}`,
        description: 'The SMS sender registration application with this id',
      };
    case 'otp-template':
      return { label: `OTP template ${value}`, description: 'The template with this id' };
  }
}

/** What a reading that found nothing is said to be not, for the list of what was checked. */
export function describeMiss(lookup: Lookup): string {
  switch (lookup.kind) {
    case 'otp-session':
      return 'not a 2FA session id';
    case 'otp-sessions-by-recipient':
      return `no 2FA sessions to ${lookup.value} in the last ${RECIPIENT_LOOKBACK_MONTHS} months`;
    case 'campaign-message':
      return 'not a campaign message id (last 3 months)';
    case 'campaign':
      return 'not a campaign with messages in the last 3 months';
    case 'campaign-messages-by-reference':
      return 'not a campaign message reference (last 3 months)';
    case 'viber-message':
      return 'not a Viber message id';
    case 'viber-by-reference':
      return 'not a Viber message reference';
    case 'statistics-file':
      return 'not a statistics file key';
    case 'sender-application':
      return 'not a sender application id';
    case 'otp-template':
      return 'not an OTP template id';
  }
}

/** A note shown with the readings of a value, for what the API cannot do with it. */
export interface LookupNote {
  id: string;
  text: string;
}

export interface Classification {
  /** The value as typed, trimmed. */
  text: string;
  /** Every reading the form allows, the most likely first: the order hits are offered in. */
  lookups: Lookup[];
  notes: LookupNote[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statistics file keys as the platform generates them (32 hexadecimal characters). */
const HEX_32 = /^[0-9a-f]{32}$/i;
const DIGITS = /^[0-9]+$/;
const WHITESPACE = /\s/;

/** Each reading's rule is the contract's: a value the request would refuse is not a reading of the text. */
const messagesQuery = campaignMessagesQuerySchema.shape;
const FITS: Record<Exclude<LookupKind, 'otp-sessions-by-recipient'>, z.ZodMiniType> = {
  'otp-session': sessionIdSchema,
  'campaign-message': messagesQuery['filter[id]'],
  campaign: messagesQuery['filter[campaign_id]'],
  'campaign-messages-by-reference': messagesQuery['filter[reference_id]'],
  'viber-message': viberMessageIdSchema,
  'viber-by-reference': viberReferenceSchema,
  'statistics-file': statFileKeySchema,
  'sender-application': senderApplicationFilterFields.id,
  'otp-template': templateIdSchema,
};

/**
 * Every reading that fits the form of `input`, most likely first, without repeats. The order is the ranking of
 * what is found: a form that names one kind (a UUID, a 32-character hexadecimal key, a number written as a
 * phone number with `+` or separators) puts that kind first; a bare whole number is first a campaign (few ids,
 * so a hit is rarely chance), then a campaign message, a Viber message, the sessions of a phone number, a
 * sender application and a template; references and other session ids come last.
 */
export function classifyLookup(input: string): Classification {
  const text = input.trim();
  const lookups: Lookup[] = [];
  const notes: LookupNote[] = [];
  if (text === '') return { text, lookups, notes };
  // Identifiers have no spaces: only a phone number may be written with them.
  const noSpace = !WHITESPACE.test(text);
  const add = (kind: LookupKind, value: string = text) => {
    if (lookups.some((l) => l.kind === kind && l.value === value)) return;
    if (kind !== 'otp-sessions-by-recipient' && !(noSpace && FITS[kind].safeParse(value).success))
      return;
    lookups.push({ kind, value });
  };

  const phone = phoneDigits(text);
  const bareDigits = DIGITS.test(text);

  if (UUID.test(text)) add('otp-session');
  if (HEX_32.test(text)) add('statistics-file');
  if (phone !== undefined && !bareDigits) add('otp-sessions-by-recipient', phone);
  if (bareDigits) {
    add('campaign');
    add('campaign-message');
    add('viber-message');
  }
  if (phone !== undefined) {
    add('otp-sessions-by-recipient', phone);
    notes.push({
      id: 'no-phone-filter',
      text: 'Campaign messages to a phone number cannot be looked up: the API’s message list has no phone filter.',
    });
  }
  if (bareDigits) {
    add('sender-application');
    add('otp-template');
  }
  add('viber-by-reference');
  add('campaign-messages-by-reference');
  add('otp-session');
  add('statistics-file');
  return { text, lookups, notes };
}
