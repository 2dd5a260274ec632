/**
 * Engine benchmark: the same random workload (≈ half limit, half cancel, a few market orders,
 * ≈ 1 000 resting orders) through this engine's matcher and through npm `nodejs-order-book`,
 * then through the full engine (margin and risk checks), then with the durable journal on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderBook as PeerBook, Side } from 'nodejs-order-book';
import type { BookOp } from './engine-workload';
import { bookOps, engineCommands } from './engine-workload';
import type { FillSink, RestingOrder } from '../server/engine/order-book';
import { BUY, OrderBook } from '../server/engine/order-book';
import { Engine } from '../server/engine/engine';
import { DurableEngine } from '../server/engine/recovery';
import { testContracts } from '../server/engine/testing/fixtures';

const MATCH_OPS = Number(process.env.BENCH_MATCH_OPS ?? 1_000_000);
const PEER_OPS = Number(process.env.BENCH_PEER_OPS ?? 300_000);
const RISK_ORDERS = Number(process.env.BENCH_RISK_ORDERS ?? 300_000);
const DURABLE_ORDERS = Number(process.env.BENCH_DURABLE_ORDERS ?? 200_000);

/** Receives every fill, as the engine's settlement does (here it only counts them). */
class CountingSink implements FillSink {
  fills = 0;
  lots = 0;
  onFill(_maker: RestingOrder, qty: number): void {
    this.fills++;
    this.lots += qty;
  }
}

function runOurs(
  ops: readonly BookOp[],
  count: number,
): { ms: number; resting: number; restingQty: number; fills: number } {
  const book = new OrderBook();
  const sink = new CountingSink();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const op = ops[i] as BookOp;
    if (op.kind === 'cancel') book.cancel(op.id);
    else if (op.kind === 'market')
      book.take(op.side, op.side === BUY ? Infinity : -Infinity, op.qty, op.user, sink);
    else {
      const r = book.take(op.side, op.price, op.qty, op.user, sink);
      if (r.filled < op.qty && !r.selfTrade)
        book.add(op.id, op.user, op.side, op.price, op.qty - r.filled);
    }
  }
  const ms = performance.now() - t0;
  const restingQty = [...book.depth(0), ...book.depth(1)].reduce((s, [, q]) => s + q, 0);
  return { ms, resting: book.size, restingQty, fills: sink.fills };
}

