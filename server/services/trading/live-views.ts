import { userOpenOrders, userPositions, type AccountType } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { positionRow } from './position-row';
import { requireEngine } from './trading-error';

/** Reads of the user's live engine state: only their own orders and positions ever appear. */

export interface OpenOrdersFilter {
  contractId?: number | undefined;
  accountType?: AccountType | undefined;
  /** Created at or after / before (epoch ms). */
  from?: number | undefined;
  to?: number | undefined;
  /** Orders older than this order id (the previous page's `nextCursor`). */
  cursor?: number | undefined;
  limit: number;
}

/** `future/order/open`: resting and untriggered conditional orders, newest first, a page. */
export function openOrders(host: EngineHost | undefined, userId: number, f: OpenOrdersFilter) {
  const h = requireEngine(host);
  const matching = userOpenOrders(h.state, userId, f.accountType)
    .filter(
      (o) =>
        (f.contractId === undefined || o.contractId === f.contractId) &&
        (f.from === undefined || o.createdAt >= f.from) &&
        (f.to === undefined || o.createdAt < f.to) &&
        (f.cursor === undefined || o.orderId < f.cursor),
    )
    .sort((a, b) => b.orderId - a.orderId);
  const page = matching.slice(0, f.limit);
  const list = page.flatMap((o) => {
    const config = h.configs.get(o.contractId);
    return config ? [orderWire(config, o)] : [];
  });
  const last = page[page.length - 1];
  return { list, nextCursor: matching.length > f.limit && last ? last.orderId : null };
}

export interface PositionFilter {
  contractId?: number | undefined;
  accountType?: AccountType | undefined;
}

/**
 * `future/position/list`: open positions with every figure the position table shows, and the
 * margin an isolated one can give back (`maxRemovableMargin`, what the margin dialog offers).
 */
export function positionList(host: EngineHost | undefined, userId: number, f: PositionFilter) {
  const h = requireEngine(host);
  const list = userPositions(h.state, userId, f.accountType).flatMap((p) => {
    const config = h.configs.get(p.contractId);
    return config && (f.contractId === undefined || p.contractId === f.contractId)
      ? [positionRow(config, p)]
      : [];
  });
  return { list };
}
