// The store's prepared statements: each SQL text is prepared once per database and kept as long as that
// database is open (a reset opens a new one, and with it a new set).
import type { Database, Statement } from 'better-sqlite3';

const prepared = new WeakMap<Database, Map<string, Statement>>();

/**
 * The statement of `sql` on `db`, prepared the first time it is asked for. A statement is shared by every
 * caller of the same text: only SQL whose variants are few belongs here (a text built from a list of any
 * length is prepared where it is run), and a statement read with `pluck()` is never read without it.
 */
export function cached<Params extends unknown[] = unknown[], Row = unknown>(
  db: Database,
  sql: string,
): Statement<Params, Row> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement as unknown as Statement<Params, Row>;
}
