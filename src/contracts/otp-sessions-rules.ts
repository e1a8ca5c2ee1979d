// The 2FA sessions' value lists, limits, error texts and the field rules a sessions address is read with: no
// request or response schema, so that the entry chunk (every route's validateSearch) carries only these
// (otp-sessions.ts has the rest of the area and re-exports these).
import { z } from 'zod/mini';
import { parseDigitString, refuse } from './wire.ts';

export const OTP_STATUSES = ['pending', 'verified', 'expired', 'failed', 'canceled'] as const;

/** Channels in the lower case of the spec's response examples (requests may send either case). */
export const OTP_CHANNELS = ['sms', 'viber'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** The spec's limits of the 2FA endpoints. */
export const OTP_LIMITS = {
  sessionIdMax: 36,
  /** The longest channel name read before answering `User channel not found` (longer is invalid). */
  channelMax: 32,
  recipientMin: 9,
  recipientMax: 15,
  senderMin: 3,
  senderAlphanumericMax: 11,
  senderNumericMax: 15,
  codeDigitsMin: 3,
  codeDigitsMax: 9,
  codeLifetimeMin: 30,
  codeLifetimeMax: 300,
  codeMaxTriesMin: 1,
  codeMaxTriesMax: 5,
  accessCodeMin: 3,
  accessCodeMax: 9,
  pageLimitMin: 10,
  pageLimitMax: 500,
  pageLimitDefault: 10,
  filterIdsMax: 3,
} as const;

export const OTP_SORTS = [
  'id',
  'status',
  'channel',
  'recipient',
  'created_at',
  'finished_at',
  'country_code',
] as const;

/** A digit string of `min` to `max` digits (parseDigitString): no trimming, no sign, leading zeros kept. */
function digitStringSchema(min: number, max: number, required: string, message: string) {
  return z.pipe(
    z.union([z.string(), z.number()], { error: required }),
    z.transform((v, ctx) => {
      const text = parseDigitString(v, min, max);
      if (text === undefined) {
        return refuse(ctx, v === '' ? required : message);
      }
      return text;
    }),
  );
}

/** A phone number of 9 to 15 digits without `+` or spaces, kept as a string (JSON may send it as a number). */
export const recipientSchema = digitStringSchema(
  OTP_LIMITS.recipientMin,
  OTP_LIMITS.recipientMax,
  'The recipient is required.',
  'The recipient must be 9 to 15 digits, without + or spaces.',
);

/** A session id as a path parameter: at most 36 characters. */
export const sessionIdSchema = z
  .string({ error: 'The id is required.' })
  .check(
    z.minLength(1, 'The id is required.'),
    z.maxLength(OTP_LIMITS.sessionIdMax, 'The id may not be greater than 36 characters.'),
  );

/** The spec's error texts of the 2FA session operations (shape 1). */
export const OTP_ERRORS = {
  channelNotFound: 'User channel not found',
  templateNotFound: 'Template not found',
  invalidTemplateStatus: 'Invalid template status',
  insufficientFunds: 'Insufficient funds',
  stopList: 'Exists on the stop list',
  channelInactive: 'User channel inactive',
  demoMode: 'action available only for the manager phone number',
  pendingLimit: 'Authentication limit with status pending',
  totalLimit: 'Total authentication limit',
  templateNotAvailable: 'Template is not available',
  failedStatus: 'Authentication failed status',
  canceledStatus: 'Authentication canceled status',
  expired: 'Authentication expired',
  notFound: 'Authentication not found',
  codeMismatch: 'The code does not match the expected value',
  codeExpired: 'Access code expired',
  attemptsLimit: 'Authentication verifying attempts limit',
  invalidStatus: 'Authentication invalid status',
} as const;
