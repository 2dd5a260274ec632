import { and, desc, eq } from 'drizzle-orm';
import type { WireLiquidation } from '../../../lib/contract/wire/match';
import type { Database } from '../../db/database';
import { ACCOUNT_TYPES } from '../../../lib/contract/wire/accounts';
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
    (r): WireLiquidation => ({
      liquidationId: Number(r.liquidationId),
      positionId: Number(r.positionId),
      contractId: r.contractId,
      // The columns hold what the engine wrote: one of its account types, 1 long or 2 short.
      accountType: ACCOUNT_TYPES.find((type) => type === r.accountType) ?? null,
      type: TYPE_NAME[r.kind],
      isolated: r.isolated,
      hedge: r.hedge,
      direction: r.direction === 2 ? 2 : 1,
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
