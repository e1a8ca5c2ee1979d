// Queries of the sandbox_meta table (created with the seed, store/db.ts): the seed's hash, and the live traffic's
// cursor.
import type { Database } from 'better-sqlite3';
import { cached } from './statements.ts';

/** The key of the hash of the seed the database was built from. */
export const SEED_HASH_KEY = 'seed_hash';

/** The value stored under `key`, if any. */
export function readMetaValue(db: Database, key: string): string | undefined {
  return cached<[string], { value: string }>(
    db,
    'SELECT value FROM sandbox_meta WHERE key = ?',
  ).get(key)?.value;
}

/** Stores `value` under `key`, replacing any value it had. */
export function writeMetaValue(db: Database, key: string, value: string): void {
  cached(db, 'INSERT OR REPLACE INTO sandbox_meta (key, value) VALUES (?, ?)').run(key, value);
}
