/**
 * Durable engine: every command is applied, appended to the journal and acknowledged only after
 * its batch is fsynced. Recovery = newest readable snapshot + journal tail.
 *
 * The journal is split into segments named by their first sequence number; each snapshot starts
 * a new segment, and segments wholly older than the oldest kept snapshot are deleted.
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import type { ContractConfig } from './contract-config';
import type { Command, CommandResult } from './types';
import { lockDirectory } from './dir-lock';
import { Engine } from './engine';
import {
  Journal,
  listSegments,
  listSnapshots,
  readJournal,
  segmentPath,
  writeSnapshotFile,
} from './journal';
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
    private journal: Journal,
    private readonly dir: string,
    private readonly opts: DurableOptions,
    readonly recovery: RecoveryReport,
  ) {}

  /** Opens `dir`, recovering whatever state it holds. */
  static async open(
    dir: string,
    configs: readonly ContractConfig[],
    opts: DurableOptions = {},
  ): Promise<DurableEngine> {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    const unlock = lockDirectory(dir);
    try {
      const opened = await DurableEngine.recover(dir, configs, opts);
      opened.unlock = unlock;
      return opened;
    } catch (error) {
      unlock();
      throw error;
    }
  }

  private unlock: () => void = () => undefined;

  private static async recover(
    dir: string,
    configs: readonly ContractConfig[],
    opts: DurableOptions,
  ): Promise<DurableEngine> {
    let engine: Engine | null = null;
    let snapshotSeq = 0;
    for (const snap of listSnapshots(dir)) {
      try {
        engine = new Engine(
          configs,
          restoreSnapshot(configs, decodeSnapshot(readFileSync(snap.path, 'utf8'))),
        );
        snapshotSeq = snap.seq;
        break;
      } catch {
        // An unreadable snapshot: fall back to the previous one (or a full replay).
      }
    }
    engine ??= new Engine(configs);
    const segments = listSegments(dir).map((seg) => ({ ...seg, log: readJournal(seg.path) }));
    let lastData = -1;
    segments.forEach((seg, i) => {
      if (seg.log.records.length > 0) lastData = i;
    });
    let replayed = 0;
    let tornBytes = 0;
    for (const [i, seg] of segments.entries()) {
      if (seg.log.tornBytes > 0 && i < lastData)
        throw new Error(`journal segment ${seg.path} is corrupt before newer records`);
      for (const r of seg.log.records) {
        if (r.seq <= engine.state.seq) continue;
        if (r.seq !== engine.state.seq + 1)
          throw new Error(`journal gap: expected ${engine.state.seq + 1}, found ${r.seq}`);
        engine.apply(r.command);
        replayed++;
      }
      if (i >= lastData) tornBytes += seg.log.tornBytes;
    }
    // Segments after the last record hold nothing complete: a crash came right after a segment
    // switch, before the older segment's last batch was durable. Drop them unless one is exactly
    // where the next record belongs.
    let journal: Journal | null = null;
    for (const seg of segments.slice(lastData + 1)) {
      if (journal === null && seg.firstSeq === engine.state.seq + 1)
        journal = Journal.open(seg.path, 0);
      else unlinkSync(seg.path);
    }
    const tail = segments[lastData];
    if (journal === null) {
      journal =
        tail !== undefined
          ? Journal.open(tail.path, tail.log.validBytes)
          : Journal.open(segmentPath(dir, engine.state.seq + 1));
    } else if (tail !== undefined && tail.log.tornBytes > 0) {
      await Journal.open(tail.path, tail.log.validBytes).close();
    }
    return new DurableEngine(engine, journal, dir, opts, {
      snapshotSeq,
      replayed,
      tornBytes,
      lastSeq: engine.state.seq,
    });
  }

  /**
   * Applies a command now and returns its result with a promise that resolves once the command
   * is durable: only then may the result be acknowledged to the caller.
   */
  apply(cmd: Command): { result: CommandResult; durable: Promise<void> } {
    if (this.broken)
      throw new Error(
        'the engine failed on an earlier command: reopen it to recover from the journal',
      );
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
    if (
      this.opts.snapshotEvery !== undefined &&
      this.opts.snapshotEvery > 0 &&
      ++this.sinceSnapshot >= this.opts.snapshotEvery
    ) {
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

  /**
   * Writes a snapshot of the current state once the journal covers it, starts a new journal
   * segment at the next sequence number and deletes what no kept snapshot needs.
   */
  async snapshot(): Promise<void> {
    const seq = this.engine.state.seq;
    const text = encodeSnapshot(takeSnapshot(this.engine.state));
    const previous = this.journal;
    // The new segment acknowledges nothing before the previous one is durable.
    this.journal = Journal.open(segmentPath(this.dir, seq + 1), undefined, previous.flushed());
    this.syncsBefore += previous.syncs;
    await previous.close();
    writeSnapshotFile(this.dir, seq, text);
    // Keep every segment after the older of the two kept snapshots, so that a broken newest
    // snapshot can still be recovered from the older one (or from the journal alone).
    const snapshots = listSnapshots(this.dir);
    const oldestKept = snapshots.length >= 2 ? (snapshots.at(-1)?.seq ?? 0) : 0;
    const segments = listSegments(this.dir);
    segments.forEach((seg, i) => {
      const next = segments[i + 1];
      if (next !== undefined && next.firstSeq - 1 <= oldestKept) unlinkSync(seg.path);
    });
  }

  private syncsBefore = 0;

  /** fdatasync calls so far (all segments). */
  get syncs(): number {
    return this.syncsBefore + this.journal.syncs;
  }

  async close(): Promise<void> {
    try {
      await this.journal.close();
    } finally {
      this.unlock();
    }
  }
}
