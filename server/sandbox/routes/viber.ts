// The sandbox's Viber status endpoints: GET /rest/viber/{id} and GET /rest/viber/reference/{reference}.
import { Hono, type Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { serviceError, validationError } from '../http.ts';
import { createRng } from '../store/rng.ts';
import { formatSpecDateTime } from '../store/time.ts';
import {
  findLatestViberMessageByReference,
  findViberMessage,
  type ViberRow,
} from '../store/areas/viber.ts';
import {
  VIBER_ERRORS,
  viberMessageIdSchema,
  viberReferenceSchema,
  type ViberStatusRecordWire,
} from '../../../src/contracts/viber.ts';

/** The spec types `price` as a float: the stored 7-decimal string is sent as a JSON number. */
const asFloat = (decimal: string) => Number(decimal);

function toRecord(c: Context<SandboxEnv>, row: ViberRow): ViberStatusRecordWire {
  const { time } = c.get('store');
  const at = (stored: number | null) =>
    stored === null ? null : formatSpecDateTime(time.toReal(stored));
  return {
    error: '0',
    msisdn: row.msisdn,
    reference: row.reference,
    time_in: at(row.time_in),
    time_sent: at(row.time_sent),
    time_dr: at(row.time_dr),
    status: row.status,
    price: asFloat(row.price),
    currency: row.currency,
    ...(row.alt_channel && row.alt_id && row.alt_status
      ? {
          alt_route: [
            {
              channel: row.alt_channel,
              id: row.alt_id,
              status: row.alt_status,
              price: asFloat(row.alt_price ?? '0'),
            },
          ],
        }
      : {}),
  };
}

/**
 * A Test key gets "random information" (spec, Authentication): a record made up for whatever was asked, the
 * same one each time it is asked that day, so a test integration can still compare two lookups.
 */
function randomRecord(
  c: Context<SandboxEnv>,
  lookup: { id: string } | { reference: string },
): ViberStatusRecordWire {
  const key = 'id' in lookup ? `id:${lookup.id}` : `ref:${lookup.reference}`;
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  const rng = createRng(hash >>> 0);
  // Counted back from the start of the day, not from now: two lookups a second apart answer the same times.
  const now = c.get('store').clock.nowSeconds();
  const timeIn = now - (now % 86_400) - rng.int(3600, 30 * 86_400);
  const status = rng.pick(['read', 'delivered', 'sent', 'undelivered']);
  const delivered = status === 'read' || status === 'delivered';
  const cascaded = status === 'undelivered';
  return {
    error: '0',
    msisdn: `380${rng.string(9, '0123456789')}`,
    reference: 'reference' in lookup ? lookup.reference : rng.string(16),
    time_in: formatSpecDateTime(timeIn),
    time_sent: formatSpecDateTime(timeIn + 5),
    time_dr: delivered ? formatSpecDateTime(timeIn + rng.int(10, 600)) : null,
    status,
    price: cascaded ? 0 : rng.int(80, 450) / 10_000,
    currency: c.get('account').currency,
    ...(cascaded
      ? {
          alt_route: [
            {
              channel: 'sms',
              id: rng.string(10, '0123456789'),
              status: 'delivered',
              price: rng.int(150, 900) / 10_000,
            },
          ],
        }
      : {}),
  };
}

function byId(c: Context<SandboxEnv>, raw: string) {
  const parsed = viberMessageIdSchema.safeParse(raw);
  if (!parsed.success) return validationError(c, { id: parsed.error.issues.map((i) => i.message) });
  if (c.get('account').test_key) return c.json(randomRecord(c, { id: parsed.data }));
  const row = findViberMessage(c.get('store').db, c.get('account').id, BigInt(parsed.data));
  if (!row) return serviceError(c, 404, VIBER_ERRORS.notFound);
  return c.json(toRecord(c, row));
}

function byReference(c: Context<SandboxEnv>, raw: string) {
  const parsed = viberReferenceSchema.safeParse(raw);
  if (!parsed.success) {
    return validationError(c, { reference: parsed.error.issues.map((i) => i.message) });
  }
  if (c.get('account').test_key) return c.json(randomRecord(c, { reference: parsed.data }));
  // A client may reuse a reference; the lookup answers its latest message.
  const row = findLatestViberMessageByReference(
    c.get('store').db,
    c.get('account').id,
    parsed.data,
  );
  if (!row) return serviceError(c, 404, VIBER_ERRORS.notFound);
  return c.json(toRecord(c, row));
}

export const viberRoutes = new Hono<SandboxEnv>()
  .get('/rest/viber/reference', (c) => byReference(c, ''))
  .get('/rest/viber/reference/', (c) => byReference(c, ''))
  .get('/rest/viber/reference/:reference', (c) => byReference(c, c.req.param('reference')))
  .get('/rest/viber/:id', (c) => byId(c, c.req.param('id')));
