import { z } from 'zod';
import { REALTIME_CODE, TOPIC, type RealtimeCodeValue } from '../../lib/contract/wire/socket';

/**
 * Wire format of the realtime socket (spec §7). Clients send frames `{ header: { type }, body }`:
 * 1001 authenticates with a token, 1003 subscribes to topics, 1004 unsubscribes. The web client
 * (lib/socket) emits them on the `message` event with an acknowledgement; the server answers each
 * frame through the acknowledgement, or, without one, by emitting the reply on the same event.
 * Replies carry `code`, `success` and `message` both at the top level (what the client checks)
 * and in the header. Pushes are emitted on an event named after the topic, payload = the data.
 */

export {
  FRAME_TYPE as FrameType,
  REALTIME_CODE as RealtimeCode,
  type RealtimeCodeValue,
} from '../../lib/contract/wire/socket';

/** Topics anyone may subscribe to. `symbols` says whether the topic is per book. */
export const PUBLIC_TOPICS = {
  [TOPIC.indicator]: { symbols: 'none' },
  [TOPIC.homePageTopTen24]: { symbols: 'none' },
  [TOPIC.realtime]: { symbols: 'none' },
  [TOPIC.futureSnapshotDepth]: { symbols: 'contract' },
  [TOPIC.futureTick]: { symbols: 'contract' },
  [TOPIC.futureKline]: { symbols: 'contract' },
  [TOPIC.snapshotDepth]: { symbols: 'spot' },
} as const;

/** Private topics need an authenticated socket. */
export const PRIVATE_TOPICS = [TOPIC.match] as const;

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
    success: code === REALTIME_CODE.ok,
    message,
    body,
  };
}
