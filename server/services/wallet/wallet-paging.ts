import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { deposits, withdrawals } from '../../db/schema';

/** The filters every wallet list takes besides its own (status). */
export interface WalletPageQuery {
  currencyId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  page: number;
  size: number;
}

/** The tables of the user's wallet rows listed page by page. */
type WalletRowTable = typeof deposits | typeof withdrawals;

/**
 * One page of the user's rows of `table`, newest first (`createdAt`, then `id`), filtered by
 * currency and creation time and by the list's own conditions, with the total the filters match.
 */
export async function walletPage<Table extends WalletRowTable, View>(
  db: Db,
  table: Table,
  userId: number,
  input: WalletPageQuery,
  conditions: SQL[],
  view: (row: Table['$inferSelect']) => View,
): Promise<{ list: View[]; total: number; page: number; size: number }> {
  const where: SQL[] = [eq(table.userId, userId), ...conditions];
  if (input.currencyId !== undefined) where.push(eq(table.currencyId, input.currencyId));
  if (input.from !== undefined) where.push(gte(table.createdAt, input.from));
  if (input.to !== undefined) where.push(lte(table.createdAt, input.to));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from<WalletRowTable>(table)
      .where(and(...where))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db
      .select({ n: count() })
      .from<WalletRowTable>(table)
      .where(and(...where)),
  ]);
  return {
    // The rows are `table`'s own: the query is typed by the union of the tables it may be.
    list: (rows as Table['$inferSelect'][]).map(view),
    total: total?.n ?? 0,
    page: input.page,
    size: input.size,
  };
}
