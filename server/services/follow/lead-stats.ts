import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { follows, leadTraders } from '../../db/schema';
import { formatScaled, usdt, userBalances } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { pnlHistory } from '../trading/pnl-history';

/**
 * A lead trader's public figures over the last 30 UTC days, from the read models of their futures
 * account (1): the PnL history (`trading/pnl-history.ts`, the same figures the trader sees),
 * the closed positions of `position_history`, and the equity the engine holds now. The engine
 * process writes them into `lead_traders` (a projection): the leaderboard and the profile are
 * one indexed read each, never a scan per request.
 */

/** Fractions (ROI, win rate, drawdown) are kept to 6 decimals, rounded toward zero. */
const FRACTION_SCALE = 1_000_000n;

export interface LeadStats {
  pnl30d: bigint;
  roi30d: string | null;
  winRate: string | null;
  wins: number;
  closedPositions: number;
  maxDrawdown: string;
  equity: bigint;
  followers: number;
  daily: { day: number; net: string }[];
}

export function fraction(num: bigint, den: bigint): string {
  return formatScaled((num * FRACTION_SCALE) / den, 6);
}

/**
 * The largest fall from a peak of the curve `start`, start + net₁, start + net₁ + net₂, …
 * as a fraction of that peak (0 when the curve never falls or never rises above 0).
 */
export function maxDrawdown(start: bigint, nets: readonly bigint[]): string {
  let value = start;
  let peak = start;
  let worst = 0n;
  for (const net of nets) {
    value += net;
    if (value > peak) peak = value;
    else if (peak > 0n) {
      const drop = ((peak - value) * FRACTION_SCALE) / peak;
      if (drop > worst) worst = drop;
    }
  }
  return formatScaled(worst > FRACTION_SCALE ? FRACTION_SCALE : worst, 6);
}

interface WinRow extends Record<string, unknown> {
  wins: string | number;
  closed: string | number;
}

/** Positions fully closed since `from`, and those whose net result (fees, funding) was positive. */
const WINS_SQL = `
select count(*) filter (where realized_pnl - fees_paid - funding_paid > 0) as wins, count(*) as closed
from position_history
where user_id = $1 and account_type = 1 and closed_lots > 0 and opened_lots = closed_lots
  and last_closed_at >= $2`;

export async function computeLeadStats(
  database: Database,
  now: number,
  userId: number,
  equity: bigint,
): Promise<LeadStats> {
  const pnl = await pnlHistory(database, now, userId, { range: '1m', accountType: 1 });
  const pnl30d = usdt(pnl.total.net);
  const base = equity - pnl30d;
  const nets = [...pnl.list].reverse().map((d) => usdt(d.net));
  const [win] = await database.query<WinRow>(WINS_SQL, [userId, pnl.from]);
  const wins = Number(win?.wins ?? 0);
  const closedPositions = Number(win?.closed ?? 0);
  const [followers] = await database.db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.leaderId, userId), eq(follows.status, 'active')));
  return {
    pnl30d,
    roi30d: base > 0n ? fraction(pnl30d, base) : null,
    winRate: closedPositions > 0 ? fraction(BigInt(wins), BigInt(closedPositions)) : null,
    wins,
    closedPositions,
    maxDrawdown: maxDrawdown(base, nets),
    equity,
    followers: followers?.n ?? 0,
    daily: [...pnl.list].reverse().map((d) => ({ day: d.day, net: d.net })),
  };
}

export async function saveLeadStats(
  database: Database,
  userId: number,
  stats: LeadStats,
  now: number,
): Promise<void> {
  await database.db
    .update(leadTraders)
    .set({ ...stats, statsAt: now })
    .where(eq(leadTraders.userId, userId));
}

/** The followers figure alone, right after a follow starts or stops. */
export async function recountFollowers(database: Database, leaderId: number): Promise<void> {
  await database.db
    .update(leadTraders)
    .set({
      followers: sql`(select count(*) from ${follows} where ${follows.leaderId} = ${leaderId} and ${follows.status} = 'active')`,
    })
    .where(eq(leadTraders.userId, leaderId));
}

/** Recomputes and stores one lead trader's figures (the engine holds their equity). */
export async function refreshLeadStats(
  database: Database,
  host: EngineHost,
  now: number,
  userId: number,
): Promise<void> {
  const equity = userBalances(host.state, userId).find((b) => b.account === 1)?.equity ?? 0n;
  await saveLeadStats(database, userId, await computeLeadStats(database, now, userId, equity), now);
}

/** Every active lead trader's figures, one after the other. */
export async function refreshAllLeadStats(
  database: Database,
  host: EngineHost | undefined,
  now: () => number,
): Promise<void> {
  if (!host) return;
  const rows = await database.db
    .select({ userId: leadTraders.userId })
    .from(leadTraders)
    .where(eq(leadTraders.status, 'active'));
  for (const { userId } of rows) await refreshLeadStats(database, host, now(), userId);
}
