// SMS sender applications' value lists, limits and the value rules a senders address is read with: no request or
// response schema, so that the entry chunk (every route's validateSearch) carries only these
// (sender-applications.ts has the rest of the area and re-exports these).
import { z } from 'zod/mini';
import { parseCalendarDate, wireEnumSchema } from './wire.ts';

export const SENDER_APPLICATION_STATUSES = [
  'new',
  'accepted',
  'in progress',
  'registration completed',
  'rejected',
] as const;
export const senderApplicationStatusSchema = wireEnumSchema(
  SENDER_APPLICATION_STATUSES,
  `Use one of: ${SENDER_APPLICATION_STATUSES.join(', ')}`,
);
export type SenderApplicationStatus = z.output<typeof senderApplicationStatusSchema>;

/** Sort keys as the console sends them; the spec writes the last one "created at" (both are accepted). */
export const SENDER_APPLICATION_SORTS = [
  'id',
  'sender',
  'status',
  'country_code',
  'created_at',
] as const;
export type SenderApplicationSort = (typeof SENDER_APPLICATION_SORTS)[number];

export const SENDER_APPLICATIONS_DEFAULT_LIMIT = 50;
/** The spec gives no maximum; 500 matches the one list whose range it does give (2FA sessions). */
export const SENDER_APPLICATIONS_MAX_LIMIT = 500;
/** The spec's sender name limit. */
export const SENDER_NAME_MAX_LENGTH = 15;

/** A sort key in any case; the spec writes the last one "created at", read as created_at. */
export const senderApplicationSortValue = z.pipe(
  wireEnumSchema(
    [...SENDER_APPLICATION_SORTS, 'created at'],
    'Use one of: id, sender, status, country_code, created at',
  ),
  z.transform((v): SenderApplicationSort => (v === 'created at' ? 'created_at' : v)),
);

/** `yyyy-mm-dd` that is a real calendar date. */
export const specDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form yyyy-mm-dd'),
  z.refine((v) => parseCalendarDate(v) !== undefined, 'This is not a calendar date'),
);
