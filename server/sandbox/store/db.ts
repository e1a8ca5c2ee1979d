// Opens the sandbox database: seeds a snapshot once (cached by the hash of the seed code), works on a copy,
// and resets by going back to that snapshot.
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRng } from './rng.ts';
import { STORE_AREAS } from './registry.ts';
import { createTimeBase, type TimeBase } from './time.ts';

export interface StoreOptions {
  /** Folder of the working database, or ':memory:' for an in-memory store (tests). */
  dataDir: string;
  /** Folder of cached seed snapshots (ignored in memory). */
  seedDir?: string;
  scale: number;
  /** Real time in ms; defaults to Date.now (tests may pin it). */
  now?: () => number;
  /** Told after each area is seeded (a first start shows progress with it). */
  onSeedProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  area: string;
  /** Rows the area inserted. */
  rows: number;
  /** Areas seeded so far, of `total`. */
  done: number;
  total: number;
}

export interface Clock {
  /** The sandbox's current time in epoch seconds (real time plus any advance). */
  nowSeconds(): number;
  /** The sandbox's current time in stored (seed timeline) seconds. */
  nowStored(): number;
  advance(seconds: number): void;
}

export interface Store {
  /** The open database; replaced by `reset`, so read it per request, never keep it. */
  readonly db: Db;
  readonly time: TimeBase;
  readonly clock: Clock;
  /** Back to the seeded state, with the clock back to real time. */
  reset(): void;
  close(): void;
  /** How the store was obtained, for the start-up message. */
  readonly origin: 'reused' | 'seeded' | 'copied from seed cache' | 'memory';
}

const STORE_DIR = import.meta.dirname;

function listSourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listSourceFiles(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Changes whenever the seed code or the scale changes, so a stale snapshot is never reused. */
export function seedHash(scale: number): string {
  const hash = createHash('sha256');
  hash.update(`scale=${scale}\n`);
  for (const file of listSourceFiles(STORE_DIR)) {
    hash.update(path.relative(STORE_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function buildSeed(
  db: Db,
  scale: number,
  hash: string,
  onProgress?: (progress: SeedProgress) => void,
): void {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec('CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const area of STORE_AREAS) if (area.schema.trim()) db.exec(area.schema);
  const root = createRng(20260101);
  db.transaction(() => {
    const changes = db.prepare('SELECT total_changes()').pluck();
    STORE_AREAS.forEach((area, index) => {
      const before = Number(changes.get());
      area.seed(db, { scale, rng: root.fork(area.name) });
      const rows = Number(changes.get()) - before;
      onProgress?.({ area: area.name, rows, done: index + 1, total: STORE_AREAS.length });
    });
  })();
  db.prepare('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)').run('seed_hash', hash);
}

function tune(db: Db, file: boolean): Db {
  if (file) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  return db;
}

const memorySeeds = new Map<string, Buffer>();

function createClock(realNowMs: () => number, time: () => TimeBase): Clock & { reset(): void } {
  let advanced = 0;
  const nowSeconds = () => Math.floor(realNowMs() / 1000) + advanced;
  return {
    nowSeconds,
    nowStored: () => time().toStored(nowSeconds()),
    advance: (seconds) => {
      advanced += seconds;
    },
    reset: () => {
      advanced = 0;
    },
  };
}

function removeDbFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

export function openStore(options: StoreOptions): Store {
  const realNow = options.now ?? Date.now;
  const hash = seedHash(options.scale);
  let time = createTimeBase(realNow());
  const clock = createClock(realNow, () => time);
  /** The store over the database `open` gives; reset closes it, `restoreSeed` puts the seed back, and it reopens. */
  const storeOver = (
    open: () => Db,
    origin: Store['origin'],
    restoreSeed: () => void = () => {},
  ): Store => {
    let db = open();
    return {
      get db() {
        return db;
      },
      get time() {
        return time;
      },
      clock,
      origin,
      reset() {
        db.close();
        restoreSeed();
        db = open();
        time = createTimeBase(realNow());
        clock.reset();
      },
      close: () => db.close(),
    };
  };

  if (options.dataDir === ':memory:') {
    let seed = memorySeeds.get(hash);
    if (!seed) {
      const building = new Database(':memory:');
      buildSeed(building, options.scale, hash);
      seed = building.serialize();
      building.close();
      memorySeeds.set(hash, seed);
    }
    const snapshot = seed;
    return storeOver(() => tune(new Database(snapshot), false), 'memory');
  }

  const seedDir = options.seedDir ?? options.dataDir;
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.mkdirSync(seedDir, { recursive: true });
  const seedFile = path.join(seedDir, `seed-${hash}.sqlite`);
  const workFile = path.join(options.dataDir, 'sandbox.sqlite');

  let origin: Store['origin'] = 'reused';
  let current = readSeedHash(workFile);
  if (current !== hash) {
    if (!fs.existsSync(seedFile)) {
      const tmp = `${seedFile}.${process.pid}.tmp`;
      removeDbFiles(tmp);
      const building = new Database(tmp);
      buildSeed(building, options.scale, hash, options.onSeedProgress);
      building.close();
      fs.renameSync(tmp, seedFile);
      origin = 'seeded';
    } else {
      origin = 'copied from seed cache';
    }
    removeDbFiles(workFile);
    fs.copyFileSync(seedFile, workFile);
    current = hash;
  }
  return storeOver(
    () => tune(new Database(workFile), true),
    origin,
    () => {
      removeDbFiles(workFile);
      fs.copyFileSync(seedFile, workFile);
    },
  );
}

function readSeedHash(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seed_hash'").get() as
        { value: string } | undefined;
      return row?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
