import { eq } from 'drizzle-orm';
import type { ContractConfig } from '../engine';
import type { Database } from '../db/database';
import { serverMeta } from '../db/schema';
import type { Logger } from '../logger';
import type { AppliedCommand } from './engine-host';
import { engineBefore, journalAfter } from './journal-replay';

const MARKER_KEY = 'history_projected_seq';

/** The journal sequence up to which every history row is known to be in SQL. */
export async function projectedSeq(database: Database): Promise<number> {
  const rows = await database.db
    .select({ value: serverMeta.value })
    .from(serverMeta)
    .where(eq(serverMeta.key, MARKER_KEY));
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : 0;
}

export async function saveProjectedSeq(database: Database, seq: number): Promise<void> {
  await database.db
    .insert(serverMeta)
    .values({ key: MARKER_KEY, value: seq })
    .onConflictDoUpdate({ target: serverMeta.key, set: { value: seq, updatedAt: new Date() } });
}

/**
 * Re-creates the events of the journal records after `fromSeq` (which a killed process may not
 * have written to SQL yet): restores the newest snapshot at or before `fromSeq` into a scratch
 * engine, replays the journal and hands every command after `fromSeq` to `project`. The history
 * writers skip rows that are already there, so projecting twice is harmless.
 */
export function replayForReadModel(
  dataDir: string,
  configs: readonly ContractConfig[],
  fromSeq: number,
  project: (applied: AppliedCommand) => void,
  log: Logger,
): { replayed: number; projected: number } {
  const engine = engineBefore(dataDir, configs, fromSeq);
  let replayed = 0;
  let projected = 0;
  for (const applied of journalAfter(dataDir, engine, log, 'read model catch-up')) {
    replayed++;
    if (applied.seq > fromSeq) {
      project(applied);
      projected++;
    }
  }
  return { replayed, projected };
}
