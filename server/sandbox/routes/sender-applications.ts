// The sandbox's SMS sender registration applications list: GET /api/senders/requests/sms.
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { fieldErrorsFromZod, readQuery, validationError } from '../http.ts';
import { DAY, formatSpecDateTime } from '../store/time.ts';
import { parseCalendarDate } from '../../../src/contracts/wire.ts';
import type { TimeBase } from '../store/time.ts';
import {
  senderApplicationsQuerySchema,
  type SenderApplicationSort,
} from '../../../src/contracts/sender-applications.ts';

interface ApplicationRow {
  id: number;
  sender: string;
  status: string;
  created_at: number;
  registered_at: number | null;
  status_changed_at: number | null;
  country_code: string;
  code_of_company: string;
  tax_number: string;
  type: string;
  site_url: string | null;
  name: string | null;
  legal_name: string | null;
  address: string | null;
  informing_purpose: string | null;
  comment: string | null;
  rejection_reason: string | null;
  description: string | null;
}

/** Sender names compare case-insensitively, as on a MySQL platform; status follows its lifecycle. */
const ORDER_BY: Readonly<Record<SenderApplicationSort, string>> = {
  id: 'id',
  sender: 'sender COLLATE NOCASE',
  status: 'status_rank',
  country_code: 'country_code',
  created_at: 'created_at',
};

const COLUMNS =
  'id, sender, status, created_at, registered_at, status_changed_at, country_code, code_of_company, tax_number, type, site_url, name, legal_name, address, informing_purpose, comment, rejection_reason, description';

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

/** `%`, `_` and `\` typed in a sender name are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const senderApplicationRoutes = new Hono<SandboxEnv>().get(
  '/api/senders/requests/sms',
  (c) => {
    const parsed = senderApplicationsQuerySchema.safeParse(readQuery(c));
    if (!parsed.success) return validationError(c, fieldErrorsFromZod(parsed.error));
    const query = parsed.data;
    const { db, time } = c.get('store');

    const where = ['account_id = ?'];
    const params: (string | number)[] = [c.get('account').id];
    if (query['filter[status]'] !== undefined) {
      where.push('status = ?');
      params.push(query['filter[status]']);
    }
    if (query['filter[id]'] !== undefined) {
      where.push('id = ?');
      params.push(query['filter[id]']);
    }
    if (query['filter[country_code]'] !== undefined) {
      where.push('country_code = ?');
      params.push(query['filter[country_code]']);
    }
    if (query['filter[sender]'] !== undefined) {
      where.push("sender LIKE ? ESCAPE '\\'");
      params.push(likePattern(query['filter[sender]']));
    }
    const day =
      query['filter[created_at]'] === undefined
        ? undefined
        : parseCalendarDate(query['filter[created_at]']);
    if (day !== undefined) {
      // The application date is a UTC calendar day of the wire's times.
      const dayStart = time.toStored(day.getTime() / 1000);
      where.push('created_at >= ? AND created_at < ?');
      params.push(dayStart, dayStart + DAY);
    }
    const whereSql = where.join(' AND ');
    const offset = query['page[offset]'];
    const limit = query['page[limit]'];
    const way = query.way === 'desc' ? 'DESC' : 'ASC';

    const total =
      db
        .prepare<(string | number)[], { total: number }>(
          `SELECT COUNT(*) AS total FROM sender_applications WHERE ${whereSql}`,
        )
        .get(...params)?.total ?? 0;
    // The page's ids come from the sort key's index; only those rows are then read whole.
    const ids = db
      .prepare<(string | number)[], { id: number }>(
        `SELECT id FROM sender_applications WHERE ${whereSql}
         ORDER BY ${ORDER_BY[query.sort]} ${way}, id ${way} LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset)
      .map((row) => row.id);
    const byId = new Map(
      db
        .prepare<[string], ApplicationRow>(
          `SELECT ${COLUMNS} FROM sender_applications WHERE id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(ids))
        .map((row) => [row.id, row]),
    );
    const rows = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });

    return c.json({
      data: rows.map((row) => toWire(row, time)),
      meta: { page: { total, offset, limit } },
    });
  },
);
