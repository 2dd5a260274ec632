/**
 * A stranger with no account must not stall a trader (issue 30). The production server runs in
 * its own process (`exchange-bench.ts`: NODE_ENV=production, engine, makers and takers, PGlite)
 * with WEB=off (no pages are needed) and a week of one-minute candles backfilled, so history pages
 * reach far beyond what any cache holds. One bystander, signed up and funded through the API,
 * places a resting limit order and cancels it every 50 ms on one keep-alive connection (20
 * orders/s, under the per-user limit of 50 changes a second): first alone, then beside an
 * anonymous flood of the heaviest public queries, both windows on the same server.
 *
 * The flood is an open loop at a fixed rate (it does not wait for answers, as a stranger would
 * not), from `addresses` source addresses on the loopback network (127.0.0.2, 127.0.0.3…, each its
 * own client to the server), alternating the app's `futureQuot/queryCandlestickList` (1 500
 * one-minute candles, a random contract, `endTime` anywhere in the week) and Binance's
 * `/fapi/v1/klines` (1 500 one-minute candles, a random symbol and `endTime`). At most 64
 * requests are in flight per address (the rest wait in the client, as a browser's would). The
 * measured flood window starts with a UTC minute, when the per-minute budgets are fresh: the
 * flood then gets through everything the limits allow, as early as it asks.
 *
 * Usage: npm run bench:noisy-neighbour -- [seconds=20] [flood requests/s=32] [addresses=1]
 * Last line: RESULT quiet_p50_ms=… quiet_p99_ms=… flood_p50_ms=… flood_p99_ms=… ratio=…
 * flood_429=… flood_ok=…, where the latencies are the bystander's `order/place` answers, ratio is
 * flood p50 ÷ quiet p50, and flood_429 / flood_ok count the flood's answers in the flood window.
 * Goal: ratio ≤ 2 and flood p99 ≤ 50 ms.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contractCode, contracts } from '../lib/contract/reference-data';
import {
  CANCEL,
  CONTRACT_ID,
  followMarket,
  PLACE,
  prepareTraders,
  priceAway,
  startBenchServer,
  stopProcess,
  wait,
  type Market,
} from './exchange-bench';
import {
  Connection,
  envelopeAnswer,
  Latencies,
  postRequest,
  processCpuMs,
} from './orders-http-load';

const seconds = Number(process.argv[2] ?? 20);
const floodRate = Number(process.argv[3] ?? 32);
const addresses = Number(process.argv[4] ?? 1);
const WARMUP_SECONDS = 3;
const BACKFILL_DAYS = 7;
/** One bystander order (place + cancel) starts every this many ms. */
const ORDER_INTERVAL_MS = 50;
const FLOOD_IN_FLIGHT_PER_ADDRESS = 64;
const MINUTE = 60_000;

interface Bystander {
  place: Latencies;
  cancel: Latencies;
  failures: Map<string, number>;
}

/** Places and cancels one resting order every ORDER_INTERVAL_MS until `running()` is false. */
async function runBystander(
  port: number,
  host: string,
  token: string,
  market: () => Market,
  measuring: () => boolean,
  running: () => boolean,
): Promise<Bystander> {
  const connection = await Connection.open(port);
  const result: Bystander = {
    place: new Latencies(),
    cancel: new Latencies(),
    failures: new Map(),
  };
  const timed = async (kind: 'place' | 'cancel', request: string) => {
    const started = process.hrtime.bigint();
    const response = await connection.send(request);
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    const answer = envelopeAnswer(response.status, response.body);
    if (measuring()) {
      if (answer.ok) result[kind].add(micros);
      else {
        const what = `${kind} ${response.status} ${answer.code}`;
        result.failures.set(what, (result.failures.get(what) ?? 0) + 1);
      }
    }
    return answer;
  };
  let n = 0;
  let next = Date.now();
  try {
    while (running()) {
      const buy = n++ % 2 === 0;
      const body = JSON.stringify({
        contractId: CONTRACT_ID,
        side: buy ? 'buy' : 'sell',
        orderType: 1,
        quantity: '0.002',
        price: priceAway(market(), buy ? -3 : 3),
        timeInForce: 'GTC',
      });
      const placed = await timed('place', postRequest(host, PLACE, token, body));
      if (placed.ok) {
        const orderId = (placed.data as { orderId: number }).orderId;
        await timed('cancel', postRequest(host, CANCEL, token, JSON.stringify({ orderId })));
      }
      next = Math.max(Date.now(), next + ORDER_INTERVAL_MS);
      await wait(next - Date.now());
    }
  } finally {
    connection.close();
  }
  return result;
}

