import * as z from 'zod/mini';
import {
  FOLLOW_LIST_STATUSES,
  FOLLOW_STATUSES,
  FOLLOW_STOP_REASONS,
  LEAD_NICKNAME,
  LEADER_SORTS,
  LEADER_STATUSES,
  MIRROR_ACTIONS,
  MIRROR_REASONS,
  MIRROR_STATUSES,
} from './follow';
import { wireUsdtAmountInput } from './input-schemas';
import { wirePositionRowSchema } from './match-schemas';
import { wireIntQueryInput } from './input-schemas';
import { wirePageOf } from './wallet-schemas';

/**
 * The zod schemas of copy trading's answers (the v2 `follow/…` routes): lead traders, follows,
 * the follow account and the mirrored trades; the types inferred from them are in ./follow. The
 * server's copy-trading reads are typed by these, the web client parses the answers with them and
 * the API tests check them strictly. Amounts are USDT decimal strings, fractions (ROI, win rate,
 * drawdown) decimal strings, times epoch ms.
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());

/** A lead trader on the leaderboard: the 30-day figures as of `statsAt` (null while unknown). */
export const wireLeaderSummarySchema = z.object({
  leaderId: id,
  nickname: z.string(),
  status: z.enum(LEADER_STATUSES),
  since: epochMs,
  pnl30d: decimal,
  roi30d: z.nullable(decimal),
  winRate: z.nullable(decimal),
  wins: count,
  closedPositions: count,
  maxDrawdown: decimal,
  followers: count,
  statsAt: epochMs,
});

/** follow/leaders. */
export const wireLeaderPageSchema = wirePageOf(wireLeaderSummarySchema);

/** follow/leader: the summary with the 30 daily net PnL figures, oldest first. */
export const wireLeaderProfileSchema = z.extend(wireLeaderSummarySchema, {
  daily: z.array(z.object({ day: epochMs, net: decimal })),
});

/** follow/lead/info and follow/lead/apply's `leader`: the caller's own lead (any status), or null. */
export const wireLeadInfoSchema = z.object({ leader: z.nullable(wireLeaderProfileSchema) });

/** follow/lead/stop: the lead, and its followers stopped now or still closing. */
export const wireLeadStopSchema = z.object({
  leader: z.nullable(wireLeaderProfileSchema),
  stopped: count,
  pending: count,
});

/** A follow with its money: live equity while it runs, what came back once it stopped. */
export const wireFollowSchema = z.object({
  followId: id,
  leaderId: id,
  nickname: z.nullable(z.string()),
  amount: decimal,
  /** The most one mirrored order may use. */
  tradeCap: decimal,
  status: z.enum(FOLLOW_STATUSES),
  stopReason: z.nullable(z.enum(FOLLOW_STOP_REASONS)),
  createdAt: epochMs,
  stoppedAt: z.nullable(epochMs),
  /** The follow account's equity while the follow runs. */
  equity: z.nullable(decimal),
  /** What came back to the futures account when it stopped. */
  returned: z.nullable(decimal),
  /** Equity (or what came back) less the amount, and that as a fraction of the amount. */
  pnl: z.nullable(decimal),
  roi: z.nullable(decimal),
});

/** follow/list. */
export const wireFollowPageSchema = wirePageOf(wireFollowSchema);

/** follow/positions: the running follow, the follow account's figures and its positions. */
export const wireFollowPositionsSchema = z.object({
  follow: z.nullable(wireFollowSchema),
  account: z.nullable(
    z.object({ wallet: decimal, equity: decimal, available: decimal, upnl: decimal }),
  ),
  positions: z.array(wirePositionRowSchema),
});

/** What one leader move did in the follow account (follow/trades), and how it was sized. */
export const wireMirroredTradeSchema = z.object({
  id,
  followId: id,
  leaderId: id,
  /** The leader's journal sequence of the move. */
  leaderSeq: id,
  contractId: id,
  action: z.enum(MIRROR_ACTIONS),
  /** 1 long, 2 short: the direction of the position opened or reduced. */
  direction: z.union([z.literal(1), z.literal(2)]),
  leaderQuantity: decimal,
  leaderSizeBefore: decimal,
  leaderEquity: z.nullable(decimal),
  followerEquity: z.nullable(decimal),
  followerSizeBefore: z.nullable(decimal),
  /** The leader's move scaled by the two equities, the trade cap's quantity, what was sent. */
  proportionalQuantity: decimal,
  capQuantity: z.nullable(decimal),
  quantity: decimal,
  filledQuantity: z.nullable(decimal),
  averagePrice: z.nullable(decimal),
  markPrice: decimal,
  status: z.enum(MIRROR_STATUSES),
  reason: z.nullable(z.enum(MIRROR_REASONS)),
  /** The engine's refusal code. */
  code: z.nullable(z.number().check(z.int())),
  orderId: z.nullable(id),
  clientOrderId: z.string(),
  createdAt: epochMs,
});

/** follow/trades. */
export const wireMirroredTradePageSchema = wirePageOf(wireMirroredTradeSchema);

// ---- request bodies and queries ----
//
// What the v2 `follow/…` routes accept, with the server's answers to a bad field (`field: message`,
// code 1009). The server parses with these, adding only the amounts in minor units (refused at 0);
// the web client types and checks what it sends by them.

/** An id in a body: a JSON number, a positive safe integer. */
const bodyId = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** An id in a query (digits). */
const queryId = wireIntQueryInput(1, Number.MAX_SAFE_INTEGER);
/** `page` (1 … 1 000 000, default 1) and `size` (1 … 100, default 20) of the follow lists. */
const followPageQuery = {
  page: z._default(wireIntQueryInput(1, 1_000_000), 1),
  size: z._default(wireIntQueryInput(1, 100), 20),
};

/** follow/leaders (public; the route also takes `lang`). */
export const wireLeaderboardInputSchema = z.object({
  sort: z._default(z.enum(LEADER_SORTS), 'roi'),
  ...followPageQuery,
});

/** follow/leader (public; the route also takes `lang`). */
export const wireLeaderProfileInputSchema = z.object({ leaderId: queryId });

/** follow/lead/apply: offer (or rename) one's futures trading under a nickname. */
export const wireLeadApplyInputSchema = z.object({
  nickname: z
    .string()
    .check(
      z.trim(),
      z.regex(
        LEAD_NICKNAME,
        'must be 2–20 letters, digits, spaces, dots, underscores or hyphens, starting with a letter or digit',
      ),
    ),
});

/** follow/start: `amount` moves into the follow account; `tradeCap` bounds each mirrored trade. */
export const wireFollowStartInputSchema = z.object({
  leaderId: bodyId,
  amount: wireUsdtAmountInput,
  tradeCap: wireUsdtAmountInput,
});

/** follow/stop. */
export const wireFollowStopInputSchema = z.object({ followId: bodyId });

/** follow/list. */
export const wireFollowListInputSchema = z.object({
  status: z.optional(z.enum(FOLLOW_LIST_STATUSES)),
  ...followPageQuery,
});

/** follow/trades: every follow's mirrored trades, or one follow's. */
export const wireFollowTradesInputSchema = z.object({
  followId: z.optional(queryId),
  ...followPageQuery,
});