function runPeer(ops: readonly BookOp[], count: number): { ms: number; restingQty: number } {
  const book = new PeerBook();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const op = ops[i] as BookOp;
    if (op.kind === 'cancel') book.cancel(String(op.id));
    else if (op.kind === 'market')
      book.market({ side: op.side === BUY ? Side.BUY : Side.SELL, size: op.qty });
    else
      book.limit({
        id: String(op.id),
        side: op.side === BUY ? Side.BUY : Side.SELL,
        size: op.qty,
        price: op.price,
      });
  }
  const ms = performance.now() - t0;
  const [asks, bids] = book.depth();
  const restingQty = [...asks, ...bids].reduce((s, [, q]) => s + q, 0);
  return { ms, restingQty };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function durableRun(
  commands: ReturnType<typeof engineCommands>,
  prelude: number,
): Promise<{ ms: number; acked: number; syncs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'engine-bench-'));
  try {
    const d = await DurableEngine.open(dir, testContracts());
    for (let i = 0; i < prelude; i++) {
      const c = commands[i];
      if (c !== undefined) d.apply(c);
    }
    await d.submit({ kind: 'tick', ts: 1_700_000_000_000 });
    const syncsBefore = d.syncs;
    let acked = 0;
    let inFlight = 0;
    const t0 = performance.now();
    for (let i = prelude; i < commands.length; i++) {
      const c = commands[i];
      if (c === undefined) break;
      inFlight++;
      void d.apply(c).durable.then(() => {
        acked++;
        inFlight--;
      });
      if ((i & 255) === 0) await new Promise((r) => setImmediate(r));
      while (inFlight > 8192) await new Promise((r) => setImmediate(r));
    }
    await d.close();
    const ms = performance.now() - t0;
    return { ms, acked, syncs: d.syncs - syncsBefore };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}, workload: ${MATCH_OPS} book ops (peer: first ${PEER_OPS}), ${RISK_ORDERS} engine orders, ${DURABLE_ORDERS} durable orders`,
  );
  const ops = bookOps(Math.max(MATCH_OPS, PEER_OPS), 42);
  const mix = { limit: 0, cancel: 0, market: 0 };
  for (const op of ops) mix[op.kind]++;
  console.log(`mix: ${mix.limit} limit, ${mix.cancel} cancel, ${mix.market} market`);

  // Warm up both, then measure.
  runOurs(ops, Math.min(200_000, MATCH_OPS));
  runPeer(ops, Math.min(20_000, PEER_OPS));
  const oursRuns: number[] = [];
  let oursInfo = { ms: 0, resting: 0, restingQty: 0, fills: 0 };
  for (let i = 0; i < 5; i++) {
    oursInfo = runOurs(ops, MATCH_OPS);
    oursRuns.push(MATCH_OPS / (oursInfo.ms / 1000));
  }
  const oursSame = runOurs(ops, PEER_OPS);
  const peerRuns: number[] = [];
  let peerInfo = { ms: 0, restingQty: 0 };
  for (let i = 0; i < 3; i++) {
    peerInfo = runPeer(ops, PEER_OPS);
    peerRuns.push(PEER_OPS / (peerInfo.ms / 1000));
  }
  const matchOps = median(oursRuns);
  const peerOps = median(peerRuns);
  console.log(
    `this engine's matcher: ${Math.round(matchOps)} ops/s (median of 5 × ${MATCH_OPS} ops; runs ${oursRuns.map((x) => Math.round(x)).join(', ')}); ${oursInfo.fills} fills, ${oursInfo.resting} resting at the end`,
  );
  console.log(
    `nodejs-order-book 10.1.1: ${Math.round(peerOps)} ops/s (median of 3 × ${PEER_OPS} ops; runs ${peerRuns.map((x) => Math.round(x)).join(', ')})`,
  );
  console.log(
    `same result check, resting lots after the first ${PEER_OPS} ops: this engine ${oursSame.restingQty}, nodejs-order-book ${peerInfo.restingQty}`,
  );
  const ratio = matchOps / peerOps;
  console.log(`ratio: ${ratio.toFixed(1)}x`);

  const users = 200;
  const commands = engineCommands(RISK_ORDERS, 7, users);
  const prelude = 1 + users * 2;
  const riskRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const engine = new Engine(testContracts());
    for (let k = 0; k < prelude; k++) {
      const c = commands[k];
      if (c !== undefined) engine.apply(c);
    }
    let trades = 0;
    const t0 = performance.now();
    for (let k = prelude; k < commands.length; k++) {
      const c = commands[k];
      if (c === undefined) break;
      const r = engine.apply(c);
      if (c.kind === 'placeOrder' && i === 0)
        for (const e of r.events) if (e.type === 'trade') trades++;
    }
    const ms = performance.now() - t0;
    riskRuns.push((commands.length - prelude) / (ms / 1000));
    if (i === 0)
      console.log(
        `engine run: ${commands.length - prelude} order commands (place/cancel), ${trades} trades, ${engine.state.orders.size} open orders at the end`,
      );
  }
  const riskOps = median(riskRuns);
  console.log(
    `full engine with margin and risk checks: ${Math.round(riskOps)} orders/s (median of 3; runs ${riskRuns.map((x) => Math.round(x)).join(', ')})`,
  );

  const durableCommands = commands.slice(0, prelude + DURABLE_ORDERS);
  const d = await durableRun(durableCommands, prelude);
  const durableOps = d.acked / (d.ms / 1000);
  console.log(
    `durable (journal, group commit, fdatasync per batch): ${Math.round(durableOps)} acknowledged orders/s (${d.acked} acked in ${d.ms.toFixed(0)} ms, ${d.syncs} fdatasyncs, ${(d.acked / Math.max(1, d.syncs)).toFixed(0)} commands per batch)`,
  );
  console.log(
    `RESULT match_ops_per_s=${Math.round(matchOps)} peer_ops_per_s=${Math.round(peerOps)} ratio=${ratio.toFixed(1)} risk_orders_per_s=${Math.round(riskOps)} durable_orders_per_s=${Math.round(durableOps)}`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
