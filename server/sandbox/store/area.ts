// What one area of the sandbox contributes to the database: its tables and its deterministic seed data.
import type { Database } from 'better-sqlite3';
import type { Rng } from './rng.ts';

export interface SeedContext {
  /** 1 for the full documented data set; tests use a small fraction. Multiply row counts by it. */
  scale: number;
  /** A generator forked for this area alone, so areas do not shift each other's data. */
  rng: Rng;
}

export interface StoreArea {
  name: string;
  /** DDL run once when the seed database is created. */
  schema: string;
  /** Fills the area's tables. Runs inside one transaction, after every area's schema exists. */
  seed(db: Database, context: SeedContext): void;
}

/** Converts a count of the full data set to the seeded scale, never below `min`. */
export function scaled(count: number, scale: number, min = 1): number {
  return Math.max(min, Math.round(count * scale));
}
