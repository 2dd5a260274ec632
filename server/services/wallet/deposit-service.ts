import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Language } from '../../../lib/contract/wire/language';
import type {
  WireDeposit,
  WireDepositAddress,
  WireDepositListInput,
  WireDepositPage,
} from '../../../lib/contract/wire/wallet';
import { wireDemoDepositInputSchema } from '../../../lib/contract/wire/wallet-schemas';
import { depositAddresses, deposits } from '../../db/schema';
import { ErrorCode } from '../../engine';
import { reserveDemoAmount } from '../trading/demo-deposit';
import { refusal } from '../trading/trading-error';
import { DemoChain, type DepositSource, type IncomingTransfer } from './deposit-source';
import { isNetwork, NETWORK_SPECS, type Network } from './networks';
import {
  applyMoney,
  checkedNetwork,
  money,
  positiveUsdt,
  USDT,
  type WalletDeps,
} from './wallet-common';
import { WalletCode, WalletError } from './wallet-errors';
import { walletPage } from './wallet-paging';

export type DepositRow = typeof deposits.$inferSelect;

/** asset/deposit/demo as the service takes it: the contract's body, the amount in minor units. */
export const demoTransferInput = z.extend(wireDemoDepositInputSchema, {
  network: checkedNetwork(wireDemoDepositInputSchema.shape.network),
  amount: positiveUsdt(wireDemoDepositInputSchema.shape.amount),
});

/** A deposit as the API shows it (`crediting` is still "pending" to the user). */
export function depositView(row: DepositRow): WireDeposit {
  return {
    id: row.id,
    currencyId: row.currencyId,
    network: row.network,
    address: row.address,
    txId: row.txId,
    amount: money(row.amount),
    confirmations: Math.min(row.confirmations, row.requiredConfirmations),
    requiredConfirmations: row.requiredConfirmations,
    status: row.status === 'credited' ? 'credited' : 'pending',
    createdAt: row.createdAt,
    creditedAt: row.creditedAt,
  };
}

/**
 * Deposits: addresses from the configured source, its reports recorded per (network, txId), and
 * each confirmed transfer credited exactly once. A report only ever raises the confirmations of a
 * pending row; one conditional update (`pending` → `crediting`) lets one caller credit; the engine
 * deposit carries the reference `deposit:<id>`, so crediting again after a crash (the sweep, at
 * start and every few seconds) is a no-op in the engine; `crediting` → `credited` is conditional.
 */
export class DepositService {
  constructor(
    private readonly deps: WalletDeps,
    readonly source: DepositSource | undefined,
  ) {}

  enabled(network: Network): boolean {
    return this.source?.networks.includes(network) ?? false;
  }

  private requireEnabled(network: Network, language: Language): DepositSource {
    if (!this.source || !this.enabled(network))
      throw new WalletError(WalletCode.depositsUnavailable, language, { network });
    return this.source;
  }

