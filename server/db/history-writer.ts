import { and, isNotNull, ne, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import { BatchWriter } from './batch-writer';
import type { Database } from './database';
import {
  accountLedger,
  bonusSettlements,
  fundingPayments,
  fundingRateHistory,
  insuranceFundHistory,
  liquidationHistory,
  orderHistory,
  positionHistory,
  positionPnlHistory,
  referralCommissions,
  tradeHistory,
  walletLedger,
} from './schema';
import { columnarUpsert } from './upsert';

export type OrderHistoryRow = typeof orderHistory.$inferInsert;
export type TradeHistoryRow = typeof tradeHistory.$inferInsert;
export type PositionHistoryRow = typeof positionHistory.$inferInsert;
export type FundingRateRow = typeof fundingRateHistory.$inferInsert;
export type FundingPaymentRow = typeof fundingPayments.$inferInsert;
export type LiquidationRow = typeof liquidationHistory.$inferInsert;
export type InsuranceFundRow = typeof insuranceFundHistory.$inferInsert;
export type PositionPnlRow = typeof positionPnlHistory.$inferInsert;
export type WalletLedgerRow = typeof walletLedger.$inferInsert;
export type AccountLedgerRow = typeof accountLedger.$inferInsert;
export type ReferralCommissionRow = typeof referralCommissions.$inferInsert;
export type BonusSettlementRow = typeof bonusSettlements.$inferInsert;

/** Commands whose tables `HistoryWriter.markCommand` keeps (a few seconds of a busy exchange). */
const COMMAND_MARKS_KEPT = 20_000;

/**
 * Writes the history read model from engine events in batches, off the engine's hot path.
 * Replays are safe: append-only rows are keyed and skipped when present, and the rows that
 * change (orders, positions) are only replaced by a newer journal sequence.
 */
export class HistoryWriter {
  readonly orders: BatchWriter<OrderHistoryRow>;
  readonly trades: BatchWriter<TradeHistoryRow>;
  readonly positions: BatchWriter<PositionHistoryRow>;
  readonly fundingRates: BatchWriter<FundingRateRow>;
  readonly fundingPayments: BatchWriter<FundingPaymentRow>;
  readonly liquidations: BatchWriter<LiquidationRow>;
  readonly insuranceFund: BatchWriter<InsuranceFundRow>;
  readonly positionPnl: BatchWriter<PositionPnlRow>;
  /** Transfers between a user's own wallets and bonus grants (the asset history). */
  readonly walletLedger: BatchWriter<WalletLedgerRow>;
  readonly accountLedger: BatchWriter<AccountLedgerRow>;
  /** Referral commissions and trial fund settlements (the rewards pages). */
  readonly referralCommissions: BatchWriter<ReferralCommissionRow>;
  readonly bonusSettlements: BatchWriter<BonusSettlementRow>;
  private readonly holds: Promise<unknown>[] = [];
  /**
   * How the callers of `written()` fared since the start: the metrics of read-your-writes (an
   * order's answer waits for its rows). `behind`: answered without waiting (a table's writes were
   * failing) or after `timeoutMs` without all the rows written.
   */
  readonly waits = { count: 0, behind: 0, totalMs: 0, maxMs: 0 };
  private lastBehindLog = 0;
  /**
   * Per journal sequence, the tables its command gave rows to and the last stamp in each (see
   * `markCommand`), for the newest commands only: a caller waits for those rows, not for every
   * table's (the market makers' trades and positions are written at their interval).
   */
  private readonly commandRows = new Map<number, { table: number; stamp: number }[]>();

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    flushIntervalMs = 250,
  ) {
    const { db } = database;
    const common = { log, flushIntervalMs, maxBatch: 1000 };
    // Orders and positions change: the newest row per key wins, written by one columnar upsert.
    const latestWins = <T extends Record<string, unknown>>(
      name: string,
      table: PgTable,
      keyColumn: Column,
      keyOf: (row: T) => unknown,
      newer: Column,
    ) =>
      new BatchWriter<T>({
        ...common,
        name,
        key: (row) => String(keyOf(row)),
        write: async (rows) => {
          const upsert = columnarUpsert(table, [keyColumn], newer, rows);
          await database.query(upsert.text, upsert.params);
        },
      });
    this.orders = latestWins<OrderHistoryRow>(
      'order-history',
      orderHistory,
      orderHistory.orderId,
      (row) => row.orderId,
      orderHistory.engineSeq,
    );
    this.positions = latestWins<PositionHistoryRow>(
      'position-history',
      positionHistory,
      positionHistory.positionId,
      (row) => row.positionId,
      positionHistory.engineSeq,
    );
    const appendOnly = <T extends Record<string, unknown>>(name: string, table: PgTable) =>
      new BatchWriter<T>({
        ...common,
        name,
        write: async (rows) => {
          await db.insert(table).values(rows).onConflictDoNothing();
        },
      });
    this.trades = appendOnly<TradeHistoryRow>('trade-history', tradeHistory);
    this.fundingRates = appendOnly<FundingRateRow>('funding-rate-history', fundingRateHistory);
    this.fundingPayments = appendOnly<FundingPaymentRow>('funding-payments', fundingPayments);
    this.liquidations = appendOnly<LiquidationRow>('liquidation-history', liquidationHistory);
    this.insuranceFund = appendOnly<InsuranceFundRow>(
      'insurance-fund-history',
      insuranceFundHistory,
    );
    this.positionPnl = appendOnly<PositionPnlRow>('position-pnl-history', positionPnlHistory);
    this.walletLedger = appendOnly<WalletLedgerRow>('wallet-ledger', walletLedger);
    this.accountLedger = appendOnly<AccountLedgerRow>('account-ledger', accountLedger);
    this.referralCommissions = appendOnly<ReferralCommissionRow>(
      'referral-commissions',
      referralCommissions,
    );
    this.bonusSettlements = appendOnly<BonusSettlementRow>('bonus-settlements', bonusSettlements);
  }

  private get all() {
    return [
      this.orders,
      this.trades,
      this.positions,
      this.fundingRates,
      this.fundingPayments,
      this.liquidations,
      this.insuranceFund,
      this.positionPnl,
      this.walletLedger,
      this.accountLedger,
      this.referralCommissions,
      this.bonusSettlements,
    ];
  }

  /** Rows waiting to be written, across every table. */
  get pending(): number {
    return this.all.reduce((sum, writer) => sum + writer.size, 0);
  }

  /**
   * Flushes wait for `ready` first: a producer that is still loading its state (and queueing
   * events meanwhile) has rows that belong to the flush.
   */
  holdFlushesUntil(ready: Promise<unknown>): void {
    this.holds.push(ready.catch(() => undefined));
  }

  /**
   * Position rows still open in SQL (written since migration 0002), for the projection to continue
   * their exact counts after a restart. A failed read is logged and answers none.
   */
  async openPositions(): Promise<PositionHistoryRow[]> {
    try {
      return await this.database.db
        .select()
        .from(positionHistory)
        .where(
          and(
            isNotNull(positionHistory.openedLots),
            ne(positionHistory.openedLots, positionHistory.closedLots),
          ),
        );
    } catch (error) {
      this.log.error({ err: error }, 'open positions not read; their history restarts at 0');
      return [];
    }
  }

  /** Each table's last stamp now: taken before a command's rows are pushed. */
  stamps(): number[] {
    return this.all.map((writer) => writer.lastStamp);
  }

  /** Remembers which tables command `seq` gave rows to since `before` (from `stamps()`). */
  markCommand(seq: number, before: readonly number[]): void {
    const rows: { table: number; stamp: number }[] = [];
    this.all.forEach((writer, table) => {
      if (writer.lastStamp !== before[table]) rows.push({ table, stamp: writer.lastStamp });
    });
    this.commandRows.set(seq, rows);
    // Callers ask within moments of their command; older marks are let go (they then wait for
    // every table, which is never wrong).
    if (this.commandRows.size > COMMAND_MARKS_KEPT) {
      const oldest = this.commandRows.keys().next();
      if (!oldest.done) this.commandRows.delete(oldest.value);
    }
  }

  /**
   * Resolves once the rows of command `seq` (every row projected so far, when its tables are not
   * known) are in SQL, so that whoever is answered after it reads their own writes: the tables
   * holding such rows write them at once (the callers of one moment share a batch), never waiting
   * more than `timeoutMs`. True when written, false when the wait ended early (a table's writes
   * are failing, or the time ran out): the rows come with a later batch, as before. Both are
   * counted in `waits`; falling behind is logged (at most every 10 s).
   */
  async written(timeoutMs: number, seq?: number): Promise<boolean> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const settled = (async () => {
      await Promise.all(this.holds);
      const marked = seq === undefined ? undefined : this.commandRows.get(seq);
      const tables = await Promise.all(
        marked
          ? marked.map(({ table, stamp }) => this.all[table]?.settled(stamp) ?? true)
          : this.all.map((writer) => writer.settled()),
      );
      return tables.every(Boolean);
    })();
    const written = await Promise.race([settled, timedOut]);
    clearTimeout(timer);
    const ms = performance.now() - started;
    this.waits.count++;
    this.waits.totalMs += ms;
    this.waits.maxMs = Math.max(this.waits.maxMs, ms);
    if (!written) {
      this.waits.behind++;
      const now = Date.now();
      if (now - this.lastBehindLog >= 10_000) {
        this.lastBehindLog = now;
        this.log.warn(
          { ms: Math.round(ms), timeoutMs, pending: this.pending, waits: this.waits },
          'history rows not written before the answer; the caller may not read its own writes yet',
        );
      }
    }
    return written;
  }

  async flush(): Promise<void> {
    await Promise.all(this.holds);
    await Promise.all(this.all.map((writer) => writer.flush()));
  }

  async close(): Promise<void> {
    await Promise.all(this.holds);
    await Promise.all(this.all.map((writer) => writer.close()));
  }
}
