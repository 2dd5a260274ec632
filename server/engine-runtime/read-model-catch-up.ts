import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  decodeSnapshot,
  Engine,
  readJournal,
  restoreSnapshot,
  type ContractConfig,
} from '../engine';
import { listSegments, listSnapshots } from '../engine/journal';
import type { Database } from '../db/database';
import { serverMeta } from '../db/schema';
import type { Logger } from '../logger';
import type { AppliedCommand } from './engine-host';

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
  const dir = path.join(dataDir, 'engine');
  const snapshot = listSnapshots(dir).find((s) => s.seq <= fromSeq);
  const engine = snapshot
    ? new Engine(
        configs,
        restoreSnapshot(configs, decodeSnapshot(readFileSync(snapshot.path, 'utf8'))),
      )
    : new Engine(configs);
  let replayed = 0;
  let projected = 0;
  for (const segment of listSegments(dir)) {
    for (const record of readJournal(segment.path).records) {
      if (record.seq <= engine.state.seq) continue;
      if (record.seq !== engine.state.seq + 1) {
        log.warn(
          { expected: engine.state.seq + 1, found: record.seq },
          'read model catch-up stops at a journal gap',
        );
        return { replayed, projected };
      }
      const result = engine.apply(record.command);
      replayed++;
      if (record.seq > fromSeq) {
        project({ seq: record.seq, command: record.command, result });
        projected++;
      }
    }
  }
  return { replayed, projected };
}
