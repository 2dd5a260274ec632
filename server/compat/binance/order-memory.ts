import { OrderStatus, type OrderView } from '../../engine';
import { isInternalUser } from '../../market/market-makers';
import type { AppliedCommand, EngineHost } from '../../engine-runtime/engine-host';
import type { WireOrder } from '../../../lib/contract/wire/match';
import { orderWire } from '../../engine-runtime/wire';

/** Recently finished orders are kept this long: the history read model writes them within ~1 s. */
const FINISHED_KEPT_MS = 10_000;

/**
 * What the Binance layer needs to know of orders beyond the app's answers: the orders that
 * finished in the last seconds, so an order placed, filled and queried at once is found before
 * the history read model has written it (Binance answers such a query at once). It comes from the
 * engine's own events. (Which way a conditional order fires, STOP or TAKE_PROFIT, is on the order
 * wire and in the read model: `triggerAbove`.)
 */
export class OrderMemory {
  /** The engine's view of each finished order; its wire is built only when asked for. */
  private readonly finished = new Map<number, { order: OrderView; at: number }>();
  /**
   * The finished orders' ids and times in the order they finished, read from `head` on to let
   * them go. Not the Map's own order: a Map emptied from its front keeps the deleted entries as
   * holes until it is rebuilt, and every walk from the front steps over all of them (≈ 20 µs an
   * order at 1 500 orders/s, the most expensive line of the layer's order path).
   */
  private expiryIds: number[] = [];
  private expiryAt: number[] = [];
  private head = 0;

  constructor(private readonly now: () => number) {}

  observe(applied: AppliedCommand): void {
    const now = this.now();
    for (const event of applied.result.events) {
      if (event.type !== 'order') continue;
      const order = event.order;
      if (isInternalUser(order.userId) || order.userId <= 0) continue;
      if (isFinished(order)) {
        this.finished.set(order.orderId, { order, at: now });
        this.expiryIds.push(order.orderId);
        this.expiryAt.push(now);
      }
    }
    this.forgetOld(now);
  }

  private forgetOld(now: number): void {
    const { expiryIds, expiryAt } = this;
    let head = this.head;
    while (head < expiryAt.length && now - (expiryAt[head] ?? now) >= FINISHED_KEPT_MS) {
      const orderId = expiryIds[head] ?? 0;
      // Finished again since (another event of the same order): the later time counts.
      if (this.finished.get(orderId)?.at === expiryAt[head]) this.finished.delete(orderId);
      head++;
    }
    if (head > 1024 && head * 2 > expiryAt.length) {
      this.expiryIds = expiryIds.slice(head);
      this.expiryAt = expiryAt.slice(head);
      head = 0;
    }
    this.head = head;
  }

  /** One of the user's orders that finished in the last seconds (undefined for anyone else's). */
  recentlyFinished(
    host: EngineHost | undefined,
    userId: number,
    orderId: number,
  ): WireOrder | undefined {
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
