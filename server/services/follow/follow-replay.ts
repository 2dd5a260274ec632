import type { CommandResult, ContractConfig } from '../../engine';
import { engineBefore, journalAfter } from '../../engine-runtime/journal-replay';
import type { EngineState } from '../../engine/state';
import type { Logger } from '../../logger';

/**
 * Re-creates what the engine did after `fromSeq` from the snapshot at or before it and the
 * journal (as the history read model catches up: engine-runtime/journal-replay.ts), and hands
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
  const engine = engineBefore(dataDir, configs, fromSeq);
  let reachedFrom = false;
  const reach = () => {
    if (reachedFrom) return;
    reachedFrom = true;
    atFrom(engine.state);
  };
  if (engine.state.seq >= fromSeq) reach();
  for (const { seq, result } of journalAfter(dataDir, engine, log, 'copy trading replay')) {
    if (seq === fromSeq) reach();
    else if (seq > fromSeq) each(seq, result);
  }
  reach();
  return engine.state.seq;
}
