import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fundingRateHistory, insuranceFundHistory, positionHistory } from '../db/schema';
import { ACCOUNT_TYPES } from '../../lib/contract/wire/accounts';
import type { WirePositionHistory } from '../../lib/contract/wire/match';
import type {
  WireFundingSettlement,
  WireInsuranceFundChange,
} from '../../lib/contract/wire/futures-info';

/** Settled funding rates of a contract, newest first (written by the engine's history writer). */
export async function listFundingRateHistory(
  database: Database,
  contractId: number,
  limit: number,
): Promise<WireFundingSettlement[]> {
  return database.db
    .select({
      fundingTime: fundingRateHistory.fundingTime,
      fundingRate: fundingRateHistory.fundingRate,
      markPrice: fundingRateHistory.markPrice,
      intervalHours: fundingRateHistory.intervalHours,
    })
    .from(fundingRateHistory)
    .where(eq(fundingRateHistory.contractId, contractId))
    .orderBy(desc(fundingRateHistory.fundingTime))
    .limit(limit);
}

/** Insurance fund balance changes of a contract, newest first. */
export async function listInsuranceFundHistory(
  database: Database,
  contractId: number,
  limit: number,
): Promise<WireInsuranceFundChange[]> {
  return database.db
    .select({
      time: insuranceFundHistory.time,
      balance: insuranceFundHistory.balance,
      change: insuranceFundHistory.change,
      reason: insuranceFundHistory.reason,
    })
    .from(insuranceFundHistory)
    .where(and(eq(insuranceFundHistory.contractId, contractId)))
    .orderBy(desc(insuranceFundHistory.time), desc(insuranceFundHistory.engineSeq))
    .limit(limit);
}

/**
 * A user's positions that were closed at least in part, the latest close first. Averages are the
 * quantity-weighted fill prices (cut to the contract's price scale); `closed` once nothing is left.
 */
export async function listPositionHistory(
  database: Database,
  userId: number,
  options: { contractId?: number | undefined; limit: number },
) {
  const where: SQL[] = [
    eq(positionHistory.userId, BigInt(userId)),
    gt(positionHistory.closedLots, 0),
  ];
  if (options.contractId !== undefined)
    where.push(eq(positionHistory.contractId, options.contractId));
  const rows = await database.db
    .select()
    .from(positionHistory)
    .where(and(...where))
    .orderBy(desc(positionHistory.lastClosedAt), desc(positionHistory.positionId))
    .limit(options.limit);
  return rows.map((row): WirePositionHistory => ({
    positionId: Number(row.positionId),
    contractId: row.contractId,
    // The columns hold what the engine wrote: one of its account types, 1 long or 2 short.
    accountType: ACCOUNT_TYPES.find((type) => type === row.accountType) ?? 1,
    direction: row.direction === 2 ? 2 : 1,
    isolated: row.isolated,
    leverage: row.leverage,
    avgEntryPrice: row.averageEntryPrice,
    openedQuantity: row.openedQuantity,
    avgClosePrice: row.averageClosePrice,
    closedQuantity: row.closedQuantity,
    realizedPnl: row.realizedPnl,
    fundingPaid: row.fundingPaid,
    feesPaid: row.feesPaid,
    openedAt: row.openedAt,
    lastClosedAt: row.lastClosedAt,
    closed: row.openedLots === row.closedLots,
  }));
}
