/**
 * Applying fills to positions: cost basis, realized PnL, isolated margin, fees, reduce-only
 * trimming and what happens when a position closes.
 */
import type { AccountState, ContractState, EngineState, OrderState, PositionState } from './state';
import { slotOf } from './state';
import { BUY } from './order-book';
import { isBonusAccount, spotBalanceView } from './accounts';
import { book, bookSpot } from './ledger';
import { RATE_SCALE } from './fixed';
import { emitOrder, finishOrder } from './order-state';
import { feeOf, initialMargin, notionalOf } from './risk';
import { OrderStatus } from './types';

/**
 * Books `lots` at `price` for one side of a trade. `feeRate` is the maker or taker rate
 * (ignored for liquidation and ADL fills, which carry no fee).
 */
export function applyFill(
  state: EngineState,
  c: ContractState,
  o: OrderState,
  lots: number,
  price: number,
  feeRate: bigint,
  noFee: boolean,
): void {
  const a = state.accounts.get(o.accountKey);
  if (a === undefined) throw new Error(`order ${o.id} has no account`);
  const v = c.config.valuePerLotTick;
  const notional = notionalOf(lots, price, v);
  const fee = noFee ? 0n : feeOf(notional, feeRate);
  const commission = fee > 0n ? referralCommission(state, a, o, fee) : 0n;
  let p = state.position(a, o.contractId, o.leg);
  const dir = o.bookSide === BUY ? 1 : -1;
  // Count the fill on the order first: trimming below must see this order's true remainder.
  o.filled += lots;
  o.filledValue += BigInt(lots) * BigInt(price);
  let open = lots;
  p.fees += fee;
  a.wallet -= fee;
  book(state, a, 'fee', -fee, { contractId: o.contractId, orderId: o.id });
  c.feesCollected += fee - commission;
  o.fee += fee;
  if (p.size !== 0 && Math.sign(p.size) !== dir) {
    const before = Math.abs(p.size);
    const r = Math.min(lots, before);
    open = lots - r;
    const cr = (p.cost * BigInt(r)) / BigInt(before);
    const sign = p.size > 0 ? 1n : -1n;
    const realized = sign * BigInt(r) * BigInt(price) * v - cr;
    p.cost -= cr;
    p.size -= Number(sign) * r;
    p.realizedPnl += realized;
    if (p.isolated) {
      if (p.size === 0) {
        p.margin += realized; // closePosition releases it (or the fund covers a deficit)
      } else {
        // The closed part takes its share of the margin with its PnL; the rest keeps its own.
        const released = p.margin > 0n ? (p.margin * BigInt(r)) / BigInt(before) : 0n;
        p.margin -= released;
        const part = released + realized;
        if (part >= 0n) a.wallet += part;
        else p.margin += part; // a loss beyond its share stays inside the isolated position
      }
    } else {
      a.wallet += realized;
    }
    book(state, a, 'realizedPnl', realized, { contractId: o.contractId, orderId: o.id });
    p.updatedAt = state.now;
    state.touchPosition(p);
    if (p.size === 0) closePosition(state, a, c, p);
    trimReduceOnly(state, a, c, o.leg);
  }
  if (open > 0) {
    if (p.size === 0 && !a.positions.has(slotOf(o.contractId, o.leg)))
      p = state.position(a, o.contractId, o.leg);
    if (p.size === 0) {
      const cfg = state.config(a, o.contractId);
      p.isolated = cfg.isolated;
      p.leverage = cfg.leverage;
      p.openedAt = state.now;
      c.positions.add(p);
    }
    const signedOpen = dir * open;
    p.size += signedOpen;
    p.cost += BigInt(signedOpen) * BigInt(price) * v;
    if (p.isolated) {
      const im = initialMargin(notionalOf(open, price, v), p.leverage);
      p.margin += im;
      a.wallet -= im;
    }
    p.updatedAt = state.now;
    state.touchPosition(p);
  }
  if (a.userId < 0) sweepFundAccount(state, a);
  state.touch(a);
  state.riskCheck.add(a);
}

/**
 * The referrer's share of a fee paid from a principal or follow account (never from a trial fund:
 * that fee is the exchange's own money), rounded down, credited to the referrer's spot wallet.
 */
