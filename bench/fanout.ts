/**
 * Socket fan-out benchmark on the living exchange: the production server as `npm start` runs it
 * (NODE_ENV=production, the Next.js app in the process, engine, makers, takers, coalesced
 * publishing) runs in this process and serves a page before the clients connect, so the sockets
 * take the same path as a browser's (it needs `npm run build` first); N socket.io clients in
 * child processes subscribe to the order book and trades of three contracts over loopback. Three windows on the same clients:
 *   1. living market: books published as the makers and takers change them (what users get);
 *   2. busy books: every book republished every 100 ms (the coalescing maximum, 10 depth frames a
 *      second per contract), with the gateway's batched delivery (one write per socket per flush);
 *   3. the same busy books through socket.io's own room broadcast (one write per frame): the peer.
 * Each prints messages delivered per second, p50/p99 delivery latency (server stamp → client
 * receipt, same clock; trades are stamped at the trade, so their latency includes the journal's
 * fsync and the coalescing wait), this process's CPU and event-loop delay, and the clients' CPU.
 * PGlite by default; BENCH_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database.
 * Usage: `npm run bench:fanout -- [clients=2000] [seconds=10] [client processes=2]`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ExchangeServer } from '../server/http-server';
import type { DeliveryMode } from '../server/realtime/gateway';
import { startTestServer } from '../tests/api/harness';
import type { FromParent, WindowResult } from './fanout-clients';

const clients = Number(process.argv[2] ?? 2000);
const seconds = Number(process.argv[3] ?? 10);
const processes = Number(process.argv[4] ?? 2);
const symbols = 'BTCUSDT,ETHUSDT,SOLUSDT';
const BUCKETS = 10_000;

type FromChild = { type: 'ready'; clients: number } | WindowResult;

interface Phase {
  name: string;
  delivery: DeliveryMode;
  busyBooks: boolean;
}

interface PhaseResult {
  messagesPerSecond: number;
  p50: number;
  p99: number;
  disconnects: number;
}

function percentile(histogram: readonly number[], p: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (const [ms, n] of histogram.entries()) {
    seen += n;
    if (seen >= (total * p) / 100) return ms;
  }
  return histogram.length;
}

function next(child: ChildProcess, type: FromChild['type']): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromChild) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`client process exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function runPhase(
  server: ExchangeServer,
  children: readonly ChildProcess[],
  phase: Phase,
): Promise<PhaseResult> {
  server.gateway.setDeliveryMode(phase.delivery);
  const busy = phase.busyBooks
    ? setInterval(() => server.exchange?.pump.markAllBooksChanged(), 100)
    : undefined;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const writesBefore = server.gateway.socketWrites;
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const results = children.map((child) => next(child, 'result'));
  const start: FromParent = { type: 'start', seconds };
  for (const child of children) child.send(start);
  const done = (await Promise.all(results)).flatMap((r) => (r.type === 'result' ? [r] : []));
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = Number(process.hrtime.bigint() - wallBefore) / 1e6;
  loop.disable();
  if (busy) clearInterval(busy);
  const sum = (kind: 'depth' | 'tick') => {
    const total = new Array<number>(BUCKETS).fill(0);
    for (const r of done) r[kind].forEach((n, ms) => (total[ms] = (total[ms] ?? 0) + n));
    return total;
  };
  const depth = sum('depth');
  const tick = sum('tick');
  const all = depth.map((n, ms) => n + (tick[ms] ?? 0));
  const count = (h: number[]) => h.reduce((a, b) => a + b, 0);
  const messages = count(all);
  const clientCpuMs = done.reduce((a, r) => a + r.cpuMs, 0);
  const result = {
    messagesPerSecond: Math.round(messages / seconds),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    disconnects: done.reduce((a, r) => a + r.disconnects, 0),
  };
  console.log(`\n${phase.name}`);
  console.log(
    `  ${messages} messages in ${seconds} s: ${result.messagesPerSecond}/s; latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${percentile(all, 100)} ms; ${result.disconnects} disconnects`,
  );
  for (const [kind, h] of [
    ['depth', depth],
    ['trades', tick],
  ] as const) {
    console.log(
      `  ${kind}: ${count(h)} frames, p50 ${percentile(h, 50)} ms, p99 ${percentile(h, 99)} ms`,
    );
  }
  const writes = server.gateway.socketWrites - writesBefore;
  console.log(
    `  server CPU ${(((cpu.user + cpu.system) / 1000 / wallMs) * 100).toFixed(0)} % of one core (user ${Math.round(cpu.user / 1000)} ms, system ${Math.round(cpu.system / 1000)} ms); batched socket writes ${Math.round(writes / seconds)}/s`,
  );
  console.log(
    `  server event-loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; client processes CPU ${((clientCpuMs / wallMs) * 100).toFixed(0)} % of one core`,
  );
  return result;
}

async function main(): Promise<void> {
  // With BENCH_DATABASE_URL: a fresh database on that PostgreSQL server (dropped by stop()).
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const test = await startTestServer(
    baseUrl ? { name: 'postgres', baseUrl } : { name: 'pglite', baseUrl: undefined },
    {
      CANDLE_BACKFILL_DAYS: '0',
      MARKET_SIMULATION: 'on',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB: 'on',
      DEV_DELIVERY: 'on',
      // Every client connects from loopback: one address holding them all.
      REALTIME_CONNECTIONS_PER_ADDRESS: String(clients + 100),
    },
  );
  const { server } = test;
  // Next once attached its own upgrade handling on the first page request: serve one first.
  const page = await fetch(`${server.url}/en/futures/BTCUSDT`);
  if (page.status !== 200) throw new Error(`the futures page answered ${page.status}`);
  await page.text();
  const children: ChildProcess[] = [];
  try {
    const connectStarted = Date.now();
    for (let i = 0; i < processes; i++) {
      const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
      children.push(
        fork(
          path.join(import.meta.dirname, 'fanout-clients.ts'),
          [server.url, String(count), symbols],
          { execArgv: ['--import', 'tsx'] },
        ),
      );
    }
    await Promise.all(children.map((child) => next(child, 'ready')));
    console.log(
      `${clients} clients connected and subscribed in ${Date.now() - connectStarted} ms (${processes} client processes)`,
    );
    const living = await runPhase(server, children, {
      name: '1. living market, batched delivery',
      delivery: 'batched',
      busyBooks: false,
    });
    const busy = await runPhase(server, children, {
      name: '2. busy books (every book every 100 ms), batched delivery',
      delivery: 'batched',
      busyBooks: true,
    });
    const peer = await runPhase(server, children, {
      name: '3. busy books, socket.io room broadcast (peer)',
      delivery: 'broadcast',
      busyBooks: true,
    });
    console.log(
      `\nbusy books: batched delivers ${(busy.messagesPerSecond / Math.max(1, peer.messagesPerSecond)).toFixed(2)}× the messages at ${(peer.p99 / Math.max(1, busy.p99)).toFixed(2)}× lower p99 than socket.io broadcast`,
    );
    console.log(
      `RESULT clients=${clients} msgs_per_s=${living.messagesPerSecond} p50_ms=${living.p50} p99_ms=${living.p99} busy_msgs_per_s=${busy.messagesPerSecond} busy_p99_ms=${busy.p99} peer_busy_msgs_per_s=${peer.messagesPerSecond} peer_busy_p99_ms=${peer.p99} ratio_p99=${(peer.p99 / Math.max(1, busy.p99)).toFixed(2)} disconnects=${living.disconnects + busy.disconnects + peer.disconnects}`,
    );
  } finally {
    const stop: FromParent = { type: 'stop' };
    for (const child of children) if (child.exitCode === null) child.send(stop);
    await test.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
