import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { follows, followTrades, leadTraders } from '../../db/schema';
import { lotsToQuantity, ticksToPrice, userBalances, userPositions } from '../../engine';
import {
  FOLLOW_STATUSES,
  FOLLOW_STOP_REASONS,
  LEADER_STATUSES,
  MIRROR_ACTIONS,
  MIRROR_REASONS,
  MIRROR_STATUSES,
  type WireFollow,
  type WireFollowListInput,
  type WireFollowPage,
  type WireFollowPositions,
  type WireFollowTradesInput,
  type WireLeaderboardInput,
  type WireLeaderPage,
  type WireLeaderProfile,
  type WireLeaderSummary,
  type WireMirroredTrade,
  type WireMirroredTradePage,
} from '../../../lib/contract/wire/follow';
import type { Language } from '../../../lib/contract/wire/language';
import { wordOf } from '../../../lib/contract/wire/words';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import { positionRow } from '../trading/position-row';
import { requireEngine } from '../trading/trading-error';
import { FollowCode, FollowError } from './follow-errors';
import { fraction } from './lead-stats';
import { FOLLOW_ACCOUNT } from './follow-mirror';

/** Reads of copy trading: the leaderboard, a profile, the follower's follows, positions, trades. */

type LeadRow = typeof leadTraders.$inferSelect;
type FollowRow = typeof follows.$inferSelect;

/** A lead trader as the leaderboard and the profile show them. */
export function leaderView(row: LeadRow): WireLeaderSummary {
  return {
    leaderId: row.userId,
    nickname: row.nickname,
    status: wordOf(LEADER_STATUSES, row.status, 'lead status'),
    since: row.createdAt,
    pnl30d: money(row.pnl30d),
    roi30d: row.roi30d,
    winRate: row.winRate,
    wins: row.wins,
    closedPositions: row.closedPositions,
    maxDrawdown: row.maxDrawdown,
    followers: row.followers,
    statsAt: row.statsAt,
  };
}

const SORT_COLUMNS = {
  roi: leadTraders.roi30d,
  pnl: leadTraders.pnl30d,
  followers: leadTraders.followers,
  winRate: leadTraders.winRate,
} as const;

/** `follow/leaders`: the active lead traders, best first by `sort` (unknown figures last). */
export async function leaderboard(
  database: Database,
  q: WireLeaderboardInput,
): Promise<WireLeaderPage> {
  const active = eq(leadTraders.status, 'active');
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(leadTraders)
      .where(active)
      .orderBy(sql`${SORT_COLUMNS[q.sort]} desc nulls last`, asc(leadTraders.userId))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    database.db.select({ n: count() }).from(leadTraders).where(active),
  ]);
  return { list: rows.map(leaderView), total: total?.n ?? 0, page: q.page, size: q.size };
}

/** `follow/leader`: one active lead trader's profile with the daily PnL of the 30 days. */
export async function leaderProfile(
  database: Database,
  leaderId: number,
  language: Language,
): Promise<WireLeaderProfile> {
  const [row] = await database.db
    .select()
    .from(leadTraders)
    .where(and(eq(leadTraders.userId, leaderId), eq(leadTraders.status, 'active')))
    .limit(1);
  if (!row) throw new FollowError(FollowCode.notLeadTrader, language);
  return { ...leaderView(row), daily: row.daily };
}

/** The caller's own lead-trader row (any status), or null. */
export async function ownLead(
  database: Database,
  userId: number,
): Promise<WireLeaderProfile | null> {
  const [row] = await database.db
    .select()
    .from(leadTraders)
    .where(eq(leadTraders.userId, userId))
    .limit(1);
  return row ? { ...leaderView(row), daily: row.daily } : null;
}

/** A follow with its money: live equity while it runs, what came back once it stopped. */
export function followView(
  row: FollowRow,
  nickname: string | null,
  host: EngineHost | undefined,
): WireFollow {
  const running = row.status !== 'stopped';
  const equity =
    running && host
      ? (userBalances(host.state, row.followerId).find((b) => b.account === FOLLOW_ACCOUNT)
          ?.equity ?? 0n)
      : null;
  const end = running ? equity : row.returned;
  const pnl = end === null ? null : end - row.amount;
  return {
    followId: row.id,
    leaderId: row.leaderId,
    nickname,
    amount: money(row.amount),
    tradeCap: money(row.tradeCap),
    status: wordOf(FOLLOW_STATUSES, row.status, 'follow status'),
    stopReason:
      row.stopReason === null
        ? null
        : wordOf(FOLLOW_STOP_REASONS, row.stopReason, 'follow stop reason'),
    createdAt: row.createdAt,
    stoppedAt: row.stoppedAt,
    equity: equity === null ? null : money(equity),
    returned: row.returned === null ? null : money(row.returned),
    pnl: pnl === null ? null : money(pnl),
    roi: pnl === null || row.amount <= 0n ? null : fraction(pnl, row.amount),
  };
}

