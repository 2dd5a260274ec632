/**
 * Auto-deleveraging: closes a position that nobody else can absorb against the opposite side,
 * ranked by PnL% × effective leverage (most profitable and most leveraged first), at a given price.
 */
import type { AccountState, ContractState, EngineState, PositionState } from './state';
import { accountRisk, markOf } from './accounts';
import { internalOrder } from './order-state';
import { adlScore, notionalOf } from './risk';
import { baseRecord, fillInternally, upnlOf } from './liquidation-support';

export function autoDeleverage(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
): void {
  const sign = Math.sign(p.size);
  const ranked = [...c.positions]
    .filter((q) => q !== p && q.size !== 0 && Math.sign(q.size) === -sign)
    .map((q) => {
      const owner = state.accounts.get(q.accountKey);
      const upnl = upnlOf(state, q);
      const notional = notionalOf(Math.abs(q.size), markOf(c), c.config.valuePerLotTick);
      const equity = q.isolated
        ? q.margin + upnl
        : owner === undefined
          ? 0n
          : accountRisk(state, owner).equity;
      return { q, owner, score: adlScore(upnl, q.cost, notional, equity) };
    })
    .sort((x, y) => (x.score === y.score ? x.q.id - y.q.id : x.score > y.score ? -1 : 1));
  let left = qty;
  for (const { q, owner } of ranked) {
    if (left === 0) break;
    if (owner === undefined || q.size === 0) continue;
    const fill = Math.min(left, Math.abs(q.size));
    const record = baseRecord(state, owner, c, q, 0n, 0n);
    const mine = internalOrder(state, a, p, fill, price, 'adl');
    const theirs = internalOrder(state, owner, q, fill, price, 'adl');
    fillInternally(state, c, mine, theirs, fill, price);
    record.type = 'ADL';
    record.bankruptcyPrice = price;
    record.filledQty = fill;
    state.events.push({ type: 'liquidation', record });
    left -= fill;
  }
  if (left > 0)
    throw new Error(
      `auto-deleveraging found no counterparty for ${left} lots on contract ${c.config.contractId}`,
    );
}
