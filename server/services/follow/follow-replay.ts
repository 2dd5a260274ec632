import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  decodeSnapshot,
  Engine,
  readJournal,
  restoreSnapshot,
  type CommandResult,
  type ContractConfig,
} from '../../engine';
import { listSegments, listSnapshots } from '../../engine/journal';
import type { EngineState } from '../../engine/state';
import type { Logger } from '../../logger';

/**
 * Re-creates what the engine did after `fromSeq` from the snapshot at or before it and the
 * journal (as the history read model catches up, `exchange/read-model-catch-up.ts`), and hands
 * `atFrom` the state as it was at `fromSeq`, so the leaders' positions of that moment are known,
 * then every later command's result to `each`. Answers the last sequence read.
 */
export function replayFrom(
  dataDir: string,
  configs: readonly ContractConfig[],
  fromSeq: number,
  atFrom: (state: EngineState) => void,
  each: (seq: number, result: CommandResult) => void,
  log: Logger,
): number {
  const dir = path.join(dataDir, 'engine');
  const snapshot = listSnapshots(dir).find((s) => s.seq <= fromSeq);
  const engine = snapshot
    ? new Engine(
        configs,
        restoreSnapshot(configs, decodeSnapshot(readFileSync(snapshot.path, 'utf8'))),
      )
    : new Engine(configs);
  let reachedFrom = false;
  const reach = () => {
    if (reachedFrom) return;
    reachedFrom = true;
    atFrom(engine.state);
  };
  if (engine.state.seq >= fromSeq) reach();
  for (const segment of listSegments(dir)) {
    for (const record of readJournal(segment.path).records) {
      if (record.seq <= engine.state.seq) continue;
      if (record.seq !== engine.state.seq + 1) {
        log.warn(
          { expected: engine.state.seq + 1, found: record.seq },
          'copy trading replay stops at a journal gap',
        );
        reach();
        return engine.state.seq;
      }
      const result = engine.apply(record.command);
      if (record.seq === fromSeq) reach();
      else if (record.seq > fromSeq) each(record.seq, result);
    }
  }
  reach();
  return engine.state.seq;
}
