/**
 * How far the private histories trail an order's answer, and what the order costs to answer
 * (issue 33 item 11). The server runs as `npm start` runs it (its own process, engine, market
 * makers and takers, so the history writers are busy with the makers' rows), WEB=off by default
 * (no Next build needed). A few traders, one request in flight each, place market orders against
 * the makers' book (buy, then sell, so positions stay small); right after each answer the trader
 * reads its trade history once (`atOnce`: was the fill there?), then polls it every 60 ms until the
 * fill is there (`lag`: from the answer to the first read that had it). Each trader starts an
 * order at most every 150 ms and reads at most every 60 ms, below the per-user limits (50 changes
 * and 20 reads a second), so no answer is a 429.
 * PGlite by default; BENCH_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database.
 * Usage: npx tsx bench/history-lag.ts [traders=4] [orders per trader=50]
 * Last line: RESULT place_p50_ms=… place_p99_ms=… at_once=…/… lag_p50_ms=… lag_p99_ms=…
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '../tests/api/harness';
import { futures } from '../tests/api/trading-client';
import { CONTRACT_ID, prepareTraders, startBenchServer, stopProcess, wait } from './exchange-bench';

const traderCount = Number(process.argv[2] ?? 4);
const ordersEach = Number(process.argv[3] ?? 50);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(url: string) {
  const call = futures(url);
  const traders = await prepareTraders(url, traderCount, { apiKeys: false });
  // The makers need a moment to fill the book after the start.
  await wait(3000);
  const place: number[] = [];
  const lag: number[] = [];
  let atOnce = 0;
  let refused = 0;
  await Promise.all(
    traders.map(async ({ token }) => {
      for (let i = 0; i < ordersEach; i++) {
        const started = performance.now();
        const next = wait(150);
        const placed = await call('future/order/place', token, {
          contractId: CONTRACT_ID,
          side: i % 2 === 0 ? 'buy' : 'sell',
          orderType: 3,
          quantity: '0.002',
        });
        const answered = performance.now();
        if (placed.code !== 0 || placed.data.orderStatus !== 4) {
          if (refused++ === 0) console.log(`first refusal: ${JSON.stringify(placed)}`);
          continue;
        }
        place.push(answered - started);
        const orderId = placed.data.orderId;
        for (let read = 0; ; read++) {
          const trades = await call(`future/trade/history?contractId=${CONTRACT_ID}`, token);
          if (trades.code !== 0) throw new Error(`trade history: ${JSON.stringify(trades)}`);
          const list = trades.data.list as { orderId: unknown }[];
          if (list.some((t) => t.orderId === orderId)) {
            if (read === 0) atOnce++;
            lag.push(performance.now() - answered);
            break;
          }
          if (performance.now() - answered > 10_000) throw new Error('fill not seen in 10 s');
          await wait(60);
        }
        await next;
      }
    }),
  );
  return { place, lag, atOnce, refused };
}

async function main(): Promise<void> {
  console.log(
    `bench:history-lag — ${traderCount} traders × ${ordersEach} market orders (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-history-lag-'));
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const database = baseUrl ? await freshPostgresDatabase(baseUrl) : undefined;
  const server = await startBenchServer({
    dataDir,
    databaseUrl: database?.url,
    env: { WEB: process.env.WEB ?? 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  try {
    const { place, lag, atOnce, refused } = await run(server.url);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `place: ${place.length} filled (${refused} refused or not filled), p50 ${f(percentile(place, 50))} ms, p99 ${f(percentile(place, 99))} ms, max ${f(percentile(place, 100))} ms`,
    );
    console.log(
      `trade history right after the answer: ${atOnce}/${lag.length} had the fill; answer → fill readable p50 ${f(percentile(lag, 50))} ms, p99 ${f(percentile(lag, 99))} ms, max ${f(percentile(lag, 100))} ms`,
    );
    console.log(
      `RESULT place_p50_ms=${f(percentile(place, 50))} place_p99_ms=${f(percentile(place, 99))} at_once=${atOnce}/${lag.length} lag_p50_ms=${f(percentile(lag, 50))} lag_p99_ms=${f(percentile(lag, 99))}`,
    );
  } finally {
    await stopProcess(server.child, server.exited);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
