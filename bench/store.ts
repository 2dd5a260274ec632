/**
 * How many realtime messages per second the client store ingests, for a realistic mix:
 * order book snapshots of 50 levels a side, trade ticks, indicator updates covering 50 contracts
 * and private order updates. Messages go through the same path as in the browser — the frame
 * batcher, then one store write per frame — with one subscriber attached, as the UI would have.
 *
 * Usage: npm run bench:store   (last line: RESULT store_msgs_per_s=<n>)
 */
import { performance } from 'node:perf_hooks';
import { createRealtimeStore } from '@/features/realtime/stores/realtime-store';
import { createFrameBatcher } from '@/features/realtime/stream/frame-batcher';
import type { RealtimeMessage } from '@/features/realtime/types';
import type { WireOrder } from '@/lib/contract/wire/match';
import { wireOrder } from '@/lib/test-utils/wire-order';

const CONTRACTS = 50;
const POOL_SIZE = 20_000;
const MEASURED = Number(process.env.BENCH_MESSAGES ?? 2_000_000);
const WARMUP = 200_000;
const RUNS = 3;
/** Messages per animation frame (≈ 200 000 msg/s at 60 fps is ~3 300; 1 000 is harsher). */
const PER_FRAME = Number(process.env.BENCH_PER_FRAME ?? 1000);

let seed = 42;
function random(): number {
  // mulberry32: a fixed sequence so every run ingests the same messages.
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const codes = Array.from({ length: CONTRACTS }, (_, i) => `C${i + 1}USDT`);
const orderStatuses: WireOrder['orderStatus'][] = [2, 2, 3, 3, 4, 5, 6];

function depthMessage(): RealtimeMessage {
  const index = Math.floor(random() * CONTRACTS);
  const mid = 100 + index;
  const level = (offset: number): [string, string] => [
    (mid + offset / 100).toFixed(2),
    (random() * 10).toFixed(3),
  ];
  return {
    topic: 'future_snapshot_depth',
    payload: {
      sc: codes[index] ?? 'BTCUSDT',
      t: Date.now(),
      asks: Array.from({ length: 50 }, (_, i) => level(i + 1)),
      bids: Array.from({ length: 50 }, (_, i) => level(-(i + 1))),
    },
  };
}

let tickTime = 1_700_000_000_000;
function tickMessage(): RealtimeMessage {
  const contractId = 1 + Math.floor(random() * CONTRACTS);
  const count = 1 + Math.floor(random() * 3);
  const trades = Array.from({ length: count }, () => ({
    time: (tickTime += 7),
    price: (100 + random()).toFixed(2),
    amount: (random() * 5).toFixed(3),
    side: random() < 0.5 ? 'buy' : 'sell',
  }));
  return { topic: 'future_tick', payload: { contractId, trades } };
}

function indicatorMessage(): RealtimeMessage {
  return {
    topic: 'indicator',
    payload: {
      indicators: Array.from({ length: CONTRACTS }, (_, i) => ({
        cid: i + 1,
        lp: (100 + i + random()).toFixed(2),
        pcr: (random() / 10 - 0.05).toFixed(4),
        pv: (random() * 1e6).toFixed(0),
        pt: (random() * 1e8).toFixed(0),
        mp: (100 + i + random()).toFixed(2),
        ip: (100 + i + random()).toFixed(2),
      })),
    },
  };
}

function orderMessage(): RealtimeMessage {
  return {
    topic: 'match',
    payload: {
      type: random() < 0.5 ? 3004 : 3016,
      data: [
        wireOrder(
          Math.floor(random() * 400) + 1,
          orderStatuses[Math.floor(random() * orderStatuses.length)] ?? 2,
          { price: (100 + random()).toFixed(2), quantity: (random() * 3).toFixed(3) },
        ),
      ],
    },
  };
}

/** Mix: 45 % ticks, 35 % depth snapshots, 15 % order updates, 5 % indicator batches (50 contracts each). */
function buildPool(): RealtimeMessage[] {
  const pool: RealtimeMessage[] = [];
  for (let i = 0; i < POOL_SIZE; i += 1) {
    const r = random();
    if (r < 0.45) pool.push(tickMessage());
    else if (r < 0.8) pool.push(depthMessage());
    else if (r < 0.95) pool.push(orderMessage());
    else pool.push(indicatorMessage());
  }
  return pool;
}

function run(
  pool: RealtimeMessage[],
  count: number,
  perFrame: number,
): { seconds: number; writes: number; frames: number } {
  const store = createRealtimeStore();
  let writes = 0;
  let sink = 0;
  store.subscribe((state) => {
    writes += 1;
    sink += state.positions.length;
  });
  let frames = 0;
  let pendingFrame: (() => void) | null = null;
  const batcher = createFrameBatcher(
    (messages) => store.getState().messagesReceived(messages),
    (flush) => {
      pendingFrame = flush;
    },
  );
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const message = pool[i % POOL_SIZE] as RealtimeMessage;
    batcher.push(message);
    if ((i + 1) % perFrame === 0 && pendingFrame) {
      const frame: () => void = pendingFrame;
      pendingFrame = null;
      frames += 1;
      frame();
    }
  }
  batcher.flush();
  const seconds = (performance.now() - started) / 1000;
  if (sink < 0) console.log(sink);
  const state = store.getState();
  if (
    Object.keys(state.depth).length !== CONTRACTS ||
    Object.keys(state.indicators).length !== CONTRACTS
  ) {
    throw new Error('store did not ingest the mix');
  }
  for (const trades of Object.values(state.trades))
    if (trades.length > 50) throw new Error('trade cap broken');
  return { seconds, writes, frames };
}

const pool = buildPool();
const counts = pool.reduce<Record<string, number>>((acc, m) => {
  acc[m.topic] = (acc[m.topic] ?? 0) + 1;
  return acc;
}, {});
console.log(`node ${process.version}; pool of ${POOL_SIZE} messages: ${JSON.stringify(counts)}`);
console.log(`messages per frame: ${PER_FRAME}; measured messages per run: ${MEASURED}`);

run(pool, WARMUP, PER_FRAME);
const rates: number[] = [];
for (let r = 0; r < RUNS; r += 1) {
  const { seconds, writes, frames } = run(pool, MEASURED, PER_FRAME);
  const rate = MEASURED / seconds;
  rates.push(rate);
  console.log(
    `run ${r + 1}: ${seconds.toFixed(3)} s, ${Math.round(rate).toLocaleString('en-US')} msg/s, ${frames} frames, ${writes} store writes`,
  );
}

// For contrast: the same mix with one store write per message (no batching).
const unbatchedCount = 200_000;
const unbatched = run(pool, unbatchedCount, 1);
console.log(
  `unbatched (1 write per message): ${Math.round(unbatchedCount / unbatched.seconds).toLocaleString('en-US')} msg/s, ${unbatched.writes} store writes`,
);

rates.sort((a, b) => a - b);
const median = Math.round(rates[Math.floor(rates.length / 2)] ?? 0);
console.log(`median of ${RUNS} runs; goal 200000 msg/s: ${median >= 200_000 ? 'met' : 'NOT met'}`);
console.log(`RESULT store_msgs_per_s=${median}`);
