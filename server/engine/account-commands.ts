/** Account-level commands: transfers, leverage, margin adjustment, cancel-all, configs. */
import type { AccountState, EngineState } from './state';
import { userAccounts } from './state';
import type {
  AdjustMarginCommand,
  CancelAllCommand,
  ErrorCodeValue,
  SetLeverageCommand,
  TransferCommand,
  WalletRef,
} from './types';
import { accountRisk, markOf, remainingBonus, spotBalanceView } from './accounts';
import { finishOrder } from './order-state';
import { book, bookSpot } from './ledger';
import {
  initialMargin,
  maxLeverageOf,
  maxNotionalForLeverage,
  notionalOf,
  unrealizedPnl,
} from './risk';
import { ErrorCode, OrderStatus } from './types';

const TRANSFERABLE = new Set<WalletRef>(['spot', 1, 10, 11]);

export function spotOf(state: EngineState, userId: number): bigint {
  return state.spot.get(userId) ?? 0n;
}

export function setSpot(state: EngineState, userId: number, amount: bigint): void {
  state.spot.set(userId, amount);
  state.events.push({ type: 'balance', balance: spotBalanceView(userId, amount) });
}

export function emitConfig(state: EngineState, a: AccountState, contractId: number): void {
  const cfg = state.config(a, contractId);
  state.events.push({
    type: 'positionConfig',
    userId: a.userId,
    accountType: a.type,
    contractId,
    isolated: cfg.isolated,
    leverage: cfg.leverage,
    hedge: a.hedge,
  });
}

/** True when the account has a position or an open order (on one contract, or any). */
export function busy(state: EngineState, a: AccountState, contractId: number | null): boolean {
  for (const p of a.positions.values())
    if (p.size !== 0 && (contractId === null || p.contractId === contractId)) return true;
  for (const id of a.orders) {
    const o = state.orders.get(id);
    if (o !== undefined && (contractId === null || o.contractId === contractId)) return true;
  }
  return false;
}

export function transfer(state: EngineState, cmd: TransferCommand): ErrorCodeValue {
  const s = state;
  if (
    cmd.amount <= 0n ||
    cmd.from === cmd.to ||
    !TRANSFERABLE.has(cmd.from) ||
    !TRANSFERABLE.has(cmd.to)
  )
    return ErrorCode.Failure;
  if (cmd.from === 'spot') {
    if (spotOf(state, cmd.userId) < cmd.amount) return ErrorCode.InsufficientBalance;
    setSpot(state, cmd.userId, spotOf(state, cmd.userId) - cmd.amount);
    bookSpot(state, cmd.userId, 'transfer', -cmd.amount, spotOf(state, cmd.userId), {
      peer: cmd.to,
    });
  } else {
    const a = s.account(cmd.userId, cmd.from);
    const r = accountRisk(s, a);
    const bonus = remainingBonus(a);
    // Only the user's own money leaves a bonus account, and only with no position open;
    // the transfer then clears the remaining trial fund (the UI asks for confirmation first).
    if (bonus > 0n && hasOpenPosition(a)) return ErrorCode.InsufficientBalance;
    if (r.available - bonus < cmd.amount || a.wallet - bonus < cmd.amount) {
      return ErrorCode.InsufficientBalance;
    }
    a.wallet -= cmd.amount;
    book(s, a, 'transfer', -cmd.amount, { peer: cmd.to });
    reclaimBonus(s, a, 'transfer');
    s.touch(a);
  }
  if (cmd.to === 'spot') {
    setSpot(state, cmd.userId, spotOf(state, cmd.userId) + cmd.amount);
    bookSpot(state, cmd.userId, 'transfer', cmd.amount, spotOf(state, cmd.userId), {
      peer: cmd.from,
    });
  } else {
    const b = s.account(cmd.userId, cmd.to);
    b.wallet += cmd.amount;
    book(s, b, 'transfer', cmd.amount, { peer: cmd.from });
    s.touch(b);
  }
  return ErrorCode.Ok;
}

