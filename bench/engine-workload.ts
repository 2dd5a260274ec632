/** Workloads for bench/engine.ts: one op list for both matchers, one command list for the engine. */
import type { Command } from '../server/engine/types';
import { BUY, OrderBook, SELL } from '../server/engine/order-book';
import { Engine } from '../server/engine/engine';
import { usdt } from '../server/engine/fixed';
import { rng } from '../server/engine/testing/workload';
import { testContracts } from '../server/engine/testing/fixtures';

export type BookOp =
  | { kind: 'limit'; id: number; user: number; side: 0 | 1; price: number; qty: number }
  | { kind: 'market'; id: number; user: number; side: 0 | 1; qty: number }
  | { kind: 'cancel'; id: number };

const TARGET_RESTING = 1_000;
const MID = 100_000;

/**
 * About half limit, half cancel, ~4 % market, ~1 000 resting orders (cancels target live orders).
 * Every order has its own owner so self-trade prevention never fires: the peer has none by default.
 */
export function bookOps(n: number, seed: number): BookOp[] {
  const rand = rng(seed);
  const book = new OrderBook();
  const live: number[] = [];
  const ops: BookOp[] = [];
  let nextId = 1;
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.04) {
      const id = nextId++;
      const op: BookOp = {
        kind: 'market',
        id,
        user: id,
        side: rand() < 0.5 ? BUY : SELL,
        qty: 1 + Math.floor(rand() * 20),
      };
      book.take(op.side, op.side === BUY ? Infinity : -Infinity, op.qty, op.user, null);
      ops.push(op);
      continue;
    }
    // Keep the book near its target size; prune ids that were filled meanwhile.
    while (live.length > 0 && book.get(live[live.length - 1] ?? 0) === undefined) live.pop();
    if (
      live.length > TARGET_RESTING ||
      (live.length > 0 && r < 0.52 && live.length >= TARGET_RESTING * 0.9)
    ) {
      const k = Math.floor(rand() * live.length);
      const id = live[k] ?? 0;
      live[k] = live[live.length - 1] ?? 0;
      live.pop();
      if (book.get(id) === undefined) {
        i--;
        continue;
      }
      book.cancel(id);
      ops.push({ kind: 'cancel', id });
      continue;
    }
    const side = rand() < 0.5 ? BUY : SELL;
    // Mostly passive prices around the mid, some crossing ones.
    const offset = Math.floor(rand() * 60) - 8;
    const price = side === BUY ? MID - offset : MID + offset;
    const id = nextId++;
    const op: BookOp = {
      kind: 'limit',
      id,
      user: id,
      side,
      price,
      qty: 1 + Math.floor(rand() * 20),
    };
    const res = book.take(side, price, op.qty, op.user, null);
    if (res.filled < op.qty && !res.selfTrade) {
      book.add(op.id, op.user, side, price, op.qty - res.filled);
      live.push(op.id);
    }
    ops.push(op);
  }
  return ops;
}

/** The same shape of workload as engine commands (full margin and risk checks). */
export function engineCommands(n: number, seed: number, users: number): Command[] {
  const rand = rng(seed);
  const engine = new Engine(testContracts());
  const out: Command[] = [];
  let ts = 1_700_000_000_000;
  const push = (c: Command): void => {
    engine.apply(c);
    out.push(c);
  };
  push({ kind: 'setPrices', ts, contractId: 1, indexPrice: MID * 2, markPrice: MID * 2 });
  for (let u = 1; u <= users; u++) {
    push({ kind: 'deposit', ts, userId: u, amount: usdt('10000000') });
    push({ kind: 'transfer', ts, userId: u, from: 'spot', to: 1, amount: usdt('10000000') });
  }
  const prelude = out.length;
  const live: number[] = [];
  while (out.length - prelude < n) {
    ts += 1;
    const r = rand();
    const userId = 1 + Math.floor(rand() * users);
    while (live.length > 0 && !engine.state.orders.has(live[live.length - 1] ?? 0)) live.pop();
    if (
      r > 0.04 &&
      live.length > 0 &&
      (live.length > TARGET_RESTING || (r < 0.52 && live.length >= TARGET_RESTING * 0.9))
    ) {
      const k = Math.floor(rand() * live.length);
      const id = live[k] ?? 0;
      live[k] = live[live.length - 1] ?? 0;
      live.pop();
      const o = engine.state.orders.get(id);
      if (o === undefined) continue;
      push({ kind: 'cancelOrder', ts, userId: o.userId, orderId: id });
      continue;
    }
    // Each command is written out as a literal on purpose: commands built by spreading a shared
    // base get other object shapes, and the engine measured 30–45 % slower on them.
    const buy = rand() < 0.5;
    const qty = 1 + Math.floor(rand() * 20);
    if (r < 0.04) {
      push({
        kind: 'placeOrder',
        ts,
        userId,
        accountType: 1,
        contractId: 1,
        type: 3,
        side: buy ? 'buy' : 'sell',
        qty,
      });
      continue;
    }
    const offset = Math.floor(rand() * 60) - 8;
    const price = buy ? MID * 2 - offset : MID * 2 + offset;
    const id = engine.state.nextOrderId;
    push({
      kind: 'placeOrder',
      ts,
      userId,
      accountType: 1,
      contractId: 1,
      type: 1,
      side: buy ? 'buy' : 'sell',
      qty,
      price,
    });
    if (engine.state.orders.has(id)) live.push(id);
  }
  return out;
}