function referralCommission(
  state: EngineState,
  a: AccountState,
  o: OrderState,
  fee: bigint,
): bigint {
  const referral = state.referrers.get(a.userId);
  if (referral === undefined || isBonusAccount(a)) return 0n;
  const commission = (fee * referral.rate) / RATE_SCALE;
  if (commission <= 0n) return 0n;
  const spot = state.spot.get(referral.referrerId) ?? 0n;
  state.spot.set(referral.referrerId, spot + commission);
  bookSpot(state, referral.referrerId, 'referralCommission', commission, spot + commission, {
    contractId: o.contractId,
  });
  state.events.push({
    type: 'balance',
    balance: spotBalanceView(referral.referrerId, spot + commission),
  });
  state.events.push({
    type: 'referralCommission',
    referrerId: referral.referrerId,
    userId: a.userId,
    accountType: a.type,
    contractId: o.contractId,
    orderId: o.id,
    fee,
    commission,
    ts: state.now,
  });
  return commission;
}

/** The insurance fund's own account keeps no cash: its PnL and funding belong to the fund. */
export function sweepFundAccount(state: EngineState, a: AccountState): void {
  if (a.wallet === 0n) return;
  const c = state.contracts.get(-a.userId);
  if (c === undefined) return;
  c.insuranceFund += a.wallet;
  a.wallet = 0n;
  state.events.push({
    type: 'insuranceFund',
    contractId: c.config.contractId,
    balance: c.insuranceFund,
  });
}

/** A position reached size 0: release what is left of its margin and drop it. */
function closePosition(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  p: PositionState,
): void {
  c.positions.delete(p);
  a.positions.delete(slotOf(p.contractId, p.leg));
  const contractId = c.config.contractId;
  if (p.isolated) {
    const deficit = p.margin < 0n ? -p.margin : 0n;
    if (deficit === 0n) a.wallet += p.margin;
    else coverShortfall(state, c, deficit);
    p.margin = 0n;
    book(state, a, 'insuranceCover', deficit, { contractId });
  } else if (a.wallet < 0n && !hasCrossPosition(a)) {
    const deficit = -a.wallet;
    coverShortfall(state, c, deficit);
    a.wallet = 0n;
    book(state, a, 'insuranceCover', deficit, { contractId });
  }
  if (isBonusAccount(a)) {
    // Trial fund / voucher profits go to the futures account once the position is closed.
    const profit = p.realizedPnl - p.fees - p.funding;
    const move = profit < a.wallet ? profit : a.wallet;
    if (move > 0n) {
      a.wallet -= move;
      book(state, a, 'bonusProfit', -move, { contractId, peer: 1 });
      const main = state.account(a.userId, 1);
      main.wallet += move;
      book(state, main, 'bonusProfit', move, { contractId, peer: a.type });
      state.touch(main);
      bonusEvent(state, a, 'profitMoved', move);
    } else if (profit < 0n && a.bonus > 0n) {
      // Losses are borne by the trial fund first: the user's own money in the account is kept.
      const absorbed = -profit < a.bonus ? -profit : a.bonus;
      a.bonus -= absorbed;
      if (a.bonus === 0n) a.bonusMaxLeverage = 0;
      bonusEvent(state, a, 'lossAbsorbed', absorbed);
    }
  }
}

function bonusEvent(
  state: EngineState,
  a: AccountState,
  change: 'profitMoved' | 'lossAbsorbed',
  amount: bigint,
): void {
  state.events.push({
    type: 'bonus',
    userId: a.userId,
    accountType: a.type,
    change,
    reason: 'close',
    amount,
    ts: state.now,
  });
}

function hasCrossPosition(a: AccountState): boolean {
  for (const p of a.positions.values()) if (!p.isolated && p.size !== 0) return true;
  return false;
}

/** The insurance fund of the contract pays a loss beyond a position's margin. */
export function coverShortfall(state: EngineState, c: ContractState, amount: bigint): void {
  c.insuranceFund -= amount;
  state.events.push({
    type: 'insuranceFund',
    contractId: c.config.contractId,
    balance: c.insuranceFund,
  });
}

/**
 * Reduce-only orders never increase a position: after it shrinks, each one is trimmed to the
 * position size, and cancelled when the position is gone or points the other way.
 */
export function trimReduceOnly(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  leg: 0 | 1 | -1,
): void {
  const p = state.findPosition(a, c.config.contractId, leg);
  const size = p?.size ?? 0;
  for (const id of a.orders) {
    if (id === state.activeOrderId) continue;
    const o = state.orders.get(id);
    if (o === undefined || !o.reduceOnly || o.contractId !== c.config.contractId || o.leg !== leg)
      continue;
    const remaining = o.qty - o.filled;
    if (remaining <= 0) continue;
    const reduces = o.bookSide === BUY ? size < 0 : size > 0;
    if (!reduces) {
      finishOrder(state, o, OrderStatus.SystemCancelled);
      continue;
    }
    if (o.closePosition || remaining <= Math.abs(size)) continue;
    o.qty = o.filled + Math.abs(size);
    c.book.reduce(o.id, Math.abs(size));
    emitOrder(state, o);
  }
}
