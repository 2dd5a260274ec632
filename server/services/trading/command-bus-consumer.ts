import type { Logger } from '../../logger';
import {
  decodeCall,
  destroyQuietly,
  encodeReply,
  ENGINE_CONSUMER,
  ENGINE_GROUP,
  REPLY_STREAM_MAXLEN,
  REPLY_STREAM_TTL_MS,
  trimTo,
  type Redis,
  type TradingAnswer,
  type TradingCall,
} from './command-bus-wire';

export interface CallConsumerOptions {
  /** Replies and acknowledgements. */
  redis: Redis;
  /** A connection of its own for the blocking reads. */
  blocking: Redis;
  stream: string;
  run: (call: TradingCall) => Promise<TradingAnswer>;
  log: Logger;
  now: () => number;
}

/** Calls run at once; the engine's group commit makes durable what arrives together. */
const MAX_IN_FLIGHT = 1_024;
const READ_BATCH = 256;
const BLOCK_MS = 5_000;
/** How long stop() lets calls in progress finish (they wait for the journal, a few ms). */
const DRAIN_MS = 5_000;

/**
 * The engine process's reader of the command stream, in a consumer group: an entry is acknowledged
 * only together with its reply (one MULTI), so a call read by a process that then died stays
 * pending and is claimed (XAUTOCLAIM) when the engine process starts again. A call whose deadline
 * has passed is acknowledged without running: its edge has answered 503 already.
 */
export class CallConsumer {
  private stopping = false;
  private inFlight = 0;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  /** When each reply stream's TTL was last set. */
  private readonly ttlSet = new Map<string, number>();

  constructor(private readonly o: CallConsumerOptions) {}

  /** Creates the group if needed, runs what an earlier engine process left pending, then reads on. */
  async start(): Promise<void> {
    await this.ensureGroup();
    const claimed = await this.claimPending();
    if (claimed > 0) this.o.log.info({ claimed }, 'pending trading calls claimed');
    this.loop = this.read();
  }

  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    // Ends a blocking read at once; what it would have returned stays pending for the next start.
    destroyQuietly(this.o.blocking);
    this.wake?.();
    await this.loop;
    const deadline = Date.now() + DRAIN_MS;
    while (this.inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (this.inFlight > 0) this.o.log.warn({ inFlight: this.inFlight }, 'trading calls unfinished');
  }

  private async ensureGroup(): Promise<void> {
    try {
      // From the start of the stream: calls queued before any engine process ran are read too
      // (and dropped when past their deadline).
      await this.o.redis.xGroupCreate(this.o.stream, ENGINE_GROUP, '0', { MKSTREAM: true });
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  private async claimPending(): Promise<number> {
    let start = '0-0';
    let claimed = 0;
    do {
      const result = await this.o.redis.xAutoClaim(
        this.o.stream,
        ENGINE_GROUP,
        ENGINE_CONSUMER,
        0,
        start,
        { COUNT: READ_BATCH },
      );
      for (const message of result.messages) {
        if (!message) continue;
        claimed++;
        this.dispatch(message.id, message.message);
      }
      start = result.nextId;
    } while (start !== '0-0');
    return claimed;
  }

  private async read(): Promise<void> {
    while (!this.stopping) {
      if (this.inFlight >= MAX_IN_FLIGHT) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        continue;
      }
      try {
        const streams = await this.o.blocking.xReadGroup(
          ENGINE_GROUP,
          ENGINE_CONSUMER,
          { key: this.o.stream, id: '>' },
          { COUNT: Math.min(READ_BATCH, MAX_IN_FLIGHT - this.inFlight), BLOCK: BLOCK_MS },
        );
        for (const stream of streams ?? []) {
          for (const message of stream.messages) this.dispatch(message.id, message.message);
        }
      } catch (error) {
        if (this.stopping) return;
        this.o.log.warn({ err: error }, 'trading calls not read; retrying');
        await new Promise((resolve) => setTimeout(resolve, 500));
        // Redis lost the group (restarted without persistence): make it again.
        if (String(error).includes('NOGROUP')) await this.ensureGroup().catch(() => undefined);
      }
    }
  }

  private dispatch(entryId: string, fields: Record<string, unknown>): void {
    this.inFlight++;
    void this.process(entryId, fields)
      .catch((error: unknown) =>
        // Left pending: the next start of the engine process claims it again.
        this.o.log.error({ err: error, entryId }, 'trading call not answered'),
      )
      .finally(() => {
        this.inFlight--;
        const wake = this.wake;
        this.wake = undefined;
        wake?.();
      });
  }

  private async process(entryId: string, fields: Record<string, unknown>): Promise<void> {
    const call = decodeCall(fields);
    if (!call || call.deadline <= this.o.now()) {
      await this.o.redis.xAck(this.o.stream, ENGINE_GROUP, entryId);
      // Logged once acknowledged: whoever reads the log may count on the entry being gone.
      if (call)
        this.o.log.warn({ url: call.url, entryId }, 'trading call past its deadline dropped');
      else this.o.log.error({ entryId }, 'unreadable trading call dropped');
      return;
    }
    const answer = await this.o.run(call);
    const reply = this.o.redis
      .multi()
      .xAdd(call.replyTo, '*', encodeReply(call.id, answer), trimTo(REPLY_STREAM_MAXLEN))
      .xAck(this.o.stream, ENGINE_GROUP, entryId);
    if (this.ttlDue(call.replyTo)) reply.pExpire(call.replyTo, REPLY_STREAM_TTL_MS);
    await reply.exec();
  }

  /** A reply stream's TTL is refreshed at most every tenth of it (not on every reply). */
  private ttlDue(replyTo: string): boolean {
    const now = Date.now();
    const last = this.ttlSet.get(replyTo);
    if (last !== undefined && now - last < REPLY_STREAM_TTL_MS / 10) return false;
    // Streams of edges long gone are forgotten with the rest: one more refresh each, harmless.
    if (this.ttlSet.size > 10_000) this.ttlSet.clear();
    this.ttlSet.set(replyTo, now);
    return true;
  }
}
