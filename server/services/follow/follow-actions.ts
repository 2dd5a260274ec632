import { and, eq, ne, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { MIN_FOLLOW_AMOUNT_USDT, MIN_TRADE_CAP_USDT } from '../../../lib/contract/copy-trading';
import type {
  WireFollow,
  WireLeadApplyInput,
  WireLeaderProfile,
  WireLeadStop,
} from '../../../lib/contract/wire/follow';
import { wireFollowStartInputSchema } from '../../../lib/contract/wire/follow-schemas';
import type { Language } from '../../../lib/contract/wire/language';
import { follows, leadTraders } from '../../db/schema';
import {
  ErrorCode,
  usdt,
  userBalances,
  userOpenOrders,
  userPositionConfigs,
  userPositions,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import { setPositionMode, transfer } from '../trading/account-service';
import { cancelAllOrders } from '../trading/cancel-orders';
import { closeAllPositions } from '../trading/position-orders';
import { requireEngine, TradingError } from '../trading/trading-error';
import { positiveUsdt } from '../wallet/wallet-common';
import { FollowCode, FollowError } from './follow-errors';
import { FOLLOW_ACCOUNT } from './follow-mirror';
import { followView, openFollow, ownLead } from './follow-queries';
import { toActive, type FollowCore } from './follow-service';
import { recountFollowers, refreshLeadStats } from './lead-stats';

/** The least a follow starts with, and the least a per-trade cap may be (USDT). */
export const MIN_FOLLOW_AMOUNT = usdt(MIN_FOLLOW_AMOUNT_USDT);
export const MIN_TRADE_CAP = usdt(MIN_TRADE_CAP_USDT);

/** follow/start as the service takes it: the contract's body, the amounts in minor units. */
export const followStartInput = z.extend(wireFollowStartInputSchema, {
  amount: positiveUsdt(wireFollowStartInputSchema.shape.amount),
  tradeCap: positiveUsdt(wireFollowStartInputSchema.shape.tradeCap),
});

type FollowRow = typeof follows.$inferSelect;

/**
 * What the copy-trading routes do with money and offers, on the engine process: offering one's
 * trading, following with an amount moved into the follow account, stopping (positions closed at
 * market, funds back to the futures account). Every engine change goes through the trading
 * services (transfer, cancel, close), each durable before the answer.
 */
export class FollowActions {
  constructor(private readonly core: FollowCore) {}

  private get database() {
    return this.core.deps.database;
  }

  private get now() {
    return this.core.deps.now;
  }

  /** `follow/lead/apply`: offers the caller's futures trading to be followed (or renames). */
  async applyLead(
    userId: number,
    input: WireLeadApplyInput,
    language: Language,
  ): Promise<WireLeaderProfile> {
    await this.core.permit(userId, 'open', language);
    const host = requireEngine(this.core.host);
    const [taken] = await this.database.db
      .select({ userId: leadTraders.userId })
      .from(leadTraders)
      .where(
        and(
          sql`lower(${leadTraders.nickname}) = lower(${input.nickname})`,
          ne(leadTraders.userId, userId),
        ),
      )
      .limit(1);
    if (taken) throw new FollowError(FollowCode.nicknameTaken, language);
    const now = this.now();
    try {
      await this.database.db
        .insert(leadTraders)
        .values({
          userId,
          nickname: input.nickname,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: leadTraders.userId,
          set: { nickname: input.nickname, status: 'active', updatedAt: now, stoppedAt: null },
        });
    } catch (error) {
      // Another user took the nickname between the check and the write (its unique index).
      const [again] = await this.database.db
        .select({ userId: leadTraders.userId })
        .from(leadTraders)
        .where(sql`lower(${leadTraders.nickname}) = lower(${input.nickname})`)
        .limit(1);
      if (again && again.userId !== userId)
        throw new FollowError(FollowCode.nicknameTaken, language);
      throw error;
    }
    this.core.trackLeader(userId);
    await refreshLeadStats(this.database, host, this.now(), userId);
    const lead = await ownLead(this.database, userId);
    if (!lead) throw new Error('the lead trader row was not stored');
    return lead;
  }

  /** `follow/lead/stop`: offers no more; every follower is stopped (positions closed, funds back). */
  async stopLead(userId: number, language: Language): Promise<WireLeadStop> {
    const [row] = await this.database.db
      .update(leadTraders)
      .set({ status: 'stopped', stoppedAt: this.now(), updatedAt: this.now() })
      .where(and(eq(leadTraders.userId, userId), eq(leadTraders.status, 'active')))
      .returning({ userId: leadTraders.userId });
    if (!row) throw new FollowError(FollowCode.notOffering, language);
    this.core.forgetLeader(userId);
    const rows = await this.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.leaderId, userId), ne(follows.status, 'stopped')));
    let stopped = 0;
    for (const f of rows) {
      try {
        await this.stopFollow(f, 'leaderStopped', language);
        stopped += 1;
      } catch (error) {
        // Left `stopping`: the sweep finishes it once the follow positions can be closed.
        if (!(error instanceof FollowError)) throw error;
      }
    }
    await recountFollowers(this.database, userId);
    return {
      leader: await ownLead(this.database, userId),
      stopped,
      pending: rows.length - stopped,
    };
  }

  /** `follow/start`: moves `amount` into the follow account and mirrors the leader from now on. */
  async startFollow(
    userId: number,
    input: z.output<typeof followStartInput>,
    language: Language,
  ): Promise<WireFollow> {
    await this.core.permit(userId, 'open', language);
    if (input.leaderId === userId) throw new FollowError(FollowCode.cannotFollowSelf, language);
    const [leader] = await this.database.db
      .select({ nickname: leadTraders.nickname })
      .from(leadTraders)
      .where(and(eq(leadTraders.userId, input.leaderId), eq(leadTraders.status, 'active')))
      .limit(1);
    if (!leader) throw new FollowError(FollowCode.notLeadTrader, language);
    if (input.amount < MIN_FOLLOW_AMOUNT)
      throw new FollowError(FollowCode.amountTooSmall, language, {
        min: money(MIN_FOLLOW_AMOUNT),
      });
    if (input.tradeCap < MIN_TRADE_CAP || input.tradeCap > input.amount)
      throw new FollowError(FollowCode.capInvalid, language, {
        min: money(MIN_TRADE_CAP),
        max: money(input.amount),
      });
    return this.core.withFollower(userId, async () => {
      const host = requireEngine(this.core.host);
      const existing = await openFollow(this.database, userId);
      if (existing)
        throw new FollowError(FollowCode.alreadyFollowing, language, {
          followId: existing.id,
          leaderId: existing.leaderId,
        });
      const positions = userPositions(host.state, userId, FOLLOW_ACCOUNT).length;
      const orders = userOpenOrders(host.state, userId, FOLLOW_ACCOUNT).length;
      if (positions > 0 || orders > 0)
        throw new FollowError(FollowCode.followAccountBusy, language, { positions, orders });
      const available = availableOf(host, userId, 1);
      if (available < input.amount) throw overAvailable(language, available);
      const now = this.now();
      const [row] = await this.database.db
        .insert(follows)
        .values({
          followerId: userId,
          leaderId: input.leaderId,
          amount: input.amount,
          tradeCap: input.tradeCap,
          status: 'active',
          startSeq: host.seq,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new FollowError(FollowCode.alreadyFollowing, language);
      try {
        // The follow account trades in the leader's position mode (set while it is empty).
        const leaderHedge = userPositionConfigs(host.state, input.leaderId, 1)[0]?.hedge ?? false;
        const ownHedge = userPositionConfigs(host.state, userId, FOLLOW_ACCOUNT)[0]?.hedge ?? false;
        if (leaderHedge !== ownHedge)
          await setPositionMode(host, this.now, userId, {
            hedge: leaderHedge,
            accountType: FOLLOW_ACCOUNT,
          });
        await transfer(host, this.now, userId, {
          from: 1,
          to: FOLLOW_ACCOUNT,
          currencyId: 1,
          amount: input.amount,
        });
      } catch (error) {
        await this.database.db.delete(follows).where(eq(follows.id, row.id));
        if (error instanceof TradingError && error.code === ErrorCode.InsufficientBalance)
          throw overAvailable(language, availableOf(host, userId, 1));
        throw error;
      }
      this.core.addFollow(toActive(row));
      await recountFollowers(this.database, input.leaderId);
      return followView(row, leader.nickname, host);
    });
  }

  /** `follow/stop`: the caller's follow (another user's id answers as an unknown one). */
  async stopOwnFollow(userId: number, followId: number, language: Language): Promise<WireFollow> {
    const [row] = await this.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.id, followId), eq(follows.followerId, userId)))
      .limit(1);
    if (!row) throw new FollowError(FollowCode.followNotFound, language);
    const done = row.status === 'stopped' ? row : await this.stopFollow(row, 'user', language);
    const [leader] = await this.database.db
      .select({ nickname: leadTraders.nickname })
      .from(leadTraders)
      .where(eq(leadTraders.userId, done.leaderId))
      .limit(1);
    return followView(done, leader?.nickname ?? null, this.core.host);
  }

  /**
   * Stops a follow: no more mirroring, open orders of the follow account cancelled, its positions
   * closed at market, then everything in it moved back to the futures account. A close the engine
   * refuses (no counterparty) leaves the follow `stopping` (102800009); calling again, or the
   * sweep, finishes it. The amount is written before the transfer, so a crash between the two
   * does not lose what was returned.
   */
  async stopFollow(row: FollowRow, reason: string, language: Language): Promise<FollowRow> {
    this.core.dropFollow(row.leaderId, row.id);
    await this.database.db
      .update(follows)
      .set({ status: 'stopping', stopReason: reason, updatedAt: this.now() })
      .where(and(eq(follows.id, row.id), eq(follows.status, 'active')));
    const stopped = await this.core.withFollower(row.followerId, async () => {
      const host = requireEngine(this.core.host);
      const userId = row.followerId;
      const filter = { accountType: FOLLOW_ACCOUNT } as const;
      if (userOpenOrders(host.state, userId, FOLLOW_ACCOUNT).length > 0)
        await cancelAllOrders(host, this.now, userId, filter);
      if (userPositions(host.state, userId, FOLLOW_ACCOUNT).length > 0) {
        try {
          await closeAllPositions(host, this.now, userId, filter);
        } catch (error) {
          if (!(error instanceof TradingError)) throw error;
        }
      }
      const left = userPositions(host.state, userId, FOLLOW_ACCOUNT);
      if (left.length > 0)
        throw new FollowError(FollowCode.stopIncomplete, language, { positions: left.length });
      const [current] = await this.database.db
        .select()
        .from(follows)
        .where(eq(follows.id, row.id))
        .limit(1);
      if (!current || current.status === 'stopped') return current ?? row;
      const amount = availableOf(host, userId, FOLLOW_ACCOUNT);
      let returned = current.returned ?? 0n;
      if (amount > 0n) {
        await this.database.db
          .update(follows)
          .set({ returned: amount })
          .where(eq(follows.id, row.id));
        await transfer(host, this.now, userId, {
          from: FOLLOW_ACCOUNT,
          to: 1,
          currencyId: 1,
          amount,
        });
        returned = amount;
      }
      const now = this.now();
      const [done] = await this.database.db
        .update(follows)
        .set({ status: 'stopped', returned, stoppedAt: now, updatedAt: now })
        .where(eq(follows.id, row.id))
        .returning();
      return done ?? current;
    });
    await recountFollowers(this.database, row.leaderId);
    return stopped;
  }

  /** Follows left `stopping` (a refused close, a crash): tried again. */
  async sweepStopping(): Promise<void> {
    const rows = await this.database.db
      .select()
      .from(follows)
      .where(eq(follows.status, 'stopping'));
    for (const row of rows) {
      try {
        await this.stopFollow(row, row.stopReason ?? 'user', 'en');
      } catch (error) {
        if (!(error instanceof FollowError)) throw error;
      }
    }
  }
}

function availableOf(host: EngineHost, userId: number, accountType: number): bigint {
  const balance = userBalances(host.state, userId).find((b) => b.account === accountType);
  if (!balance) return 0n;
  return balance.real < balance.wallet ? balance.real : balance.wallet;
}

function overAvailable(language: Language, available: bigint): FollowError {
  return new FollowError(FollowCode.overAvailable, language, {
    available: money(available > 0n ? available : 0n),
  });
}
