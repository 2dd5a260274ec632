import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { follows, leadTraders, serverMeta } from '../../db/schema';
import { userPositions } from '../../engine';
import type { Logger } from '../../logger';
import type { AppliedCommand, EngineHost } from '../../engine-runtime/engine-host';
import { TradingError } from '../trading/trading-error';
import { TradingGate, type TradingIntent } from '../trading/trading-gate';
import { FollowError, isGateCode } from './follow-errors';
import { mirrorStep, type ActiveFollow, type MirrorContext } from './follow-mirror';
import { replayFrom } from './follow-replay';
import { LeaderTracker, type MirrorStep } from './leader-tracker';
import type { Language } from '../../../lib/contract/wire/language';

const MARKER_KEY = 'follow_mirrored_seq';
const MARKER_INTERVAL_MS = 1_000;
const RETRY_MS = 1_000;

export interface FollowDeps {
  database: Database;
  /** The engine host on the process that runs it; undefined elsewhere (an edge process). */
  host: () => EngineHost | undefined;
  now: () => number;
  log: Logger;
  dataDir: string;
  /**
   * Tests only: the process kills itself (SIGKILL) once this many mirrored orders are durable
   * and before the last one is recorded, so a test can restart in the middle of a fan-out.
   */
  crashAfterMirrors?: number | undefined;
}

interface QueuedSteps {
  seq: number;
  steps: MirrorStep[];
}

/**
 * The mirroring core on the engine process: which lead traders are followed by whom, the leader
 * tracker fed from the engine's event stream, and one worker that mirrors the leaders' position
 * changes in journal order. Every mirrored order carries a client order id derived from the
 * leader's command, and the sequence up to which everything was mirrored is kept in `server_meta`:
 * after a restart the journal since that mark is replayed and mirrored again, and the engine
 * answers the orders already placed as duplicates, so none is placed twice.
 */
export class FollowCore {
  readonly gate: TradingGate;
  private readonly tracker = new LeaderTracker();
  /** Active follows by leader id, then follow id. */
  private readonly byLeader = new Map<number, Map<number, ActiveFollow>>();
  private readonly chains = new Map<number, Promise<unknown>>();
  private readonly queue: QueuedSteps[] = [];
  private buffer: AppliedCommand[] | undefined;
  private replayedTo = 0;
  private lastSeen = 0;
  private savedSeq = -1;
  private working: Promise<void> | undefined;
  private running = false;
  private listening = false;
  private mirrored = 0;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(readonly deps: FollowDeps) {
    this.gate = new TradingGate(deps.database, deps.now);
  }

  get host(): EngineHost | undefined {
    return this.deps.host();
  }

  /**
   * On the engine process: loads leaders and follows, replays the journal since the mark into
   * the tracker (mirroring what a stopped process had not), then follows the live event stream.
   */
  async start(): Promise<void> {
    const host = this.host;
    if (!host || this.running) return;
    const { database, log } = this.deps;
    this.running = true;
    this.buffer = [];
    if (!this.listening) {
      host.onApplied((applied) => this.onApplied(applied));
      this.listening = true;
    }
    const leaders = await database.db
      .select({ userId: leadTraders.userId })
      .from(leadTraders)
      .where(eq(leadTraders.status, 'active'));
    const active = await database.db.select().from(follows).where(eq(follows.status, 'active'));
    for (const f of active) this.addFollow(toActive(f));
    const marker = (await this.loadMarker()) ?? host.seq;
    const replayed: QueuedSteps[] = [];
    if (leaders.length > 0) {
      const started = Date.now();
      this.replayedTo = replayFrom(
        this.deps.dataDir,
        [...host.configs.values()],
        marker,
        (state) => {
          for (const { userId } of leaders)
            this.tracker.track(userId, userPositions(state, userId, 1));
        },
        (seq, result) => {
          const steps = this.tracker.apply(result.events);
          if (steps.length > 0) replayed.push({ seq, steps });
        },
        log,
      );
      log.info(
        {
          marker,
          replayedTo: this.replayedTo,
          leaderMoves: replayed.length,
          ms: Date.now() - started,
        },
        'copy trading caught up from the journal',
      );
    } else this.replayedTo = host.seq;
    this.lastSeen = this.replayedTo;
    for (const item of replayed) this.enqueue(item);
    const buffered = this.buffer;
    this.buffer = undefined;
    for (const applied of buffered) this.handle(applied);
    const marking = setInterval(() => void this.saveMarker(), MARKER_INTERVAL_MS);
    marking.unref();
    this.timers.push(marking);
    this.kick();
  }

