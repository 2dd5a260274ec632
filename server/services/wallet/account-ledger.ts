import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountLedger } from '../../db/schema';
import type { LedgerKind } from '../../engine';
import { money } from './wallet-common';
import { accountTypeOf } from '../../../lib/contract/wire/accounts';
import type {
  WireAccountLedgerInput,
  WireLedgerPage,
  WireLedgerRow,
} from '../../../lib/contract/wire/wallet';

/** A ledger row as the API lists it (lib/contract/wire/wallet-schemas). */
export type LedgerEntry = WireLedgerRow;

/** The ledger's account column: 'spot' or a futures account type, as the engine writes it. */
function wallet(value: string): WireLedgerRow['account'] {
  return value === 'spot' ? 'spot' : accountTypeOf(Number(value));
}

type LedgerFilter = Omit<WireAccountLedgerInput, 'page' | 'size'> & {
  /** Any of these kinds (the Binance income types group several). */
  kinds?: readonly LedgerKind[];
};

function conditions(userId: number, input: LedgerFilter): SQL[] {
  const where: SQL[] = [eq(accountLedger.userId, BigInt(userId))];
  if (input.account !== undefined) where.push(eq(accountLedger.account, input.account));
  if (input.kind !== undefined) where.push(eq(accountLedger.kind, input.kind));
  if (input.kinds !== undefined) where.push(inArray(accountLedger.kind, [...input.kinds]));
  if (input.contractId !== undefined) where.push(eq(accountLedger.contractId, input.contractId));
  if (input.from !== undefined) where.push(gte(accountLedger.time, input.from));
  if (input.to !== undefined) where.push(lte(accountLedger.time, input.to));
  return where;
}

function entry(row: typeof accountLedger.$inferSelect): LedgerEntry {
  return {
    id: `${row.engineSeq}-${row.n}`,
    account: wallet(row.account),
    kind: row.kind as LedgerKind,
    amount: money(row.amount),
    balance: money(row.balance),
    contractId: row.contractId,
    orderId: row.orderId === null ? null : String(row.orderId),
    peer: row.peer === null ? null : wallet(row.peer),
    time: row.time,
  };
}

/**
 * One page of the user's ledger, newest first, with the sum of every kind over the whole filter
 * (so "realized PnL before and after fees" is exact whatever page is shown).
 */
export async function accountLedgerPage(
  db: Db,
  userId: number,
  input: WireAccountLedgerInput,
): Promise<WireLedgerPage> {
  const where = and(...conditions(userId, input));
  const [rows, [total], sums] = await Promise.all([
    db
      .select()
      .from(accountLedger)
      .where(where)
      .orderBy(desc(accountLedger.engineSeq), desc(accountLedger.n))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ n: count() }).from(accountLedger).where(where),
    db
      .select({ kind: accountLedger.kind, sum: sql<string>`sum(${accountLedger.amount})::text` })
      .from(accountLedger)
      .where(where)
      .groupBy(accountLedger.kind),
  ]);
  const totals: Partial<Record<LedgerKind, string>> = {};
  for (const s of sums) totals[s.kind as LedgerKind] = money(BigInt(s.sum));
  return {
    list: rows.map(entry),
    totals,
    total: total?.n ?? 0,
    page: input.page,
    size: input.size,
  };
}

/**
 * At most `limit` of the user's rows, listed oldest first: the oldest that match, or the newest
 * (the Binance income history), each with a numeric transaction id.
 */
export async function ledgerRows(
  db: Db,
  userId: number,
  filter: LedgerFilter,
  limit: number,
  take: 'oldest' | 'newest',
): Promise<(LedgerEntry & { tranId: number })[]> {
  const order = take === 'oldest' ? asc : desc;
  const rows = await db
    .select()
    .from(accountLedger)
    .where(and(...conditions(userId, filter)))
    .orderBy(order(accountLedger.engineSeq), order(accountLedger.n))
    .limit(limit);
  if (take === 'newest') rows.reverse();
  return rows.map((row) => ({ ...entry(row), tranId: Number(row.engineSeq) * 10_000 + row.n }));
}