interface Flood {
  counts: Map<number, number>;
  stop(): Promise<void>;
}

/** The heaviest public queries, one after the other: the app's candles, then Binance's klines. */
function floodPath(n: number, now: number): string {
  const contract = contracts[Math.floor(Math.random() * contracts.length)] ?? contracts[0];
  const contractId = contract?.contractId ?? CONTRACT_ID;
  // Anywhere in the backfilled week, so no two requests ask for the same page.
  const endTime = now - Math.floor(Math.random() * BACKFILL_DAYS * 24 * 60) * MINUTE;
  if (n % 2 === 0)
    return `/api/futures/futureQuot/queryCandlestickList?contractId=${contractId}&range=60000&limit=1500&endTime=${endTime}`;
  const symbol = contract ? contractCode(contract.name) : 'BTCUSDT';
  return `/fapi/v1/klines?symbol=${symbol}&interval=1m&limit=1500&endTime=${endTime}`;
}

/** An open loop at `rate` requests/s over `addresses` loopback source addresses. */
function startFlood(port: number, rate: number, measuring: () => boolean): Flood {
  const agents = Array.from(
    { length: addresses },
    (_, i) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: FLOOD_IN_FLIGHT_PER_ADDRESS,
        localAddress: `127.0.0.${i + 2}`,
      }),
  );
  const counts = new Map<number, number>();
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const started = Date.now();
  let running = true;
  const send = (n: number) => {
    const agent = agents[n % agents.length];
    const request = new Promise<void>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: floodPath(n, Date.now()), agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (measuring())
              counts.set(res.statusCode ?? 0, (counts.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
          res.on('error', () => resolve());
        },
      );
      req.on('error', () => {
        if (measuring()) counts.set(0, (counts.get(0) ?? 0) + 1);
        resolve();
      });
    });
    pending.add(request);
    void request.then(() => pending.delete(request));
  };
  const timer = setInterval(() => {
    if (!running) return;
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    while (sent < due) send(sent++);
  }, 5);
  return {
    counts,
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(pending);
      for (const agent of agents) agent.destroy();
    },
  };
}

/**
 * Microseconds some runnable task of the machine waited for a core (Linux pressure stall
 * information; 0 elsewhere): other work on the shared machine shows here, not in the server's CPU.
 */