  /** The user's address on `network`: created by the source on first ask, then always the same. */
  async address(userId: number, network: Network, language: Language): Promise<WireDepositAddress> {
    const source = this.requireEnabled(network, language);
    const { db } = this.deps.database;
    const find = async () =>
      (
        await db
          .select({ address: depositAddresses.address })
          .from(depositAddresses)
          .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.network, network)))
      )[0]?.address;
    let address = await find();
    for (let attempt = 0; address === undefined && attempt < 3; attempt++) {
      const fresh = await source.newAddress(userId, network);
      // Two first asks at once: one insert wins, both answer its address.
      await db
        .insert(depositAddresses)
        .values({ userId, network, address: fresh, createdAt: this.deps.now() })
        .onConflictDoNothing();
      address = await find();
    }
    if (address === undefined) throw new Error('no deposit address could be stored');
    return { currencyId: USDT, network, address };
  }

  /**
   * A source's report. Unknown addresses and amounts under the network's minimum are logged and
   * not recorded (the exchange does not credit them); a report about a known transaction only
   * raises its confirmations. Safe to call twice, concurrently, and again after a restart.
   */
  async report(transfer: IncomingTransfer): Promise<void> {
    const { db } = this.deps.database;
    const { log } = this.deps;
    if (
      !isNetwork(transfer.network) ||
      typeof transfer.txId !== 'string' ||
      !/^[A-Za-z0-9:_-]{1,128}$/.test(transfer.txId) ||
      typeof transfer.amount !== 'bigint' ||
      transfer.amount <= 0n ||
      !Number.isSafeInteger(transfer.confirmations) ||
      transfer.confirmations < 0
    ) {
      log.warn({ txId: String(transfer.txId) }, 'deposit report ignored: malformed');
      return;
    }
    const spec = NETWORK_SPECS[transfer.network];
    const [owner] = await db
      .select({ userId: depositAddresses.userId })
      .from(depositAddresses)
      .where(
        and(
          eq(depositAddresses.network, transfer.network),
          eq(depositAddresses.address, transfer.address),
        ),
      );
    if (!owner) {
      log.warn(
        { txId: transfer.txId, network: transfer.network },
        'deposit to an unknown address ignored',
      );
      return;
    }
    if (transfer.amount < spec.minDeposit) {
      log.warn(
        { txId: transfer.txId, userId: owner.userId },
        'deposit under the minimum not credited',
      );
      return;
    }
    const now = this.deps.now();
    const recorded = await db
      .insert(deposits)
      .values({
        userId: owner.userId,
        currencyId: USDT,
        network: transfer.network,
        address: transfer.address,
        txId: transfer.txId,
        amount: transfer.amount,
        confirmations: transfer.confirmations,
        requiredConfirmations: spec.confirmations,
        status: 'pending',
        source: this.source?.name ?? 'unknown',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [deposits.network, deposits.txId],
        set: {
          confirmations: sql`greatest(${deposits.confirmations}, excluded.confirmations)`,
          updatedAt: now,
        },
        // A report that disagrees with the first one about the transfer changes nothing.
        setWhere: sql`${deposits.status} = 'pending' and ${deposits.amount} = excluded.amount and ${deposits.address} = excluded.address`,
      })
      .returning({ id: deposits.id });
    if (recorded.length === 0) return;
    const claimed = await db
      .update(deposits)
      .set({ status: 'crediting', updatedAt: now })
      .where(
        and(
          eq(deposits.network, transfer.network),
          eq(deposits.txId, transfer.txId),
          eq(deposits.status, 'pending'),
          gte(deposits.confirmations, deposits.requiredConfirmations),
        ),
      )
      .returning();
    for (const row of claimed) await this.credit(row);
  }

  /** The engine deposit with the row's reference, then the row marked credited. */
  private async credit(row: DepositRow): Promise<void> {
    const result = await applyMoney(this.deps.host(), {
      kind: 'deposit',
      ts: this.deps.now(),
      userId: row.userId,
      amount: row.amount,
      ref: `deposit:${row.id}`,
    });
    if (!result.ok) throw refusal(result.code === ErrorCode.Ok ? ErrorCode.Failure : result.code);
    await this.deps.database.db
      .update(deposits)
      .set({ status: 'credited', creditedAt: this.deps.now(), updatedAt: this.deps.now() })
      .where(and(eq(deposits.id, row.id), eq(deposits.status, 'crediting')));
  }

  /**
   * Finishes what a crash or an error left: confirmed rows still `pending` are claimed, and every
   * `crediting` row is credited with its reference (a no-op in the engine if it was already).
   */
  async sweep(): Promise<number> {
    const { db } = this.deps.database;
    const now = this.deps.now();
    await db
      .update(deposits)
      .set({ status: 'crediting', updatedAt: now })
      .where(
        and(
          eq(deposits.status, 'pending'),
          gte(deposits.confirmations, deposits.requiredConfirmations),
        ),
      );
    const open = await db.select().from(deposits).where(eq(deposits.status, 'crediting'));
    for (const row of open) await this.credit(row);
    return open.length;
  }

  /** The demo chain's pending transfers, to resume after a restart. */
  async pendingDemoTransfers(): Promise<(IncomingTransfer & { startedAt: number })[]> {
    const rows = await this.deps.database.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.status, 'pending'), eq(deposits.source, 'demo')));
    return rows.flatMap((row) =>
      isNetwork(row.network)
        ? [
            {
              txId: row.txId,
              network: row.network,
              address: row.address,
              amount: row.amount,
              confirmations: row.confirmations,
              startedAt: row.createdAt,
            },
          ]
        : [],
    );
  }

  /**
   * `asset/deposit/demo`: a simulated incoming transfer to the user's own address, counted in the
   * 100 000 USDT a day of demo money. It is credited by the chain's confirmations, like any other.
   */
  async demo(
    userId: number,
    input: z.output<typeof demoTransferInput>,
    language: Language,
  ): Promise<WireDeposit> {
    const source = this.requireEnabled(input.network, language);
    if (!(source instanceof DemoChain))
      throw new WalletError(WalletCode.depositsUnavailable, language, { network: input.network });
    const spec = NETWORK_SPECS[input.network];
    if (input.amount < spec.minDeposit)
      throw new WalletError(WalletCode.belowMinimum, language, {
        minAmount: money(spec.minDeposit),
      });
    const { address } = await this.address(userId, input.network, language);
    const reserved = await reserveDemoAmount(this.deps, userId, input.amount);
    if (!reserved.ok)
      throw refusal(
        ErrorCode.Failure,
        `over the daily demo deposit limit; ${money(reserved.remaining)} USDT left today`,
      );
    const transfer = await source.send(input.network, address, input.amount);
    const [row] = await this.deps.database.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.network, transfer.network), eq(deposits.txId, transfer.txId)));
    if (!row) throw new Error('the demo deposit was not recorded');
    return depositView(row);
  }

  async list(userId: number, input: WireDepositListInput): Promise<WireDepositPage> {
    const status: SQL[] = [];
    if (input.status === 'credited') status.push(eq(deposits.status, 'credited'));
    if (input.status === 'pending') status.push(inArray(deposits.status, ['pending', 'crediting']));
    return walletPage(this.deps.database.db, deposits, userId, input, status, depositView);
  }
}
