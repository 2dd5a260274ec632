import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fundingRateHistory, insuranceFundHistory } from '../db/schema';

/** Settled funding rates of a contract, newest first (written by the engine's history writer). */
export async function listFundingRateHistory(
  database: Database,
  contractId: number,
  limit: number,
) {
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
) {
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