export function setLeverage(state: EngineState, cmd: SetLeverageCommand): ErrorCodeValue {
  const s = state;
  const c = s.contract(cmd.contractId);
  if (c === undefined) return ErrorCode.NoPermission;
  if (
    !Number.isSafeInteger(cmd.leverage) ||
    cmd.leverage < 1 ||
    cmd.leverage > maxLeverageOf(c.config.tiers)
  )
    return ErrorCode.LeverageLimit;
  const a = s.account(cmd.userId, cmd.accountType);
  if (a.bonusMaxLeverage > 0 && cmd.leverage > a.bonusMaxLeverage) return ErrorCode.LeverageLimit;
  const limit = maxNotionalForLeverage(c.config.tiers, cmd.leverage);
  const mark = BigInt(markOf(c));
  const positions = [...a.positions.values()].filter(
    (p) => p.contractId === cmd.contractId && p.size !== 0,
  );
  for (const p of positions)
    if (BigInt(Math.abs(p.size)) * mark * c.config.valuePerLotTick > limit)
      return ErrorCode.LeverageLimit;
  const cfg = s.config(a, cmd.contractId);
  const previous = cfg.leverage;
  cfg.leverage = cmd.leverage;
  const before = positions.map((p) => p.leverage);
  for (const p of positions) if (!p.isolated) p.leverage = cmd.leverage;
  if (accountRisk(s, a).available < 0n && cmd.leverage < previous) {
    cfg.leverage = previous;
    positions.forEach((p, i) => (p.leverage = before[i] ?? p.leverage));
    return ErrorCode.InsufficientBalance;
  }
  for (const p of positions) s.touchPosition(p);
  s.touch(a);
  emitConfig(state, a, cmd.contractId);
  return ErrorCode.Ok;
}

export function cancelAll(state: EngineState, cmd: CancelAllCommand): ErrorCodeValue {
  const s = state;
  let n = 0;
  for (const a of userAccounts(s, cmd.userId, cmd.accountType)) {
    for (const id of [...a.orders]) {
      const o = s.orders.get(id);
      if (o === undefined || (cmd.contractId !== undefined && o.contractId !== cmd.contractId))
        continue;
      finishOrder(s, o, OrderStatus.Cancelled);
      n++;
    }
  }
  return n === 0 ? ErrorCode.Failure : ErrorCode.Ok;
}

export function adjustMargin(state: EngineState, cmd: AdjustMarginCommand): ErrorCodeValue {
  const s = state;
  const c = s.contract(cmd.contractId);
  if (c === undefined) return ErrorCode.NoPermission;
  const a = s.account(cmd.userId, cmd.accountType);
  const leg = a.hedge
    ? cmd.leg === 'long'
      ? 1
      : cmd.leg === 'short'
        ? -1
        : null
    : cmd.leg === 'net'
      ? 0
      : null;
  if (leg === null) return ErrorCode.InvalidDirection;
  const p = s.findPosition(a, cmd.contractId, leg);
  if (p === undefined || p.size === 0 || !p.isolated || cmd.delta === 0n) return ErrorCode.Failure;
  if (cmd.delta > 0n) {
    if (accountRisk(s, a).available < cmd.delta) return ErrorCode.InsufficientBalance;
  } else {
    const mark = markOf(c);
    const upnl = unrealizedPnl(p.size, p.cost, mark, c.config.valuePerLotTick);
    const im = initialMargin(
      notionalOf(Math.abs(p.size), mark, c.config.valuePerLotTick),
      p.leverage,
    );
    const removable = p.margin + (upnl < 0n ? upnl : 0n) - im;
    if (-cmd.delta > removable) return ErrorCode.InsufficientBalance;
  }
  p.margin += cmd.delta;
  a.wallet -= cmd.delta;
  s.touch(a);
  s.touchPosition(p);
  s.riskCheck.add(a);
  return ErrorCode.Ok;
}

function hasOpenPosition(a: AccountState): boolean {
  for (const p of a.positions.values()) if (p.size !== 0) return true;
  return false;
}

/** The platform takes back what is left of a trial fund / voucher (counted as a withdrawal). */
function reclaimBonus(state: EngineState, a: AccountState, reason: 'transfer' | 'expiry'): void {
  const owed = remainingBonus(a);
  a.wallet -= owed;
  book(state, a, 'bonusReclaim', -owed);
  state.withdrawals += owed;
  if (a.bonus > 0n)
    state.events.push({
      type: 'bonus',
      userId: a.userId,
      accountType: a.type,
      change: 'reclaimed',
      reason,
      amount: owed,
      ts: state.now,
    });
  a.bonus = 0n;
  a.bonusExpiresAt = 0;
  a.bonusMaxLeverage = 0;
  state.touch(a);
}

/** Unused voucher amounts expire (once no position is open on them). */
export function expireVouchers(state: EngineState): void {
  for (const a of state.accounts.values()) {
    if (a.bonusExpiresAt === 0 || state.now < a.bonusExpiresAt || hasOpenPosition(a)) continue;
    if (a.orders.size > 0) {
      for (const id of [...a.orders]) {
        const o = state.orders.get(id);
        if (o !== undefined) finishOrder(state, o, OrderStatus.SystemCancelled);
      }
    }
    reclaimBonus(state, a, 'expiry');
  }
}
