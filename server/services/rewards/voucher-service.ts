import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../lib/contract/wire/language';
import {
  VOUCHER_RULES,
  type VoucherState,
  type WireBonusAccount,
  type WireGrants,
  type WireRewardTasks,
  type WireUseVoucherAnswer,
  type WireVoucher,
  type WireVoucherList,
} from '../../../lib/contract/wire/rewards';
import type { Database } from '../../db/database';
import { bonusSettlements, rewardVouchers, users } from '../../db/schema';
import {
  BONUS_MAX_HOLD_MS,
  ErrorCode,
  formatUsdt,
  remainingBonus,
  type CommandResult,
} from '../../engine';
import type { Logger } from '../../logger';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { engineUnavailable, requireEngine } from '../trading/trading-error';
import { completedTasks, progressText, readProgress, taskProgress } from './task-progress';
import { REWARD_TASKS, TASK_WINDOW_MS } from './tasks';
import { RewardsCode, RewardsError, utcText } from './rewards-errors';

export interface RewardsDeps {
  database: Database;
  /** The engine host, on the process that runs the engine (undefined elsewhere: 503). */
  host: () => EngineHost | undefined;
  now: () => number;
  log: Logger;
}

export type VoucherRow = typeof rewardVouchers.$inferSelect;
export type { VoucherState };

/** The bonus account every voucher is used on (the trial fund). */
export const BONUS_ACCOUNT = 10;

export function voucherState(v: VoucherRow, now: number): VoucherState {
  if (v.usedAt !== null) return 'used';
  if (now >= v.expiresAt) return 'expired';
  if (now < v.validFrom) return 'startingSoon';
  return 'available';
}

export function voucherView(v: VoucherRow, now: number): WireVoucher {
  return {
    id: v.id,
    taskKey: v.taskKey,
    amount: formatUsdt(v.amount),
    currency: 'USDT',
    maxLeverage: v.maxLeverage,
    accountType: BONUS_ACCOUNT,
    validFrom: v.validFrom,
    expiresAt: v.expiresAt,
    grantedAt: v.createdAt,
    usedAt: v.usedAt,
    state: voucherState(v, now),
    rules: [...VOUCHER_RULES],
  };
}

/**
 * New-user tasks and their vouchers: progress, the grant when a task completes (one row per user
 * and task: exactly once), and using a voucher (its amount into the bonus account through the
 * engine's `grantBonus`, credited once by its reference).
 */
export class VoucherService {
  constructor(private readonly deps: RewardsDeps) {}

