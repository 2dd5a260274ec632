import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { liquidationHistory } from '../../db/schema';
import { listConditions, page, type HistoryFilter } from './history-reads';

/** The spec's names of the liquidation record types. */
const TYPE_NAME = {
  liquidate: 'Liquidate',
  bankrupt: 'Bankrupt',
  self_trade: 'Self-trade',
  adl: 'ADL',
} as const;

/**
 * `future/liquidation/history`: the caller's liquidation records (the spec's fields), newest
 * first. `accountType` and `hedge` are null on records written before migration 0006 (an account
 * type filter leaves those out).
 */
export async function liquidationHistoryPage(database: Database, userId: number, f: HistoryFilter) {
  const rows = await database.db
    .select()
    .from(liquidationHistory)
    .where(
      and(
        eq(liquidationHistory.userId, BigInt(userId)),
        ...listConditions(f, {
          time: liquidationHistory.time,
          contractId: liquidationHistory.contractId,
          accountType: liquidationHistory.accountType,
          id: liquidationHistory.liquidationId,
        }),
      ),
    )
    .orderBy(desc(liquidationHistory.liquidationId))
    .limit(f.limit + 1);
  return page(
    rows,
    f.limit,
    (r) => ({
      liquidationId: Number(r.liquidationId),
      positionId: Number(r.positionId),
      contractId: r.contractId,
      accountType: r.accountType,
      type: TYPE_NAME[r.kind],
      isolated: r.isolated,
      hedge: r.hedge,
      direction: r.direction,
      triggerPrice: r.triggerPrice,
      bankruptcyPrice: r.bankruptcyPrice,
      entryPrice: r.entryPrice,
      filledQuantity: r.filledQuantity,
      takenOverQuantity: r.takenOverQuantity,
      positionQuantity: r.positionQuantity,
      positionEquity: r.positionEquity,
      maintenanceMargin: r.maintenanceMargin,
      forfeit: r.forfeit,
      time: r.time,
    }),
    (r) => Number(r.liquidationId),
  );
}
