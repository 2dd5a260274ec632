import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread, type PgliteClient } from './pglite-thread';
import { ReadLane } from './read-lane';
import { REPO_ROOT } from '../repo-root';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** The Drizzle query builder over the one schema. */
  db: Db;
  driver: 'pglite' | 'postgres';
  /** A plain parameterised statement for bulk paths (unnest inserts) where the builder costs too much. */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Lets the store reclaim write-ahead log after a bulk load. Embedded PGlite runs without a
   * background checkpointer, so without this its WAL would keep every backfilled row twice.
   */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /**
   * The same store for long public reads (candle history, funding and insurance history): their
   * statements go through a `ReadLane` (one at a time on PGlite, a pool of two connections of
   * their own on PostgreSQL), so a flood of them never delays the order path's short statements
   * (session and gate checks, history writes). Writes and transactions do not belong here.
   */
  reads: Database;
}

/** PGlite: one history read at a time, so a short statement waits behind at most one. */
const PGLITE_READ_CONCURRENCY = 1;
/** PGlite: history reads take at most half of the database thread (and of a core). */
const PGLITE_READ_REST_RATIO = 1;
/** PostgreSQL: the reads' own pool, beside the main pool of 10. */
const POSTGRES_READ_CONNECTIONS = 2;
/** Reads waiting past this are refused (503): a flood is answered, not queued for minutes. */
const READS_WAITING_MAX = 32;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's shared_buffers (`16MB`); PGlite's default when undefined. */
  pgliteSharedBuffers?: string | undefined;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'db', 'migrations');

/**
 * Opens the SQL store and applies the versioned migrations: embedded PGlite in
 * `${dataDir}/pglite` by default, node-postgres when a DATABASE_URL is given.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'), options.pgliteSharedBuffers);
}

async function openPglite(dir: string, sharedBuffers: string | undefined): Promise<Database> {
  await mkdir(dir, { recursive: true });
  // Keep little WAL: PGlite has no checkpointer, checkpoints happen when the server asks.
  const client = await PgliteThread.open({
    dataDir: dir,
    postgresqlconf: [
      "max_wal_size = '64MB'",
      "min_wal_size = '32MB'",
      ...(sharedBuffers ? [`shared_buffers = '${sharedBuffers}'`] : []),
    ],
  });
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread client has
  // with PGlite's own signatures; its type names the PGlite class.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  const database: Omit<Database, 'reads'> = {
    db,
    driver: 'pglite',
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async checkpoint() {
      await client.query('checkpoint');
    },
    async close() {
      await client.close();
    },
  };
  const lane = new ReadLane(PGLITE_READ_CONCURRENCY, READS_WAITING_MAX, PGLITE_READ_REST_RATIO);
  const laneClient: PgliteClient = {
    query: (text, params, options) => lane.run(() => client.query(text, params, options)),
    transaction: () => Promise.reject(new Error('no transactions on the read lane')),
    close: () => client.close(),
  };
  return withReads(database, {
    ...database,
    db: drizzlePglite({ client: laneClient as unknown as PGlite, schema }),
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await laneClient.query<Row>(text, params)).rows;
    },
  });
}

/** The database with its read view; the view's own `reads` is itself. */
function withReads(database: Omit<Database, 'reads'>, readView: Omit<Database, 'reads'>): Database {
  const reads: Database = { ...readView, reads: undefined as unknown as Database };
  reads.reads = reads;
  return { ...database, reads };
}

async function openPostgres(url: string): Promise<Database> {
  // int8 (bigint) and numeric stay strings from pg; Drizzle maps its declared modes.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('postgres pool error', error));
  const readPool = new pg.Pool({ connectionString: url, max: POSTGRES_READ_CONNECTIONS });
  readPool.on('error', (error) => console.error('postgres read pool error', error));
  const close = async () => {
    await Promise.all([pool.end(), readPool.end()]);
  };
  try {
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    const database: Omit<Database, 'reads'> = {
      db,
      driver: 'postgres',
      async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
        const result = await pool.query<Row>(text, params);
        return result.rows;
      },
      async checkpoint() {
        // A PostgreSQL server checkpoints on its own.
      },
      close,
    };
    // The pool queues beyond its connections; the lane bounds how many may wait.
    const lane = new ReadLane(POSTGRES_READ_CONNECTIONS, READS_WAITING_MAX);
    // Drizzle's node-postgres session only calls `query(textOrConfig, values)` outside transactions.
    const laneClient = {
      query: (textOrConfig: string | pg.QueryConfig, values?: unknown[]) =>
        lane.run(() => readPool.query(textOrConfig, values)),
    };
    return withReads(database, {
      ...database,
      db: drizzlePg({ client: laneClient as unknown as pg.Pool, schema }),
      async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
        return (await lane.run(() => readPool.query<Row>(text, params))).rows;
      },
    });
  } catch (error) {
    await close();
    throw error;
  }
}