  /** Grants the vouchers of every task the user has completed and not been rewarded for. */
  async evaluate(userId: number): Promise<Awaited<ReturnType<typeof readProgress>>> {
    const progress = await readProgress(this.deps.database, userId);
    if (!progress) return undefined;
    const now = this.deps.now();
    const done = completedTasks(progress, now);
    if (done.length === 0) return progress;
    const inserted = await this.deps.database.db
      .insert(rewardVouchers)
      .values(
        done.map((task) => ({
          userId,
          taskKey: task.key,
          amount: task.reward,
          maxLeverage: task.maxLeverage,
          validFrom: now + task.startsAfterMs,
          expiresAt: now + task.startsAfterMs + task.validForMs,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ taskKey: rewardVouchers.taskKey });
    if (inserted.length > 0)
      this.deps.log.info(
        { userId, tasks: inserted.map((r) => r.taskKey) },
        'reward vouchers granted',
      );
    return progress;
  }

  /** `rewards/tasks`: every task with the user's progress and its voucher, if granted. */
  async tasks(userId: number): Promise<WireRewardTasks> {
    const progress = await this.evaluate(userId);
    const rows = await this.rows(userId);
    const now = this.deps.now();
    const byTask = new Map(rows.map((r) => [r.taskKey, r]));
    const windowEndsAt = progress ? progress.signedUpAt + TASK_WINDOW_MS : null;
    return {
      windowEndsAt,
      tasks: REWARD_TASKS.map((task) => {
        const p = progress ? taskProgress(task, progress) : { current: 0n, done: false };
        const voucher = byTask.get(task.key);
        return {
          key: task.key,
          kind: task.kind,
          tier: task.tier,
          target: task.kind === 'volume' ? formatUsdt(task.target) : '1',
          progress: progressText(task, p.current),
          completed: p.done,
          reward: formatUsdt(task.reward),
          maxLeverage: task.maxLeverage,
          voucher: voucher ? voucherView(voucher, now) : null,
        };
      }),
    };
  }

  private rows(userId: number): Promise<VoucherRow[]> {
    return this.deps.database.db
      .select()
      .from(rewardVouchers)
      .where(eq(rewardVouchers.userId, userId))
      .orderBy(desc(rewardVouchers.id));
  }

  /** `rewards/vouchers`: the user's vouchers, newest first, optionally in one state. */
  async vouchers(userId: number, state: VoucherState | undefined): Promise<WireVoucherList> {
    await this.evaluate(userId);
    const now = this.deps.now();
    const list = (await this.rows(userId))
      .map((row) => voucherView(row, now))
      .filter((v) => state === undefined || v.state === state);
    return { list };
  }

  /** `rewards/grants`: the grants account (type 30) and the bonus account the vouchers go to. */
  async grants(userId: number): Promise<WireGrants> {
    await this.evaluate(userId);
    const now = this.deps.now();
    const rows = await this.rows(userId);
    const sum = (state: VoucherState) =>
      formatUsdt(
        rows.filter((r) => voucherState(r, now) === state).reduce((t, r) => t + r.amount, 0n),
      );
    const settled = await this.deps.database.db
      .select({
        change: bonusSettlements.change,
        reason: bonusSettlements.reason,
        amount: sql<string>`sum(${bonusSettlements.amount})`,
      })
      .from(bonusSettlements)
      .where(eq(bonusSettlements.userId, BigInt(userId)))
      .groupBy(bonusSettlements.change, bonusSettlements.reason);
    const settledSum = (change: string, reason?: string) =>
      formatUsdt(
        settled
          .filter((s) => s.change === change && (reason === undefined || s.reason === reason))
          .reduce((t, s) => t + BigInt(s.amount), 0n),
      );
    return {
      accountType: 30,
      currency: 'USDT',
      granted: formatUsdt(rows.reduce((t, r) => t + r.amount, 0n)),
      available: sum('available'),
      startingSoon: sum('startingSoon'),
      used: sum('used'),
      expired: sum('expired'),
      count: rows.length,
      trialFund: {
        profitMoved: settledSum('profitMoved'),
        lossAbsorbed: settledSum('lossAbsorbed'),
        expired: settledSum('reclaimed', 'expiry'),
        clearedByTransfer: settledSum('reclaimed', 'transfer'),
      },
      bonusAccount: this.bonusAccount(userId),
    };
  }

  /** The bonus account as the engine holds it (null on a process without the engine). */
  bonusAccount(userId: number): WireBonusAccount | null {
    const host = this.deps.host();
    if (!host) return null;
    const a = host.state.accounts.get(userId * 100 + BONUS_ACCOUNT);
    if (!a)
      return {
        balance: '0',
        trialFund: '0',
        ownFunds: '0',
        maxLeverage: null,
        expiresAt: null,
        position: null,
      };
    const trial = remainingBonus(a);
    const open = [...a.positions.values()].find((p) => p.size !== 0);
    return {
      balance: formatUsdt(a.wallet),
      trialFund: formatUsdt(trial),
      ownFunds: formatUsdt(a.wallet - trial),
      maxLeverage: a.bonusMaxLeverage > 0 ? a.bonusMaxLeverage : null,
      expiresAt: a.bonusExpiresAt > 0 ? a.bonusExpiresAt : null,
      position: open
        ? {
            positionId: open.id,
            contractId: open.contractId,
            openedAt: open.openedAt,
            autoCloseAt: open.openedAt + BONUS_MAX_HOLD_MS,
          }
        : null,
    };
  }

  /**
   * `rewards/voucher/use`: the voucher's amount into the bonus account. One conditional update
   * claims it (a second use, also at the same moment, finds it used), then the engine credits it
   * with the reference `voucher:<id>:<attempt>`; a refusal (the account holds another voucher's
   * trial fund, a position or an order) makes it available again.
   */
  async use(userId: number, voucherId: number, language: Language): Promise<WireUseVoucherAnswer> {
    const { db } = this.deps.database;
    const now = this.deps.now();
    const [user] = await db
      .select({ kyc: users.kycLevel1 })
      .from(users)
      .where(eq(users.id, userId));
    const [row] = await db
      .select()
      .from(rewardVouchers)
      .where(and(eq(rewardVouchers.id, voucherId), eq(rewardVouchers.userId, userId)));
    if (!row) throw new RewardsError(RewardsCode.voucherNotFound, language);
    this.refuseUnusable(row, now, language);
    if (user?.kyc !== 2) throw new RewardsError(RewardsCode.kycRequired, language);
    const host = requireEngine(this.deps.host());
    const account = host.state.accounts.get(userId * 100 + BONUS_ACCOUNT);
    if (
      account &&
      (remainingBonus(account) > 0n ||
        [...account.positions.values()].some((p) => p.size !== 0) ||
        account.orders.size > 0)
    )
      throw this.inUse(userId, language);
    const [claimed] = await db
      .update(rewardVouchers)
      .set({ usedAt: now, attempt: sql`${rewardVouchers.attempt} + 1` })
      .where(
        and(
          eq(rewardVouchers.id, voucherId),
          eq(rewardVouchers.userId, userId),
          isNull(rewardVouchers.usedAt),
          sql`${rewardVouchers.validFrom} <= ${now}`,
          sql`${rewardVouchers.expiresAt} > ${now}`,
        ),
      )
      .returning();
    if (!claimed) {
      // Someone else's request claimed it first (or its time just passed): say which.
      const [again] = await db
        .select()
        .from(rewardVouchers)
        .where(eq(rewardVouchers.id, voucherId));
      this.refuseUnusable(again ?? row, now, language);
      throw new RewardsError(RewardsCode.voucherUsed, language);
    }
    const result = await this.credit(claimed);
    if (!result.ok) throw this.inUse(userId, language);
    // The engine credited it here, so its account is here.
    const bonusAccount = this.bonusAccount(userId);
    if (!bonusAccount) throw engineUnavailable();
    return { voucher: voucherView(claimed, now), bonusAccount };
  }

  private refuseUnusable(row: VoucherRow, now: number, language: Language): void {
    const state = voucherState(row, now);
    if (state === 'used')
      throw new RewardsError(RewardsCode.voucherUsed, language, { usedAt: row.usedAt });
    if (state === 'expired')
      throw new RewardsError(RewardsCode.voucherExpired, language, {
        expiresAt: utcText(row.expiresAt),
      });
    if (state === 'startingSoon')
      throw new RewardsError(RewardsCode.voucherNotYetValid, language, {
        validFrom: utcText(row.validFrom),
      });
  }

  private inUse(userId: number, language: Language): RewardsError {
    return new RewardsError(RewardsCode.bonusAccountInUse, language, {
      trialFund: this.bonusAccount(userId)?.trialFund ?? null,
    });
  }

  /**
   * Credits a claimed voucher (or answers the first result of its reference again) and records
   * the outcome: credited, or available again when the engine refused it.
   */
  private async credit(row: VoucherRow): Promise<CommandResult> {
    const { db } = this.deps.database;
    const host = requireEngine(this.deps.host());
    const applied = host.submit({
      kind: 'grantBonus',
      ts: this.deps.now(),
      userId: row.userId,
      accountType: BONUS_ACCOUNT,
      amount: row.amount,
      expiresAt: row.expiresAt,
      maxLeverage: row.maxLeverage,
      ref: `voucher:${row.id}:${row.attempt}`,
    });
    if (!applied) throw engineUnavailable();
    await applied.durable;
    const { result } = applied;
    const mine = and(eq(rewardVouchers.id, row.id), eq(rewardVouchers.attempt, row.attempt));
    if (result.ok) await db.update(rewardVouchers).set({ creditedAt: this.deps.now() }).where(mine);
    else {
      if (result.code !== ErrorCode.Failure)
        this.deps.log.warn({ voucherId: row.id, code: result.code }, 'voucher grant refused');
      await db.update(rewardVouchers).set({ usedAt: null }).where(mine);
    }
    return result;
  }

  /** Vouchers claimed but not credited (a crash between the two): credited now, or released. */
  async sweep(): Promise<number> {
    const rows = await this.deps.database.db
      .select()
      .from(rewardVouchers)
      .where(and(isNotNull(rewardVouchers.usedAt), isNull(rewardVouchers.creditedAt)))
      .limit(500);
    let done = 0;
    for (const row of rows) {
      // A use in progress right now is left to its own request.
      if (row.usedAt !== null && row.usedAt > this.deps.now() - 30_000) continue;
      await this.credit(row);
      done++;
    }
    return done;
  }

  /** Grants the completed tasks of users still in their new-user window (the periodic sweep). */
  async evaluateRecent(after: number, limit: number): Promise<number | undefined> {
    const since = new Date(this.deps.now() - TASK_WINDOW_MS);
    const rows = await this.deps.database.query<{ id: number | string }>(
      `select u.id from users u
        where u.created_at > $1 and u.id > $2
          and (select count(*) from reward_vouchers v where v.user_id = u.id) < $3
        order by u.id limit $4`,
      [since.toISOString(), after, REWARD_TASKS.length, limit],
    );
    let last: number | undefined;
    for (const row of rows) {
      last = Number(row.id);
      await this.evaluate(last);
    }
    return last;
  }
}
