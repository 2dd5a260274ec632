import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database';

/**
 * Once per Vitest run, before any worker starts: an empty PGlite database with every migration
 * of this checkout applied. Test servers start from a copy of it (tests/api/harness.ts
 * `makeDataDir`) instead of running PostgreSQL's initdb each time. The workers inherit its place
 * through PGLITE_TEMPLATE_DIR; it is removed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exch-pglite-template-'));
  const database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
  await database.close();
  process.env.PGLITE_TEMPLATE_DIR = path.join(dir, 'pglite');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
