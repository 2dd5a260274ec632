import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Copy trading (issue 17): lead traders, the follows of their followers and every mirrored order.
 * Money is USDT in the engine's minor units (1e-8) as bigint, quantities are lots, prices ticks,
 * times epoch milliseconds. The engine journal stays the source of truth for balances: a follow
 * row says which follow account (type 11) follows whom, a trade row what was mirrored and how.
 */

/**
 * A user who offers their futures trading (account 1) to be followed, and the public figures of
 * their profile: a projection the engine process refreshes (services/follow/lead-stats.ts), so
 * the leaderboard and the profile are one indexed read each.
 */
export const leadTraders = pgTable(
  'lead_traders',
  {
    userId: integer('user_id').primaryKey(),
    nickname: text('nickname').notNull(),
    /** `active` (followable) or `stopped` (offers no more; its followers were stopped). */
    status: text('status').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    stoppedAt: bigint('stopped_at', { mode: 'number' }),
    /** Net PnL of the futures account over the last 30 UTC days (realized − fees + funding). */
    pnl30d: bigint('pnl_30d', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** pnl30d ÷ (equity − pnl30d), 6 decimals; null while that base is not positive. */
    roi30d: numeric('roi_30d'),
    /** Positions closed in the 30 days with a positive net result ÷ all closed, 6 decimals. */
    winRate: numeric('win_rate'),
    wins: integer('wins').notNull().default(0),
    closedPositions: integer('closed_positions').notNull().default(0),
    /** Largest fall of the 30-day equity curve from a peak, as a fraction of the peak (6 dp). */
    maxDrawdown: numeric('max_drawdown').notNull().default('0'),
    /** Futures account equity when the figures were computed. */
    equity: bigint('equity', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    followers: integer('followers').notNull().default(0),
    /** The 30 daily net PnL figures, oldest first: [{ day, net }] (net a decimal string). */
    daily: jsonb('daily').$type<{ day: number; net: string }[]>().notNull().default([]),
    statsAt: bigint('stats_at', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('lead_traders_nickname_key').on(sql`lower(${t.nickname})`),
    index('lead_traders_status_roi').on(t.status, t.roi30d),
  ],
);

/**
 * One user following one lead trader with the money moved into their follow account (type 11).
 * `active` → `stopping` (positions being closed at market) → `stopped` (funds back in the futures
 * account, `returned`). A user has at most one follow not `stopped`: the follow account is one
 * account, and its equity is what the mirrored orders are sized on.
 */
export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followerId: integer('follower_id').notNull(),
    leaderId: integer('leader_id').notNull(),
    /** USDT moved from the futures account into the follow account at the start. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The largest value (USDT at the mark) of one mirrored opening order. */
    tradeCap: bigint('trade_cap', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** The engine sequence before the funding transfer: leader events after it are mirrored. */
    startSeq: bigint('start_seq', { mode: 'number' }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    stoppedAt: bigint('stopped_at', { mode: 'number' }),
    /** USDT moved back to the futures account when it stopped. */
    returned: bigint('returned', { mode: 'bigint' }),
    /** `user` (the follower stopped) or `leaderStopped` (the lead trader stopped offering). */
    stopReason: text('stop_reason'),
  },
  (t) => [
    uniqueIndex('follows_one_open')
      .on(t.followerId)
      .where(sql`${t.status} <> 'stopped'`),
    index('follows_leader_active')
      .on(t.leaderId)
      .where(sql`${t.status} = 'active'`),
    index('follows_follower').on(t.followerId, t.id),
  ],
);

/**
 * What one leader position change did for one follow: an order placed (`placed`, with the order),
 * or nothing (`skipped`: under the minimum, nothing to close; `refused`: the engine or the gate
 * said no, with its code). Keyed by the deterministic client order id, so the same leader event
 * is recorded once however often it is processed.
 */
export const followTrades = pgTable(
  'follow_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    followId: bigint('follow_id', { mode: 'number' }).notNull(),
    followerId: integer('follower_id').notNull(),
    leaderId: integer('leader_id').notNull(),
    /** The journal sequence of the leader's command. */
    leaderSeq: bigint('leader_seq', { mode: 'number' }).notNull(),
    contractId: integer('contract_id').notNull(),
    /** `open`, `add`, `reduce` (a partial close) or `close`. */
    action: text('action').notNull(),
    /** 1 long, 2 short: the direction of the position opened or reduced. */
    direction: integer('direction').notNull(),
    leaderLots: bigint('leader_lots', { mode: 'number' }).notNull(),
    leaderSizeBefore: bigint('leader_size_before', { mode: 'number' }).notNull(),
    leaderEquity: bigint('leader_equity', { mode: 'bigint' }),
    followerEquity: bigint('follower_equity', { mode: 'bigint' }),
    followerSizeBefore: bigint('follower_size_before', { mode: 'number' }),
    /** Lots before the per-trade cap (opening) or the share of the position (reducing). */
    proportionalLots: bigint('proportional_lots', { mode: 'number' }).notNull(),
    capLots: bigint('cap_lots', { mode: 'number' }),
    lots: bigint('lots', { mode: 'number' }).notNull(),
    /** The mark (ticks) the order was sized at. */
    markPrice: bigint('mark_price', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    code: integer('code'),
    orderId: bigint('order_id', { mode: 'number' }),
    clientOrderId: text('client_order_id').notNull(),
    filledLots: bigint('filled_lots', { mode: 'number' }),
    averagePrice: text('average_price'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('follow_trades_client_order_key').on(t.followId, t.clientOrderId),
    index('follow_trades_follower').on(t.followerId, t.id),
  ],
);
