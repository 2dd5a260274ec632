import { createClient } from 'redis';
import { z } from 'zod';

/** What travels on the trading command bus's streams, and their names and limits. */

/** A client of the bus (its own connections for the blocking reads are duplicates of it). */
export function redisClient(url: string) {
  return createClient({ url });
}

export type Redis = ReturnType<typeof redisClient>;

/** One private call, as it travels from an edge to the engine process. */
export interface TradingCall {
  /** Unique within the edge that sent it: the reply names it. */
  id: string;
  /** The route's full path (`/api/futures/future/order/place`). */
  url: string;
  userId: number;
  /** The body (POST) or query (GET) as received; the engine validates it with the route's schema. */
  input: unknown;
  language: string;
  /** The digest of the request's device credential (the wallet's 24-hour block); may be absent. */
  deviceKey?: string | null;
  /** Epoch ms when the edge stops waiting (it has answered 503): the engine drops it unrun. */
  deadline: number;
  /** The reply stream of the edge that waits. */
  replyTo: string;
}

/** What a route answered, as data: the edge answers the same envelope the local route would. */
export type TradingAnswer =
  | { ok: true; data: unknown }
  | {
      ok: false;
      /** `service`: a ServiceError (code, message, data, HTTP status); `api`: the plain envelope. */
      kind: 'service' | 'api';
      status: number;
      code: number;
      message: string;
      data: Record<string, unknown> | null;
    };

export type TradingCallRunner = (call: TradingCall) => Promise<TradingAnswer>;

/**
 * Stream lengths (approximate trims on every add). The command stream keeps far more than one
 * timeout's worth of calls at any rate this server reaches (100 000 calls; 5 s at 20 000 a second),
 * so only calls long past their deadline are ever trimmed; the reply streams are read as they come.
 */
export const CALL_STREAM_MAXLEN = 100_000;
export const REPLY_STREAM_MAXLEN = 10_000;
/** A reply stream outlives its edge by this long (refreshed on every reply). */
export const REPLY_STREAM_TTL_MS = 60_000;
/** The consumer group the engine process reads the command stream in, and its consumer. */
export const ENGINE_GROUP = 'engine';
export const ENGINE_CONSUMER = 'engine';

export function callStreamKey(prefix: string): string {
  return `${prefix}calls`;
}

export function replyStreamKey(prefix: string, processId: string): string {
  return `${prefix}replies:${processId}`;
}

/** `XADD … MAXLEN ~ threshold`. */
export function trimTo(threshold: number) {
  return { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold } } as const;
}

/** A failure the bus itself answers (timeout, Redis down, shutdown). */
export function failureAnswer(status: number, message: string): TradingAnswer {
  return { ok: false, kind: 'service', status, code: status, message, data: null };
}

const callSchema = z.object({
  id: z.string(),
  url: z.string(),
  userId: z.number().int(),
  input: z.unknown(),
  language: z.string(),
  deviceKey: z.string().nullable().optional(),
  deadline: z.number(),
  replyTo: z.string(),
});

const replySchema = z.object({
  id: z.string(),
  answer: z.union([
    z.object({ ok: z.literal(true), data: z.unknown() }),
    z.object({
      ok: z.literal(false),
      kind: z.enum(['service', 'api']),
      status: z.number().int(),
      code: z.number(),
      message: z.string(),
      data: z.record(z.string(), z.unknown()).nullable(),
    }),
  ]),
});

export function encodeCall(call: TradingCall): Record<string, string> {
  return { call: JSON.stringify(call) };
}

export function encodeReply(id: string, answer: TradingAnswer): Record<string, string> {
  return { reply: JSON.stringify({ id, answer }) };
}

/** A stream entry's call; undefined when it is not one (nothing else writes there). */
export function decodeCall(fields: Record<string, unknown>): TradingCall | undefined {
  return decode(fields.call, callSchema) as TradingCall | undefined;
}

export function decodeReply(
  fields: Record<string, unknown>,
): { id: string; answer: TradingAnswer } | undefined {
  return decode(fields.reply, replySchema) as { id: string; answer: TradingAnswer } | undefined;
}

function decode(text: unknown, schema: z.ZodType): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Ends a connection at once (a blocking read in progress rejects); a closed one stays closed. */
export function destroyQuietly(client: Redis): void {
  try {
    client.destroy();
  } catch {
    // Already closed.
  }
}
