/**
 * Durable engine: every command is applied, appended to the journal and acknowledged only after
 * its batch is fsynced. Recovery = newest readable snapshot + journal tail.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractConfig } from './contract-config';
import type { Command, CommandResult } from './types';
import { Engine } from './engine';
import { Journal, listSnapshots, readJournal, writeSnapshotFile } from './journal';
import { decodeSnapshot, encodeSnapshot, restoreSnapshot, takeSnapshot } from './snapshot';

export interface RecoveryReport {
  snapshotSeq: number;
  replayed: number;
  tornBytes: number;
  lastSeq: number;
}

export interface DurableOptions {
  /** Take a snapshot every this many commands (0: never automatically). */
  snapshotEvery?: number;
}

export class DurableEngine {
  private sinceSnapshot = 0;
  private broken = false;

  private constructor(
    readonly engine: Engine,
    private readonly journal: Journal,
    private readonly dir: string,
    private readonly opts: DurableOptions,
    readonly recovery: RecoveryReport,
  ) {}

  /** Opens `dir`, recovering whatever state it holds. */
  static async open(dir: string, configs: readonly ContractConfig[], opts: DurableOptions = {}): Promise<DurableEngine> {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    let engine: Engine | null = null;
    let snapshotSeq = 0;
    for (const snap of listSnapshots(dir)) {
      try {
        engine = new Engine(configs, restoreSnapshot(configs, decodeSnapshot(readFileSync(snap.path, 'utf8'))));
        snapshotSeq = snap.seq;
        break;
      } catch {
        // An unreadable snapshot: fall back to the previous one (or a full replay).
      }
    }
    engine ??= new Engine(configs);
    const path = join(dir, 'journal.log');
    const log = readJournal(path);
    let replayed = 0;
    for (const r of log.records) {
      if (r.seq <= engine.state.seq) continue;
      if (r.seq !== engine.state.seq + 1) throw new Error(`journal gap: expected ${engine.state.seq + 1}, found ${r.seq}`);
      engine.apply(r.command);
      replayed++;
    }
    const journal = await Journal.open(path, log.validBytes);
    return new DurableEngine(engine, journal, dir, opts, {
      snapshotSeq,
      replayed,
      tornBytes: log.tornBytes,
      lastSeq: engine.state.seq,
    });
  }

  /**
   * Applies a command now and returns its result with a promise that resolves once the command
   * is durable: only then may the result be acknowledged to the caller.
   */
  apply(cmd: Command): { result: CommandResult; durable: Promise<void> } {
    if (this.broken) throw new Error('the engine failed on an earlier command: reopen it to recover from the journal');
    let result: CommandResult;
    try {
      result = this.engine.apply(cmd);
    } catch (e) {
      // A throw means a bug mid-command: the in-memory state may be half-applied and is no
      // longer trusted. The command is not journaled; reopening recovers the last good state.
      this.broken = true;
      throw e;
    }
    const durable = this.journal.append(this.engine.state.seq, cmd);
    if (this.opts.snapshotEvery !== undefined && this.opts.snapshotEvery > 0 && ++this.sinceSnapshot >= this.opts.snapshotEvery) {
      this.sinceSnapshot = 0;
      void this.snapshot();
    }
    return { result, durable };
  }

  /** Applies and waits for durability. */
  async submit(cmd: Command): Promise<CommandResult> {
    const { result, durable } = this.apply(cmd);
    await durable;
    return result;
  }

  /** Writes a snapshot of the current state once the journal covers it. */
  async snapshot(): Promise<void> {
    const seq = this.engine.state.seq;
    const text = encodeSnapshot(takeSnapshot(this.engine.state));
    await this.journal.flushed();
    writeSnapshotFile(this.dir, seq, text);
  }

  get syncs(): number {
    return this.journal.syncs;
  }

  async close(): Promise<void> {
    await this.journal.close();
  }
}