function cpuStallMicros(): number {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? '';
    return Number(/total=(\d+)/.exec(some)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function line(name: string, b: Bystander, serverCpuPercent: number, stallPercent: number): string {
  const failures = [...b.failures].map(([what, n]) => `${what}: ${n}`).join(', ');
  return `${name}: place ${b.place.count} p50 ${b.place.percentile(50).toFixed(1)} ms, p99 ${b.place
    .percentile(99)
    .toFixed(1)} ms, max ${b.place.percentile(100).toFixed(1)} ms; cancel p50 ${b.cancel
    .percentile(50)
    .toFixed(
      1,
    )} ms, p99 ${b.cancel.percentile(99).toFixed(1)} ms; failures: ${failures || 'none'}; server CPU ${serverCpuPercent.toFixed(0)} % of a core (all threads); some task waiting for a core ${stallPercent.toFixed(0)} % of the time`;
}

async function window(
  port: number,
  host: string,
  token: string,
  market: () => Market,
  flood: boolean,
  serverPid: number | undefined,
): Promise<{
  bystander: Bystander;
  counts: Map<number, number>;
  serverCpuPercent: number;
  stallPercent: number;
}> {
  let measuring = false;
  let running = true;
  // Budgets are per UTC minute: the flood window opens with the minute, so the flood spends a
  // whole minute's budget inside it (the most the limit lets through), whatever the start time.
  if (flood) await wait(MINUTE - ((Date.now() + WARMUP_SECONDS * 1000) % MINUTE));
  const floodRun = flood ? startFlood(port, floodRate, () => measuring) : undefined;
  const bystander = runBystander(
    port,
    host,
    token,
    market,
    () => measuring,
    () => running,
  );
  await wait(WARMUP_SECONDS * 1000);
  measuring = true;
  const cpuBefore = processCpuMs(serverPid);
  const stallBefore = cpuStallMicros();
  await wait(seconds * 1000);
  const serverCpuPercent = (processCpuMs(serverPid) - cpuBefore) / 10 / seconds;
  const stallPercent = (cpuStallMicros() - stallBefore) / 10_000 / seconds;
  measuring = false;
  running = false;
  const result = await bystander;
  await floodRun?.stop();
  return {
    bystander: result,
    counts: floodRun?.counts ?? new Map(),
    serverCpuPercent,
    stallPercent,
  };
}

async function main(): Promise<void> {
  console.log(
    `bench:noisy-neighbour — ${os.cpus().length} cores (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}); flood ${floodRate} requests/s from ${addresses} address(es), windows of ${seconds} s after ${WARMUP_SECONDS} s`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-noisy-neighbour-'));
  const started = Date.now();
  const server = await startBenchServer({
    dataDir,
    env: { WEB: 'off', CANDLE_BACKFILL_DAYS: String(BACKFILL_DAYS) },
  });
  try {
    const { url } = server;
    const port = Number(new URL(url).port);
    const host = new URL(url).host;
    console.log(
      `server (NODE_ENV=production, WEB=off, PGlite, ${BACKFILL_DAYS} days of candles) listening at ${url} after ${Date.now() - started} ms; logs in ${server.logFile}`,
    );
    const [bystander] = await prepareTraders(url, 1, { apiKeys: false });
    if (!bystander) throw new Error('no bystander');
    const market = await followMarket(url);
    try {
      const pid = server.child.pid;
      const quiet = await window(port, host, bystander.token, market.current, false, pid);
      console.log(line('quiet', quiet.bystander, quiet.serverCpuPercent, quiet.stallPercent));
      const flood = await window(port, host, bystander.token, market.current, true, pid);
      console.log(
        line('beside the flood', flood.bystander, flood.serverCpuPercent, flood.stallPercent),
      );
      const counts = [...flood.counts]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(`flood answers in the window: ${counts || 'none'}`);
      const quietP50 = quiet.bystander.place.percentile(50);
      const floodP50 = flood.bystander.place.percentile(50);
      const floodP99 = flood.bystander.place.percentile(99);
      const ratio = floodP50 / Math.max(0.001, quietP50);
      console.log(
        `goal: flood p50 ≤ 2 × quiet and flood p99 ≤ 50 ms: ${ratio <= 2 && floodP99 <= 50 ? 'met' : 'not met'}`,
      );
      console.log(
        `RESULT quiet_p50_ms=${quietP50.toFixed(1)} quiet_p99_ms=${quiet.bystander.place.percentile(99).toFixed(1)} flood_p50_ms=${floodP50.toFixed(1)} flood_p99_ms=${floodP99.toFixed(1)} ratio=${ratio.toFixed(2)} flood_429=${flood.counts.get(429) ?? 0} flood_ok=${flood.counts.get(200) ?? 0}`,
      );
    } finally {
      market.stop();
    }
  } finally {
    await stopProcess(server.child, server.exited);
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
