import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { usdt } from '../../engine';
import type { Database } from '../../db/database';
import { fundingPayments, fundingRateHistory, positionHistory } from '../../db/schema';
import { money } from '../../engine-runtime/units';
import type { HistoryFilter } from './history-reads';

/** A page of funding payments continues after `fundingTime:positionId` (the last row shown). */
export const FUNDING_CURSOR = /^(\d{1,16}):(\d{1,16})$/;

export interface FundingFilter extends Omit<HistoryFilter, 'cursor'> {
  cursor?: string | undefined;
}

/**
 * `future/funding/history`: what each of the caller's positions paid or received at each funding
 * time, newest first. `funding` is the wallet's view: received positive, paid negative (the read
 * model stores the engine's sign, paid positive). The settled rate and mark price come with it.
 */
export async function fundingHistoryPage(database: Database, userId: number, f: FundingFilter) {
  const where: SQL[] = [eq(fundingPayments.userId, BigInt(userId))];
  if (f.contractId !== undefined) where.push(eq(fundingPayments.contractId, f.contractId));
  if (f.accountType !== undefined) where.push(eq(fundingPayments.accountType, f.accountType));
  if (f.from !== undefined) where.push(gte(fundingPayments.fundingTime, f.from));
  if (f.to !== undefined) where.push(lt(fundingPayments.fundingTime, f.to));
  const cursor = f.cursor === undefined ? null : FUNDING_CURSOR.exec(f.cursor);
  if (cursor) {
    const time = Number(cursor[1]);
    const after = or(
      lt(fundingPayments.fundingTime, time),
      and(
        eq(fundingPayments.fundingTime, time),
        lt(fundingPayments.positionId, BigInt(cursor[2] ?? '0')),
      ),
    );
    if (after) where.push(after);
  }
  const rows = await database.db
    .select({
      payment: fundingPayments,
      fundingRate: fundingRateHistory.fundingRate,
      markPrice: fundingRateHistory.markPrice,
      direction: positionHistory.direction,
    })
    .from(fundingPayments)
    // The rates and the payments of a settlement reach SQL through two writers, each flushing on
    // its own: a payment is listed once its rate is there too, never with a rate of nothing.
    .innerJoin(
      fundingRateHistory,
      and(
        eq(fundingRateHistory.contractId, fundingPayments.contractId),
        eq(fundingRateHistory.fundingTime, fundingPayments.fundingTime),
      ),
    )
    .leftJoin(positionHistory, eq(positionHistory.positionId, fundingPayments.positionId))
    .where(and(...where))
    .orderBy(desc(fundingPayments.fundingTime), desc(fundingPayments.positionId))
    .limit(f.limit + 1);
  const shown = rows.slice(0, f.limit);
  const last = shown[shown.length - 1]?.payment;
  return {
    list: shown.map(({ payment: p, fundingRate, markPrice, direction }) => ({
      positionId: Number(p.positionId),
      contractId: p.contractId,
      accountType: p.accountType,
      direction,
      fundingTime: p.fundingTime,
      positionQuantity: p.positionQuantity,
      fundingRate,
      markPrice,
      funding: money(-usdt(p.amount)),
    })),
    nextCursor: rows.length > f.limit && last ? `${last.fundingTime}:${last.positionId}` : null,
  };
}
