/**
 * The insurance fund per contract: it takes over what a liquidation could not sell at the
 * bankruptcy price, works that position out in the book on later mark updates and ticks, and
 * hands it to auto-deleveraging once its equity (cash + position PnL) is gone. Its own account
 * (user id −contractId) keeps no cash: PnL and funding are swept into the fund.
 */
import type { AccountState, ContractState, EngineState, PositionState } from './state';
import { accountKeyOf, slotOf } from './state';
import { BUY, SELL } from './order-book';
import { markOf } from './accounts';
import { internalOrder, systemOrder } from './order-state';
import { executeOrder } from './matching';
import { bankruptcyPrice } from './risk';
import { RATE_SCALE, ceilDiv, floorDiv } from './fixed';
import { fillInternally, upnlOf } from './liquidation-support';
import { autoDeleverage } from './adl';

/** The contract's insurance fund account takes `qty` of the position at `price` (no fee). */
export function takeOver(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
): void {
  const cid = c.config.contractId;
  const fund = state.account(-cid, 1);
  const mine = internalOrder(state, a, p, qty, price, 'takeover');
  const fundSide = mine.bookSide === BUY ? SELL : BUY;
  const theirs = systemOrder(state, fund, cid, fundSide, 0, qty, price, 'takeover', false);
  fillInternally(state, c, mine, theirs, qty, price);
  state.fundCheck.add(c);
}

function fundPosition(
  state: EngineState,
  c: ContractState,
): { fund: AccountState; p: PositionState } | null {
  const fund = state.accounts.get(accountKeyOf(-c.config.contractId, 1));
  const p = fund?.positions.get(slotOf(c.config.contractId, 0));
  return fund === undefined || p === undefined || p.size === 0 ? null : { fund, p };
}

/**
 * Works out the fund's taken-over position: while the fund's equity is positive it reduces the
 * position in the book (no worse than the price band around the mark nor its own bankruptcy
 * price); once the equity is gone, the position is auto-deleveraged at the fund's bankruptcy price.
 */
export function manageFund(state: EngineState, c: ContractState): void {
  const held = fundPosition(state, c);
  if (held === null) return;
  const { fund, p } = held;
  const v = c.config.valuePerLotTick;
  const long = p.size > 0;
  const lots = Math.abs(p.size);
  const equity = c.insuranceFund + upnlOf(state, p);
  const pb = bankruptcyPrice(long ? 1 : -1, lots, p.cost, c.insuranceFund, v);
  if (equity <= 0n) {
    const price =
      pb === null
        ? markOf(c)
        : long
          ? Number(ceilDiv(pb.num, pb.den))
          : Number(floorDiv(pb.num, pb.den));
    autoDeleverage(state, c, fund, p, lots, Math.max(1, price));
    return;
  }
  const mark = BigInt(markOf(c));
  const band = c.config.priceBandRate;
  let limit: number;
  if (long) {
    const low = Number(ceilDiv(mark * (RATE_SCALE - band), RATE_SCALE));
    limit = Math.max(low, pb === null ? 1 : Number(ceilDiv(pb.num, pb.den)));
  } else {
    const high = Number((mark * (RATE_SCALE + band)) / RATE_SCALE);
    limit = pb === null ? high : Math.min(high, Number(floorDiv(pb.num, pb.den)));
  }
  if (c.book.bestPrice(long ? BUY : SELL) === undefined) return;
  const o = internalOrder(state, fund, p, lots, limit, 'insuranceFund');
  state.orders.set(o.id, o);
  fund.orders.add(o.id);
  executeOrder(state, c, o, false, true);
}
