import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
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
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the SQL store and applies the versioned migrations: embedded PGlite in
 * `${dataDir}/pglite` by default, node-postgres when a DATABASE_URL is given.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  // Keep little WAL: PGlite has no checkpointer, checkpoints happen when the server asks.
  const client = await PgliteThread.open({
    dataDir: dir,
    postgresqlconf: ["max_wal_size = '64MB'", "min_wal_size = '32MB'"],
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
  return {
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
}

async function openPostgres(url: string): Promise<Database> {
  // int8 (bigint) and numeric stay strings from pg; Drizzle maps its declared modes.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('postgres pool error', error));
  try {
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      driver: 'postgres',
      async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
        const result = await pool.query<Row>(text, params);
        return result.rows;
      },
      async checkpoint() {
        // A PostgreSQL server checkpoints on its own.
      },
      async close() {
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
