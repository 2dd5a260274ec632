import path from 'node:path';
import {
  DurableEngine,
  type Command,
  type CommandResult,
  type ContractConfig,
  type EngineEvent,
  type RecoveryReport,
} from '../engine';
import type { Logger } from '../logger';

/** What every listener of the engine sees after a command: its sequence, the command, its events. */
export interface AppliedCommand {
  seq: number;
  command: Command;
  result: CommandResult;
}

export type EngineListener = (applied: AppliedCommand) => void;

export interface EngineHostOptions {
  dataDir: string;
  configs: readonly ContractConfig[];
  log: Logger;
  /** Commands between snapshots (bounds the journal replayed at start). */
  snapshotEvery?: number;
}

/**
 * Owns the durable engine of this process: opens it from `${DATA_DIR}/engine` (snapshot +
 * journal tail), is the one path every command takes (market data, makers, later user orders)
 * and hands each command's events to the listeners (publishing, history, candles) in journal
 * order once the command is durable. A caller acknowledges a result only after `durable` resolves.
 */
export class EngineHost {
  private readonly listeners: EngineListener[] = [];
  private closed = false;
  private history: ((timeoutMs: number, seq: number) => Promise<boolean>) | undefined;

  private constructor(
    readonly durable: DurableEngine,
    readonly configs: ReadonlyMap<number, ContractConfig>,
    private readonly log: Logger,
  ) {}

  static async open(options: EngineHostOptions): Promise<EngineHost> {
    const dir = path.join(options.dataDir, 'engine');
    const started = Date.now();
    const durable = await DurableEngine.open(dir, options.configs, {
      snapshotEvery: options.snapshotEvery ?? 50_000,
    });
    options.log.info(
      { ...durable.recovery, ms: Date.now() - started, dir },
      'engine recovered from snapshot and journal',
    );
    return new EngineHost(
      durable,
      new Map(options.configs.map((c) => [c.contractId, c])),
      options.log,
    );
  }

  get recovery(): RecoveryReport {
    return this.durable.recovery;
  }

  get state() {
    return this.durable.engine.state;
  }

  get seq(): number {
    return this.durable.engine.state.seq;
  }

  config(contractId: number): ContractConfig | undefined {
    return this.configs.get(contractId);
  }

  onApplied(listener: EngineListener): void {
    this.listeners.push(listener);
  }

  /** The history read model the listeners write (set once by the exchange wiring). */
  useHistory(written: (timeoutMs: number, seq: number) => Promise<boolean>): void {
    this.history = written;
  }

  /**
   * Resolves once the history rows of command `seq` are in SQL (within `timeoutMs`; see
   * `HistoryWriter.written`), so a caller answered after it reads its own writes. A command's
   * listeners run as soon as it is durable, before anyone awaiting `durable` resumes. True at once
   * without a read model.
   */
  historyWritten(seq: number, timeoutMs: number): Promise<boolean> {
    return this.history ? this.history(timeoutMs, seq) : Promise.resolve(true);
  }

  /**
   * Applies a command now, tells the listeners, and returns the result with the promise of its
   * durability. Refused after `close()` (the caller's timers may still fire during shutdown).
   */
  submit(command: Command): { result: CommandResult; durable: Promise<void> } | undefined {
    if (this.closed) return undefined;
    const { result, durable } = this.durable.apply(command);
    const applied = { seq: this.seq, command, result };
    // Nothing leaves the process before its command is on disk: a crash can lose an
    // unacknowledged command, never one whose trade was already published or stored.
    durable.then(
      () => this.notify(applied),
      (error: unknown) => this.log.error({ err: error }, 'journal write failed'),
    );
    return { result, durable };
  }

  private notify(applied: AppliedCommand): void {
    for (const listener of this.listeners) {
      try {
        listener(applied);
      } catch (error) {
        this.log.error({ err: error, kind: applied.command.kind }, 'engine listener failed');
      }
    }
  }

  /** Stops taking commands and waits until everything applied is on disk. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.durable.close();
    this.log.info({ seq: this.seq }, 'engine journal flushed');
  }
}

export type { EngineEvent };