  /** Stops mirroring (the order in progress finishes) and saves the mark. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
    await this.working;
    await this.saveMarker();
  }

  /** Runs `fn` after every earlier piece of work of this follower (mirrors, start, stop). */
  withFollower<T>(followerId: number, fn: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(followerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(fn);
    this.chains.set(followerId, next);
    void next
      .finally(() => {
        if (this.chains.get(followerId) === next) this.chains.delete(followerId);
      })
      .catch(() => undefined);
    return next;
  }

  /** The gate every follow money movement passes, its refusals worded in the caller's language. */
  async permit(userId: number, intent: TradingIntent, language: Language): Promise<void> {
    try {
      await this.gate.permit(userId, intent);
    } catch (error) {
      if (error instanceof TradingError && isGateCode(error.code))
        throw new FollowError(error.code, language, error.data);
      throw error;
    }
  }

  trackLeader(userId: number): void {
    const host = this.host;
    if (host && !this.tracker.isLeader(userId))
      this.tracker.track(userId, userPositions(host.state, userId, 1));
  }

  forgetLeader(userId: number): void {
    this.tracker.forget(userId);
  }

  addFollow(f: ActiveFollow): void {
    let map = this.byLeader.get(f.leaderId);
    if (!map) this.byLeader.set(f.leaderId, (map = new Map()));
    map.set(f.followId, f);
  }

  /** Mirrors nothing more for this follow (work already queued for it checks before it runs). */
  dropFollow(leaderId: number, followId: number): void {
    const map = this.byLeader.get(leaderId);
    map?.delete(followId);
    if (map?.size === 0) this.byLeader.delete(leaderId);
  }

  followsOf(leaderId: number): ActiveFollow[] {
    return [...(this.byLeader.get(leaderId)?.values() ?? [])];
  }

  private onApplied(applied: AppliedCommand): void {
    if (!this.running) return;
    if (this.buffer) this.buffer.push(applied);
    else this.handle(applied);
  }

  private handle(applied: AppliedCommand): void {
    if (applied.seq <= this.replayedTo) return;
    if (this.tracker.leaders().length > 0) {
      const steps = this.tracker.apply(applied.result.events);
      if (steps.length > 0) this.enqueue({ seq: applied.seq, steps });
    }
    this.lastSeen = applied.seq;
  }

  private enqueue(item: QueuedSteps): void {
    const steps = item.steps.filter((s) => this.byLeader.has(s.leaderId));
    if (steps.length === 0) return;
    this.queue.push({ seq: item.seq, steps });
    this.kick();
  }

  private kick(): void {
    if (this.working || !this.running || this.queue.length === 0) return;
    this.working = this.work().finally(() => (this.working = undefined));
  }

  private async work(): Promise<void> {
    while (this.running && this.queue.length > 0) {
      const item = this.queue[0];
      if (!item) break;
      try {
        await this.process(item);
      } catch (error) {
        // Not recorded, not marked: retried (and after a restart replayed) with the same ids.
        this.deps.log.error({ err: error, seq: item.seq }, 'mirroring failed; retrying');
        const retry = setTimeout(() => this.kick(), RETRY_MS);
        retry.unref();
        return;
      }
      this.queue.shift();
    }
  }

  private async process(item: QueuedSteps): Promise<void> {
    const host = this.host;
    if (!host) throw new Error('the engine is not running');
    const ctx: MirrorContext = {
      database: this.deps.database,
      host,
      now: this.deps.now,
      gate: this.gate,
      log: this.deps.log,
      afterPlaced: () => this.afterPlaced(),
    };
    for (const step of item.steps) {
      const targets = this.followsOf(step.leaderId).filter((f) => f.startSeq < item.seq);
      await Promise.all(
        targets.map((f) =>
          this.withFollower(f.followerId, async () => {
            if (this.byLeader.get(f.leaderId)?.get(f.followId) !== f) return;
            await mirrorStep(ctx, f, item.seq, step);
          }),
        ),
      );
    }
  }

  private afterPlaced(): void {
    this.mirrored += 1;
    const crashAt = this.deps.crashAfterMirrors;
    if (crashAt !== undefined && this.mirrored >= crashAt) {
      this.deps.log.warn({ mirrored: this.mirrored }, 'FOLLOW_TEST_CRASH_AFTER: killing itself');
      process.kill(process.pid, 'SIGKILL');
    }
  }

  /** Everything up to this sequence is mirrored and recorded. */
  private doneSeq(): number {
    const first = this.queue[0];
    return first ? first.seq - 1 : this.lastSeen;
  }

  private async loadMarker(): Promise<number | undefined> {
    const [row] = await this.deps.database.db
      .select({ value: serverMeta.value })
      .from(serverMeta)
      .where(eq(serverMeta.key, MARKER_KEY));
    return typeof row?.value === 'number' ? row.value : undefined;
  }

  private async saveMarker(): Promise<void> {
    const seq = this.doneSeq();
    if (seq === this.savedSeq) return;
    try {
      await this.deps.database.db
        .insert(serverMeta)
        .values({ key: MARKER_KEY, value: seq })
        .onConflictDoUpdate({ target: serverMeta.key, set: { value: seq, updatedAt: new Date() } });
      this.savedSeq = seq;
    } catch (error) {
      this.deps.log.warn({ err: error }, 'copy trading mark not saved');
    }
  }
}

export function toActive(f: typeof follows.$inferSelect): ActiveFollow {
  return {
    followId: f.id,
    followerId: f.followerId,
    leaderId: f.leaderId,
    tradeCap: f.tradeCap,
    startSeq: f.startSeq,
  };
}
