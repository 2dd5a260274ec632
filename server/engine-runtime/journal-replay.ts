import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  decodeSnapshot,
  Engine,
  readJournal,
  restoreSnapshot,
  type ContractConfig,
} from '../engine';
import { listSegments, listSnapshots } from '../engine/journal';
import type { Logger } from '../logger';
import type { AppliedCommand } from './engine-host';

/**
 * A scratch engine at the newest snapshot of `dataDir` at or before `fromSeq` (an empty engine
 * when there is none): where a replay of what happened after `fromSeq` starts.
 */
export function engineBefore(
  dataDir: string,
  configs: readonly ContractConfig[],
  fromSeq: number,
): Engine {
  const snapshot = listSnapshots(path.join(dataDir, 'engine')).find((s) => s.seq <= fromSeq);
  return snapshot
    ? new Engine(
        configs,
        restoreSnapshot(configs, decodeSnapshot(readFileSync(snapshot.path, 'utf8'))),
      )
    : new Engine(configs);
}

/**
 * Applies to `engine`, in order, every journal record after its state, and yields each as applied.
 * Stops at a gap in the sequence (logged with `what`): nothing after a missing record can be
 * trusted. The history read model's catch-up and copy trading's replay both walk the journal so.
 */
export function* journalAfter(
  dataDir: string,
  engine: Engine,
  log: Logger,
  what: string,
): Generator<AppliedCommand> {
  for (const segment of listSegments(path.join(dataDir, 'engine'))) {
    for (const record of readJournal(segment.path).records) {
      if (record.seq <= engine.state.seq) continue;
      if (record.seq !== engine.state.seq + 1) {
        log.warn(
          { expected: engine.state.seq + 1, found: record.seq },
          `${what} stops at a journal gap`,
        );
        return;
      }
      const result = engine.apply(record.command);
      yield { seq: record.seq, command: record.command, result };
    }
  }
}
