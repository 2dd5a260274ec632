import { OrderStatus, type OrderView } from '../../engine';
import { isInternalUser } from '../../market/market-makers';
import type { AppliedCommand, EngineHost } from '../../services/exchange/engine-host';
import { orderWire, type WireObject } from '../../services/exchange/wire';

/** Recently finished orders are kept this long: the history read model writes them within ~1 s. */
const FINISHED_KEPT_MS = 10_000;
const DIRECTIONS_KEPT = 200_000;

/**
 * What the Binance layer needs to know of orders beyond the app's answers: which way each
 * conditional order fires (STOP or TAKE_PROFIT in Binance's words; the engine keeps it only while
 * the order is open), and the orders that finished in the last seconds, so an order placed, filled
 * and queried at once is found before the history read model has written it (Binance answers such
 * a query at once). Both come from the engine's own events.
 */
export class OrderMemory {
  private readonly directions = new Map<number, boolean>();
  /** The engine's view of each finished order; its wire is built only when asked for. */
  private readonly finished = new Map<number, { order: OrderView; at: number }>();

  constructor(private readonly now: () => number) {}

  observe(applied: AppliedCommand, host: EngineHost): void {
    const now = this.now();
    for (const event of applied.result.events) {
      if (event.type !== 'order') continue;
      const order = event.order;
      if (isInternalUser(order.userId) || order.userId <= 0) continue;
      if (order.type === 2 || order.type === 4) {
        const live = host.state.orders.get(order.orderId)?.triggerAbove;
        if (live !== undefined && !this.directions.has(order.orderId))
          this.remember(order.orderId, live);
      }
      if (isFinished(order)) this.finished.set(order.orderId, { order, at: now });
    }
    for (const [orderId, entry] of this.finished) {
      if (now - entry.at < FINISHED_KEPT_MS) break;
      this.finished.delete(orderId);
    }
  }

  remember(orderId: number, triggerAbove: boolean): void {
    this.directions.set(orderId, triggerAbove);
    if (this.directions.size > DIRECTIONS_KEPT) {
      const oldest = this.directions.keys().next().value;
      if (oldest !== undefined) this.directions.delete(oldest);
    }
  }

  direction(host: EngineHost | undefined, orderId: number): boolean | undefined {
    return host?.state.orders.get(orderId)?.triggerAbove ?? this.directions.get(orderId);
  }

  /** One of the user's orders that finished in the last seconds (undefined for anyone else's). */
  recentlyFinished(
    host: EngineHost | undefined,
    userId: number,
    orderId: number,
  ): WireObject | undefined {
    const entry = this.finished.get(orderId);
    if (entry?.order.userId !== userId) return undefined;
    const config = host?.config(entry.order.contractId);
    return config ? orderWire(config, entry.order) : undefined;
  }
}

function isFinished(order: OrderView): boolean {
  return (
    order.orderStatus === OrderStatus.Filled ||
    order.orderStatus === OrderStatus.Cancelled ||
    order.orderStatus === OrderStatus.SystemCancelled
  );
}
