// The sandbox's SMS sender registration applications list: GET /api/senders/requests/sms.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readQuery, validationError } from '../http.ts';
import { formatSpecDateTime } from '../store/time.ts';
import { parseCalendarDate } from '../../../src/contracts/wire.ts';
import type { TimeBase } from '../store/time.ts';
import { listApplicationsPage, type ApplicationRow } from '../store/areas/sender-applications.ts';
import { senderApplicationsQuerySchema } from '../../../src/contracts/sender-applications.ts';

function toWire(row: ApplicationRow, time: TimeBase) {
  const at = (stored: number | null) =>
    stored === null ? null : formatSpecDateTime(time.toReal(stored));
  return {
    id: row.id,
    sender: row.sender,
    status: row.status,
    created_at: at(row.created_at),
    registered_at: at(row.registered_at),
    status_changed_at: at(row.status_changed_at),
    country_code: row.country_code,
    code_of_company: row.code_of_company,
    tax_number: row.tax_number,
    type: row.type,
    site_url: row.site_url,
    name: row.name,
    legal_name: row.legal_name,
    address: row.address,
    informing_purpose: row.informing_purpose,
    comment: row.comment,
    // The spec: "only for status rejected".
    rejection_reason: row.status === 'rejected' ? row.rejection_reason : null,
    description: row.description,
  };
}

export const senderApplicationRoutes = new Hono<SandboxEnv>().get(
  '/api/senders/requests/sms',
  (c) => {
    const parsed = senderApplicationsQuerySchema.safeParse(readQuery(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const query = parsed.data;
    const { db, time } = c.get('store');

    const day =
      query['filter[created_at]'] === undefined
        ? undefined
        : parseCalendarDate(query['filter[created_at]']);
    // The application date is a UTC calendar day of the wire's times.
    const createdDayStart = day === undefined ? undefined : time.toStored(day.getTime() / 1000);
    const { total, rows } = listApplicationsPage(db, c.get('account').id, query, createdDayStart);
    const offset = query['page[offset]'];
    const limit = query['page[limit]'];

    return c.json({
      data: rows.map((row) => toWire(row, time)),
      meta: { page: { total, offset, limit } },
    });
  },
);
