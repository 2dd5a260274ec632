import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Language } from '../../../lib/contract/wire/language';
import { wordOf } from '../../../lib/contract/wire/words';
import {
  WITHDRAW_STATUSES,
  type WireWithdrawal,
  type WireWithdrawalPage,
  type WireWithdrawInfo,
  type WireWithdrawListInput,
} from '../../../lib/contract/wire/wallet';
import { wireWithdrawApplyInputSchema } from '../../../lib/contract/wire/wallet-schemas';
import type { AuthFlows } from '../../auth/auth-flows';
import { userById } from '../../auth/accounts';
import { WITHDRAW_BLOCK_MS } from '../../auth/security-changes';
import { sessions, withdrawals } from '../../db/schema';
import { requireEngine } from '../trading/trading-error';
import { isNetwork, NETWORK_SPECS, validAddress, type Network } from './networks';
import type { WithdrawalDesk, WithdrawalOrder, WithdrawalProcessor } from './withdrawal-processor';
import {
  applyMoney,
  checkedNetwork,
  money,
  positiveUsdt,
  USDT,
  type Caller,
  type WalletDeps,
} from './wallet-common';
import { WalletCode, WalletError } from './wallet-errors';
import { walletPage } from './wallet-paging';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Rows the user sees (`freezing` and `failed` never reached the user's wallet). */
const VISIBLE = [...WITHDRAW_STATUSES];

/** asset/withdraw/apply as the service takes it: the contract's body, the amount in minor units. */
export const withdrawApplyInput = z.extend(wireWithdrawApplyInputSchema, {
  network: checkedNetwork(wireWithdrawApplyInputSchema.shape.network),
  amount: positiveUsdt(wireWithdrawApplyInputSchema.shape.amount),
});

export function withdrawalView(row: WithdrawalRow): WireWithdrawal {
  return {
    id: row.id,
    currencyId: row.currencyId,
    network: row.network,
    address: row.address,
    amount: money(row.amount),
    fee: money(row.fee),
    receiveAmount: money(row.amount - row.fee),
    // Only rows the user may see are shown: a hidden status here is a defect.
    status: wordOf(WITHDRAW_STATUSES, row.status, 'withdrawal status'),
    txId: row.txId,
    needsApproval: row.needsApproval,
    reason: row.reason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function order(row: WithdrawalRow, since: number): WithdrawalOrder {
  return {
    id: row.id,
    userId: row.userId,
    network: isNetwork(row.network) ? row.network : 'TRC20',
    address: row.address,
    amount: row.amount,
    fee: row.fee,
    receiveAmount: row.amount - row.fee,
    since,
  };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Withdrawals. The amount is frozen at request (an engine `withdraw` with reference
 * `withdraw:<id>`: taken from the spot wallet, so concurrent requests cannot overdraw) and given
 * back on cancel or reject (an engine `deposit` with reference `withdraw-refund:<id>`), each at
 * most once however often it is retried. Every state change is one conditional update.
 */
export class WithdrawalService implements WithdrawalDesk {
  constructor(
    private readonly deps: WalletDeps,
    private readonly flows: AuthFlows,
    readonly processor: WithdrawalProcessor | undefined,
    /** Amounts at or above wait for the operator (minor units). */
    readonly approvalThreshold: bigint,
  ) {}

  enabled(network: Network): boolean {
    return this.processor?.networks.includes(network) ?? false;
  }

  /**
   * The 24-hour block (spec §4, issue 30): after a password or factor change, a request whose
   * device credential (the httpOnly cookie the server issued at log-in; api/device-credential.ts)
   * opened no session of this user before the change may not withdraw until 24 h after it. A
   * request without the credential counts as a new device; the client's `device-id` header
   * decides nothing.
   */
  async blockedUntil(userId: number, deviceKey: string | null): Promise<number | null> {
    const user = await userById(this.deps.database, userId);
    const until = user.withdrawBlockedUntil?.getTime();
    if (until === undefined || until <= this.deps.now()) return null;
    if (deviceKey === null) return until;
    const changedAt = new Date(until - WITHDRAW_BLOCK_MS);
    const [known] = await this.deps.database.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.deviceKeyHash, deviceKey),
          lt(sessions.createdAt, changedAt),
        ),
      );
    return (known?.n ?? 0) > 0 ? null : until;
  }

  private available(userId: number): bigint {
    const spot = requireEngine(this.deps.host()).state.spot.get(userId) ?? 0n;
    return spot > 0n ? spot : 0n;
  }

  async info(userId: number, network: Network, caller: Caller): Promise<WireWithdrawInfo> {
    const spec = NETWORK_SPECS[network];
    const available = this.available(userId);
    const user = await userById(this.deps.database, userId);
    return {
      currencyId: USDT,
      network,
      enabled: this.enabled(network),
      available: money(available),
      fee: money(spec.withdrawFee),
      minAmount: money(spec.minWithdraw),
      maxAmount: money(available),
      blockedUntil: await this.blockedUntil(userId, caller.deviceKey),
      secondFactor: user.totpSecret ? 'google' : user.email ? 'email' : 'sms',
      approvalThreshold: money(this.approvalThreshold),
    };
  }

  async apply(
    userId: number,
    input: z.output<typeof withdrawApplyInput>,
    caller: Caller,
  ): Promise<WireWithdrawal> {
    const { language } = caller;
    const { network, address, amount } = input;
    const spec = NETWORK_SPECS[network];
    if (!this.enabled(network))
      throw new WalletError(WalletCode.withdrawalsUnavailable, language, { network });
    const blocked = await this.blockedUntil(userId, caller.deviceKey);
    if (blocked !== null)
      throw new WalletError(WalletCode.withdrawBlocked, language, {
        blockedUntil: blocked,
        time: iso(blocked),
      });
    if (!validAddress(network, address))
      throw new WalletError(WalletCode.invalidAddress, language, { network });
    if (amount < spec.minWithdraw)
      throw new WalletError(WalletCode.belowMinimum, language, {
        minAmount: money(spec.minWithdraw),
      });
    const overAvailable = () =>
      new WalletError(WalletCode.overAvailable, language, {
        available: money(this.available(userId)),
      });
    if (amount > this.available(userId)) throw overAvailable();
    // The code is spent only by a request that would otherwise go through.
    await this.flows.verifyUserFactor('withdraw', userId, input.code);
    const now = this.deps.now();
    const [row] = await this.deps.database.db
      .insert(withdrawals)
      .values({
        userId,
        currencyId: USDT,
        network,
        address,
        amount,
        fee: spec.withdrawFee,
        status: 'freezing',
        needsApproval: amount >= this.approvalThreshold,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the withdrawal was not recorded');
    const frozen = await this.freeze(row);
    if (!frozen) throw overAvailable();
    this.flows.notify(
      userId,
      {
        kind: 'withdrawal-requested',
        amount: money(amount),
        network,
        address,
      },
      language,
    );
    return withdrawalView(frozen);
  }

  /**
   * The engine freeze of a `freezing` row, then `requested` (or `failed` when the engine refused:
   * not enough in the wallet any more). Retried with the same reference after a crash.
   */
  private async freeze(row: WithdrawalRow): Promise<WithdrawalRow | undefined> {
    const result = await applyMoney(this.deps.host(), {
      kind: 'withdraw',
      ts: this.deps.now(),
      userId: row.userId,
      amount: row.amount,
      ref: `withdraw:${row.id}`,
    });
    const [moved] = await this.deps.database.db
      .update(withdrawals)
      .set({
        status: result.ok ? 'requested' : 'failed',
        reason: result.ok ? null : `freeze refused (${result.code})`,
        updatedAt: this.deps.now(),
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'freezing')))
      .returning();
    // A sweep and the request itself may both have frozen it (the reference made it once).
    const now =
      moved ??
      (await this.deps.database.db.select().from(withdrawals).where(eq(withdrawals.id, row.id)))[0];
    return now && now.status !== 'failed' && now.status !== 'freezing' ? now : undefined;
  }

  /** Gives a cancelled or rejected withdrawal's amount back (once), then marks the refund done. */
  private async refund(row: WithdrawalRow): Promise<void> {
    const result = await applyMoney(this.deps.host(), {
      kind: 'deposit',
      ts: this.deps.now(),
      userId: row.userId,
      amount: row.amount,
      ref: `withdraw-refund:${row.id}`,
    });
    if (!result.ok) {
      this.deps.log.error(
        { id: row.id, code: result.code },
        'withdrawal refund refused by the engine',
      );
      return;
    }
    await this.deps.database.db
      .update(withdrawals)
      .set({ refundState: 'done' })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.refundState, 'pending')));
  }

  private async ownRow(userId: number, id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.deps.database.db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.userId, userId),
          inArray(withdrawals.status, VISIBLE),
        ),
      );
    return row;
  }

  async cancel(userId: number, id: number, language: Language): Promise<WireWithdrawal> {
    const [cancelled] = await this.deps.database.db
      .update(withdrawals)
      .set({ status: 'cancelled', refundState: 'pending', updatedAt: this.deps.now() })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.userId, userId),
          eq(withdrawals.status, 'requested'),
        ),
      )
      .returning();
    if (!cancelled) {
      const row = await this.ownRow(userId, id);
      if (!row) throw new WalletError(WalletCode.withdrawalNotFound, language);
      throw new WalletError(WalletCode.notCancellable, language, { status: row.status });
    }
    await this.refund(cancelled);
    return withdrawalView(cancelled);
  }

  async list(userId: number, input: WireWithdrawListInput): Promise<WireWithdrawalPage> {
    const status = inArray(withdrawals.status, input.status ? [input.status] : VISIBLE);
    return walletPage(this.deps.database.db, withdrawals, userId, input, [status], withdrawalView);
  }

  // The operator (server/cli/withdraw.ts, over the operator socket).

  /** Withdrawals not finished yet: requested (those waiting for approval first) and processing. */
  async open(): Promise<WithdrawalRow[]> {
    return this.deps.database.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['requested', 'processing']))
      .orderBy(asc(withdrawals.id));
  }

  /** Approves a requested withdrawal that waits for it; false if there is none such. */
  async approve(id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.deps.database.db
      .update(withdrawals)
      .set({ approvedAt: this.deps.now(), updatedAt: this.deps.now() })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.status, 'requested'),
          eq(withdrawals.needsApproval, true),
          isNull(withdrawals.approvedAt),
        ),
      )
      .returning();
    return row;
  }

  /**
   * requested or processing → rejected with the reason, and the refund. On a process without the
   * engine the refund is left `pending` for the engine process's sweep.
   */
  async reject(id: number, reason: string): Promise<WithdrawalRow | undefined> {
    const [row] = await this.deps.database.db
      .update(withdrawals)
      .set({ status: 'rejected', reason, refundState: 'pending', updatedAt: this.deps.now() })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, ['requested', 'processing'])))
      .returning();
    if (row && this.deps.host()) await this.refund(row);
    return row;
  }

  // The processor's desk.

  async ready(before: number, limit: number): Promise<WithdrawalOrder[]> {
    const rows = await this.deps.database.db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'requested'),
          lte(withdrawals.createdAt, before),
          or(eq(withdrawals.needsApproval, false), isNotNull(withdrawals.approvedAt)),
        ),
      )
      .orderBy(asc(withdrawals.id))
      .limit(limit);
    return rows.map((row) => order(row, row.createdAt));
  }

  async take(id: number): Promise<boolean> {
    const moved = await this.deps.database.db
      .update(withdrawals)
      .set({ status: 'processing', updatedAt: this.deps.now() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning({ id: withdrawals.id });
    return moved.length > 0;
  }

  async inProgress(): Promise<WithdrawalOrder[]> {
    const rows = await this.deps.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, 'processing'))
      .orderBy(asc(withdrawals.id));
    return rows.map((row) => order(row, row.updatedAt));
  }

  async complete(id: number, txId: string): Promise<boolean> {
    const moved = await this.deps.database.db
      .update(withdrawals)
      .set({ status: 'completed', txId, updatedAt: this.deps.now() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'processing')))
      .returning({ id: withdrawals.id });
    return moved.length > 0;
  }

  async fail(id: number, reason: string): Promise<boolean> {
    return (await this.reject(id, reason)) !== undefined;
  }

  /**
   * Finishes what a crash or an error left: freezes of rows still `freezing` (older than
   * `olderThanMs`: a request may be between its insert and its freeze right now) are applied
   * again with their reference, and pending refunds are given.
   */
  async sweep(olderThanMs: number): Promise<void> {
    const { db } = this.deps.database;
    const freezing = await db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'freezing'),
          lte(withdrawals.createdAt, this.deps.now() - olderThanMs),
        ),
      );
    for (const row of freezing) await this.freeze(row);
    const refunds = await db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.refundState, 'pending'));
    for (const row of refunds) await this.refund(row);
  }
}
