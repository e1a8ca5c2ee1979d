// Viber message status: the lookup keys (message id, external reference) and the status record with its alt route.
import { z } from 'zod/mini';
import { decimalString, nullable } from './common.ts';

/** The lookup keys, their rules and the lookup form (what the entry chunk holds). */
export * from './viber-rules.ts';

/** A text field the platform may leave out, send empty or null: normalised to a string or null. */
const optionalText = z.pipe(
  nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  z.transform((v) => (v === null || v.trim() === '' ? null : v)),
);

/** One step of `alt_route`: the message the platform sent on another channel (SMS) instead. */
export const viberAltRouteSchema = z.looseObject({
  channel: z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => v.toLowerCase()),
    ),
    'sms',
  ),
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  status: z.catch(z.string(), 'unknown'),
  price: nullable(decimalString),
});
export type ViberAltRoute = z.output<typeof viberAltRouteSchema>;

/**
 * The Viber message status record. `error` is a result code ("0" on success; a number is read too). Dates
 * stay as the platform's `yyyy-mm-dd hh:mm:ss`; a date not reached yet may be absent, empty or null. Fields the
 * spec does not name are accepted and left out of what the console reads (zod's default for an object).
 */
export const viberStatusRecordSchema = z.object({
  error: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  msisdn: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  reference: optionalText,
  time_in: optionalText,
  time_sent: optionalText,
  time_dr: optionalText,
  status: z.string(),
  price: nullable(decimalString),
  currency: optionalText,
  // An empty alt route arrives as [] or is left out; both mean the message was not cascaded.
  alt_route: z.pipe(
    nullable(z.array(viberAltRouteSchema)),
    z.transform((v) => v ?? []),
  ),
});
export type ViberStatusRecord = z.output<typeof viberStatusRecordSchema>;
/** The record as the platform sends it (what the sandbox writes). */
export type ViberStatusRecordWire = z.input<typeof viberStatusRecordSchema>;
