import { z } from 'zod';

/**
 * Wire format of the realtime socket (spec §7). Clients send frames `{ header: { type }, body }`:
 * 1001 authenticates with a token, 1003 subscribes to topics, 1004 unsubscribes. The web client
 * (lib/socket) emits them on the `message` event with an acknowledgement; the server answers each
 * frame through the acknowledgement, or, without one, by emitting the reply on the same event.
 * Replies carry `code`, `success` and `message` both at the top level (what the client checks)
 * and in the header. Pushes are emitted on an event named after the topic, payload = the data.
 */

export const FrameType = { auth: 1001, subscribe: 1003, unsubscribe: 1004 } as const;

export const RealtimeCode = {
  ok: 0,
  badFrame: 4001,
  unknownTopic: 4002,
  unknownSymbol: 4003,
  tooManySubscriptions: 4004,
  invalidToken: 4011,
  authRequired: 4012,
  internal: 5000,
  authUnavailable: 5031,
} as const;

export type RealtimeCodeValue = (typeof RealtimeCode)[keyof typeof RealtimeCode];

/** Topics anyone may subscribe to. `symbols` says whether the topic is per book. */
export const PUBLIC_TOPICS = {
  indicator: { symbols: 'none' },
  home_page_top_ten24: { symbols: 'none' },
  realtime: { symbols: 'none' },
  future_snapshot_depth: { symbols: 'contract' },
  future_tick: { symbols: 'contract' },
  future_kline: { symbols: 'contract' },
  snapshot_depth: { symbols: 'spot' },
} as const;

/**
 * One trade of a `future_tick` frame: the spec's fields (time, price, amount, taker side,
 * contractId) and the engine's trade sequence. The fills of one taker order share the
 * millisecond, so clients order trades by `tradeId` (it rises with every fill and survives
 * restarts through the engine's snapshot) to know which one is the last price.
 */
export interface FutureTick {
  time: number;
  price: string;
  amount: string;
  side: 'buy' | 'sell';
  contractId: number;
  tradeId: number;
}

/** Private topics need an authenticated socket. */
export const PRIVATE_TOPICS = ['match'] as const;

export type PublicTopic = keyof typeof PUBLIC_TOPICS;

const frameType = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const incomingFrame = z.object({
  header: z.object({ type: frameType }).loose(),
  body: z.unknown(),
});

const token = z.string().trim().min(1).max(4096);
export const authBody = z
  .union([token, z.object({ token })])
  .transform((b) => (typeof b === 'string' ? b : b.token));

const symbolRef = z.union([z.string().trim().min(1).max(32), z.number().int().positive()]);
const rangeRef = z.union([
  z.number().int().positive(),
  z.string().regex(/^\d+$/).transform(Number),
]);
const ranges = z
  .union([rangeRef, z.array(rangeRef).max(16)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const subscribeBody = z.object({
  topics: z
    .array(
      z.object({
        topic: z.string().min(1).max(64),
        params: z
          .object({
            symbols: z
              .array(
                z.object({
                  symbol: symbolRef,
                  step: z.union([z.string().max(32), z.number()]).optional(),
                  ranges: ranges.optional(),
                }),
              )
              .max(50)
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1)
    .max(20),
});

export type SubscribeBody = z.output<typeof subscribeBody>;

export interface ReplyFrame {
  header: { type: number; code: RealtimeCodeValue; message: string };
  code: RealtimeCodeValue;
  success: boolean;
  message: string;
  body: unknown;
}

export function reply(
  type: number,
  code: RealtimeCodeValue,
  message: string,
  body: unknown = null,
): ReplyFrame {
  return {
    header: { type, code, message },
    code,
    success: code === RealtimeCode.ok,
    message,
    body,
  };
}
