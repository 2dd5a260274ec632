import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../../logger';
import { CallConsumer } from './command-bus-consumer';
import {
  CALL_STREAM_MAXLEN,
  callStreamKey,
  decodeReply,
  destroyQuietly,
  encodeCall,
  failureAnswer,
  redisClient,
  replyStreamKey,
  trimTo,
  type Redis,
  type TradingAnswer,
  type TradingCall,
  type TradingCallRunner,
} from './command-bus-wire';

export type { TradingAnswer, TradingCall, TradingCallRunner } from './command-bus-wire';

/**
 * Private trading calls between processes through Redis streams: a process without the engine
 * (an edge) adds each call to one command stream; the engine process reads it in a consumer group,
 * runs the route the edge would have run and writes the answer to the edge's own reply stream.
 * At least once: see server/docs/http-api.md, "Private calls on an edge process".
 */

/** The part of the bus the route adapter uses. */
export interface TradingCallBus {
  /** Makes a route runnable by calls from the bus (every process registers; the engine's serves). */
  register(url: string, runner: TradingCallRunner): void;
  /** Sends a call to the engine process and waits for its answer (503 answers on timeout). */
  forward(
    call: Pick<TradingCall, 'url' | 'userId' | 'input' | 'language' | 'deviceKey'>,
  ): Promise<TradingAnswer>;
}

export interface CommandBusOptions {
  redisUrl: string;
  /** Prefix of the stream keys; every process of one exchange uses the same. */
  prefix: string;
  /** How long an edge waits for the engine's answer. */
  timeoutMs: number;
  log: Logger;
  now?: () => number;
}

const REPLY_BLOCK_MS = 5_000;
const REPLY_BATCH = 1_000;
const SHUTTING_DOWN = 'the server is shutting down, retry shortly';

export class TradingCommandBus implements TradingCallBus {
  private readonly runners = new Map<string, TradingCallRunner>();
  private readonly waiting = new Map<string, (answer: TradingAnswer) => void>();
  /** Names this process's reply stream: a restarted edge reads a new one. */
  private readonly processId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly callKey: string;
  private readonly replyKey: string;
  private readonly now: () => number;
  private sequence = 0;
  private replyReader: { client: Redis; done: Promise<void> } | undefined;
  private consumer: CallConsumer | undefined;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly options: CommandBusOptions,
  ) {
    this.callKey = callStreamKey(options.prefix);
    this.replyKey = replyStreamKey(options.prefix, this.processId);
    this.now = options.now ?? Date.now;
  }

  static async connect(options: CommandBusOptions): Promise<TradingCommandBus> {
    const redis = redisClient(options.redisUrl);
    redis.on('error', (error: unknown) =>
      options.log.error({ err: error }, 'trading command bus redis error'),
    );
    await redis.connect();
    return new TradingCommandBus(redis, options);
  }

  register(url: string, runner: TradingCallRunner): void {
    if (this.runners.has(url)) throw new Error(`trading route ${url} registered twice`);
    this.runners.set(url, runner);
  }

  /** Engine process: answers the calls of every edge, those an earlier engine left pending first. */
  async serve(): Promise<void> {
    if (this.consumer) return;
    const blocking = this.redis.duplicate();
    blocking.on('error', (error: unknown) =>
      this.options.log.error({ err: error }, 'trading call reader redis error'),
    );
    await blocking.connect();
    this.consumer = new CallConsumer({
      redis: this.redis,
      blocking,
      stream: this.callKey,
      run: (call) => this.run(call),
      log: this.options.log,
      now: this.now,
    });
    await this.consumer.start();
    this.options.log.info({ stream: this.callKey }, 'serving trading calls of edge processes');
  }

  async forward(
    request: Pick<TradingCall, 'url' | 'userId' | 'input' | 'language' | 'deviceKey'>,
  ): Promise<TradingAnswer> {
    if (this.closing) return failureAnswer(503, SHUTTING_DOWN);
    this.startReplyReader();
    const { timeoutMs } = this.options;
    const call: TradingCall = {
      id: String(++this.sequence),
      ...request,
      deadline: this.now() + timeoutMs,
      replyTo: this.replyKey,
    };
    return new Promise<TradingAnswer>((resolve) => {
      const settle = (answer: TradingAnswer) => {
        clearTimeout(timer);
        this.waiting.delete(call.id);
        resolve(answer);
      };
      const timer = setTimeout(
        () =>
          settle(
            failureAnswer(
              503,
              `the trading engine did not answer within ${timeoutMs} ms; the call may still be ` +
                'carried out (an order placed again with the same clientOrderId is never doubled)',
            ),
          ),
        timeoutMs,
      );
      this.waiting.set(call.id, settle);
      this.redis
        .xAdd(this.callKey, '*', encodeCall(call), trimTo(CALL_STREAM_MAXLEN))
        .catch((error: unknown) => {
          this.options.log.warn({ err: error }, 'trading call not queued');
          settle(failureAnswer(503, 'temporarily unavailable, retry shortly'));
        });
    });
  }

  /** Stops serving (calls in progress finish) and reading replies; safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.consumer?.stop();
      if (this.replyReader) {
        destroyQuietly(this.replyReader.client);
        await this.replyReader.done;
        for (const settle of [...this.waiting.values()]) settle(failureAnswer(503, SHUTTING_DOWN));
        await this.redis.del(this.replyKey).catch(() => undefined);
      }
      await this.redis.close().catch(() => this.redis.destroy());
    })();
    return this.closing;
  }

  /** The answer of the route a call names (runners never throw: they map errors to answers). */
  private run(call: TradingCall): Promise<TradingAnswer> {
    const runner = this.runners.get(call.url);
    // An edge running a newer build than the engine process.
    if (!runner) return Promise.resolve(failureAnswer(503, `${call.url} is not served here`));
    return runner(call);
  }

  private startReplyReader(): void {
    if (this.replyReader) return;
    const client = this.redis.duplicate();
    client.on('error', (error: unknown) =>
      this.options.log.error({ err: error }, 'trading reply reader redis error'),
    );
    this.replyReader = { client, done: this.readReplies(client) };
  }

  private async readReplies(client: Redis): Promise<void> {
    // The stream is this process's own: reading it from its start misses no early reply.
    let lastId = '0-0';
    while (!this.closing) {
      try {
        if (!client.isOpen) await client.connect();
        const streams = await client.xRead(
          { key: this.replyKey, id: lastId },
          { BLOCK: REPLY_BLOCK_MS, COUNT: REPLY_BATCH },
        );
        for (const stream of streams ?? []) {
          for (const message of stream.messages) {
            lastId = message.id;
            const reply = decodeReply(message.message);
            if (reply) this.waiting.get(reply.id)?.(reply.answer);
          }
        }
      } catch (error) {
        if (this.closing) return;
        this.options.log.warn({ err: error }, 'trading replies not read; retrying');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}