/** The stored direction of a mirrored move: 1 long, 2 short (the mirror writes nothing else). */
function directionOf(value: number): 1 | 2 {
  if (value === 1 || value === 2) return value;
  throw new Error(`mirrored trade direction ${value} is neither 1 nor 2`);
}

async function nicknames(database: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .select({ userId: leadTraders.userId, nickname: leadTraders.nickname })
    .from(leadTraders)
    .where(inArray(leadTraders.userId, ids));
  return new Map(rows.map((r) => [r.userId, r.nickname]));
}

/** `follow/list`: the caller's follows, newest first. */
export async function followList(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
  q: WireFollowListInput,
): Promise<WireFollowPage> {
  const where: SQL[] = [eq(follows.followerId, userId)];
  if (q.status === 'stopped') where.push(eq(follows.status, 'stopped'));
  if (q.status === 'active') where.push(ne(follows.status, 'stopped'));
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(follows)
      .where(and(...where))
      .orderBy(desc(follows.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    database.db
      .select({ n: count() })
      .from(follows)
      .where(and(...where)),
  ]);
  const names = await nicknames(database, [...new Set(rows.map((r) => r.leaderId))]);
  return {
    list: rows.map((r) => followView(r, names.get(r.leaderId) ?? null, host)),
    total: total?.n ?? 0,
    page: q.page,
    size: q.size,
  };
}

/** The caller's follow that is not stopped, if any. */
export async function openFollow(database: Database, userId: number) {
  const [row] = await database.db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, userId), ne(follows.status, 'stopped')))
    .limit(1);
  return row;
}

/** `follow/positions`: the follow account now (its balance and mirrored positions). */
export async function followPositions(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
): Promise<WireFollowPositions> {
  const h = requireEngine(host);
  const row = await openFollow(database, userId);
  const names = row ? await nicknames(database, [row.leaderId]) : new Map<number, string>();
  const balance = userBalances(h.state, userId).find((b) => b.account === FOLLOW_ACCOUNT);
  return {
    follow: row ? followView(row, names.get(row.leaderId) ?? null, h) : null,
    account: balance
      ? {
          wallet: money(balance.wallet),
          equity: money(balance.equity),
          available: money(balance.real),
          upnl: money(balance.upnl),
        }
      : null,
    positions: userPositions(h.state, userId, FOLLOW_ACCOUNT).flatMap((p) => {
      const config = h.config(p.contractId);
      return config ? [positionRow(config, p)] : [];
    }),
  };
}

/** `follow/trades`: what each leader move did in the caller's follow account, newest first. */
export async function followTradeList(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
  q: WireFollowTradesInput,
  language: Language,
): Promise<WireMirroredTradePage> {
  const h = requireEngine(host);
  if (q.followId !== undefined) {
    const [own] = await database.db
      .select({ id: follows.id })
      .from(follows)
      .where(and(eq(follows.id, q.followId), eq(follows.followerId, userId)))
      .limit(1);
    if (!own) throw new FollowError(FollowCode.followNotFound, language);
  }
  const where: SQL[] = [eq(followTrades.followerId, userId)];
  if (q.followId !== undefined) where.push(eq(followTrades.followId, q.followId));
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(followTrades)
      .where(and(...where))
      .orderBy(desc(followTrades.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    database.db
      .select({ n: count() })
      .from(followTrades)
      .where(and(...where)),
  ]);
  const list = rows.flatMap((r): WireMirroredTrade[] => {
    const config = h.config(r.contractId);
    if (!config) return [];
    const qty = (lots: number | null) => (lots === null ? null : lotsToQuantity(config, lots));
    return [
      {
        id: r.id,
        followId: r.followId,
        leaderId: r.leaderId,
        leaderSeq: r.leaderSeq,
        contractId: r.contractId,
        action: wordOf(MIRROR_ACTIONS, r.action, 'mirror action'),
        direction: directionOf(r.direction),
        leaderQuantity: lotsToQuantity(config, r.leaderLots),
        leaderSizeBefore: lotsToQuantity(config, r.leaderSizeBefore),
        leaderEquity: r.leaderEquity === null ? null : money(r.leaderEquity),
        followerEquity: r.followerEquity === null ? null : money(r.followerEquity),
        followerSizeBefore: qty(r.followerSizeBefore),
        proportionalQuantity: lotsToQuantity(config, r.proportionalLots),
        capQuantity: qty(r.capLots),
        quantity: lotsToQuantity(config, r.lots),
        filledQuantity: qty(r.filledLots),
        averagePrice: r.averagePrice,
        markPrice: ticksToPrice(config, r.markPrice),
        status: wordOf(MIRROR_STATUSES, r.status, 'mirror status'),
        reason: r.reason === null ? null : wordOf(MIRROR_REASONS, r.reason, 'mirror reason'),
        code: r.code,
        orderId: r.orderId,
        clientOrderId: r.clientOrderId,
        createdAt: r.createdAt,
      },
    ];
  });
  return { list, total: total?.n ?? 0, page: q.page, size: q.size };
}
