/**
 * Orders through the Binance-compatible layer with CCXT, against the app's own order API, in one
 * run on one server: `server/main.ts` in its own process as `npm start` runs it (NODE_ENV=
 * production, Next in the process, engine, market makers and takers), with the demo switches the
 * README's demo sets and the Binance request-weight limit raised (one address sends everything).
 * Users sign up, pass KYC, open futures, take a demo deposit, move it to futures and create an API
 * key, all through the real API. Then, on the same users and server:
 *
 * 1. native: the load generator of `bench:orders-http` (raw keep-alive sockets, prebuilt requests)
 *    places a resting limit order on `{futures}/future/order/place` and cancels it, over and over;
 * 2. CCXT: as many concurrent loops of the npm `ccxt` package's unmodified `binanceusdm` client,
 *    one instance per user, `createOrder` (limit, GTC, 2.5–3.5 % off the mark) then `cancelOrder`,
 *    signed (HMAC-SHA256) and form-encoded exactly as CCXT sends them to Binance.
 *
 * An order counts once its answer came back (durable in the journal). The CCXT clients run in this
 * process, sharing the two cores with the server like the native load generator does.
 * Usage: npm run bench:ccxt -- [users=600] [connections=64] [seconds=15] [warmup seconds=3]
 * Last line: RESULT ccxt_orders_per_s=… native_orders_per_s=… ratio=… ccxt_p99_ms=… native_p99_ms=…
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { binanceTrader, ccxtClient, type BinanceTrader } from '../tests/api/binance-client';
import {
  Latencies,
  postRequest,
  processCpuMs,
  runClosedLoops,
  type Step,
} from './orders-http-load';

const users = Number(process.argv[2] ?? 600);
const connections = Number(process.argv[3] ?? 64);
const seconds = Number(process.argv[4] ?? 15);
const warmupSeconds = Number(process.argv[5] ?? 3);
const CONTRACT_ID = 1;
const SYMBOL = 'BTC/USDT:USDT';
const REPO = path.resolve(import.meta.dirname, '..');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string) {
  const logFile = path.join(dataDir, 'server.log');
  const out = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'],
    {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CANDLE_BACKFILL_DAYS: '0',
        DEV_DELIVERY: 'on',
        KYC_AUTO_APPROVE: 'on',
        DEMO_DEPOSIT: 'on',
        AUTH_LIMIT_SCALE: '100',
        BINANCE_WEIGHT_LIMIT: '100000000',
      },
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  const exited = once(child, 'exit');
  for (let waited = 0; waited < 120_000; waited += 200) {
    const log = await readFile(logFile, 'utf8');
    const url = /Exchange running at (http:\/\/\S+)/.exec(log)?.[1];
    if (url) return { child, url, exited };
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log.slice(-3000)}`);
    await wait(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 120 s');
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}

async function markOf(base: string): Promise<number> {
  const answer = (await (
    await fetch(`${base}/api/futures/fundingRate/current?contractId=${CONTRACT_ID}`)
  ).json()) as { data?: { markPrice?: string } };
  const mark = Number(answer.data?.markPrice);
  if (!(mark > 0)) throw new Error(`no mark price: ${JSON.stringify(answer)}`);
  return mark;
}

/** A price `percent` off the mark on BTC's 0.1 tick, as a client would compute it. */
function priceAway(mark: number, percent: number): string {
  return (Math.round((mark * (1 + percent / 100)) / 0.1) * 0.1).toFixed(1);
}

async function nativeRun(
  base: string,
  pid: number | undefined,
  traders: BinanceTrader[],
  mark: () => number,
) {
  const { host, port } = new URL(base);
  const cycles = new Uint32Array(connections);
  const cycle = (connection: number): Step => {
    const n = cycles[connection] ?? 0;
    cycles[connection] = n + 1;
    const trader = traders[(connection + n * connections) % traders.length];
    const buy = n % 2 === 0;
    const away = 2.5 + ((connection * 7 + n) % 11) / 10;
    const body = JSON.stringify({
      contractId: CONTRACT_ID,
      side: buy ? 'buy' : 'sell',
      orderType: 1,
      quantity: '0.002',
      price: priceAway(mark(), buy ? -away : away),
      timeInForce: 'GTC',
    });
    return {
      kind: 'place',
      request: postRequest(host, '/api/futures/future/order/place', trader?.token ?? '', body),
      then: ({ data }) => ({
        kind: 'cancel',
        request: postRequest(
          host,
          '/api/futures/future/order/cancel',
          trader?.token ?? '',
          JSON.stringify({ orderId: (data as { orderId: number }).orderId }),
        ),
      }),
    };
  };
  const result = await runClosedLoops({
    port: Number(port),
    connections,
    warmupSeconds,
    seconds,
    cycle,
    serverPid: pid,
  });
  const place = result.latencies.get('place');
  return {
    orders: (result.answered.get('place') ?? 0) / result.seconds,
    p50: place?.percentile(50) ?? 0,
    p99: place?.percentile(99) ?? 0,
    failures: [...result.failures].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none',
    serverCpu: result.serverCpuPercent,
  };
}

async function ccxtRun(
  base: string,
  pid: number | undefined,
  traders: BinanceTrader[],
  mark: () => number,
) {
  const first = ccxtClient(base, traders[0]?.key);
  const markets = await first.loadMarkets();
  const clients = traders.map((t) => {
    const client = ccxtClient(base, t.key);
    client.setMarkets(markets);
    return client;
  });
  const placeLatency = new Latencies();
  let counting = false;
  let stopping = false;
  let placed = 0;
  let cancelled = 0;
  const failures = new Map<string, number>();
  const loop = async (connection: number) => {
    for (let n = 0; !stopping; n++) {
      const client = clients[(connection + n * connections) % clients.length];
      if (!client) return;
      const buy = n % 2 === 0;
      const away = 2.5 + ((connection * 7 + n) % 11) / 10;
      const started = performance.now();
      try {
        const order = await client.createOrder(
          SYMBOL,
          'limit',
          buy ? 'buy' : 'sell',
          0.002,
          Number(priceAway(mark(), buy ? -away : away)),
        );
        if (counting) {
          placeLatency.add((performance.now() - started) * 1000);
          placed++;
        }
        if (!order.id) throw new Error('no order id');
        await client.cancelOrder(order.id, SYMBOL);
        if (counting) cancelled++;
      } catch (error) {
        if (counting) {
          const name = (error as Error).constructor.name;
          failures.set(name, (failures.get(name) ?? 0) + 1);
        }
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => loop(i));
  await wait(warmupSeconds * 1000);
  const cpuBefore = process.cpuUsage();
  const serverBefore = processCpuMs(pid);
  const startedAt = performance.now();
  counting = true;
  await wait(seconds * 1000);
  counting = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const serverCpu = ((processCpuMs(pid) - serverBefore) / (elapsed * 1000)) * 100;
  const cpu = process.cpuUsage(cpuBefore);
  stopping = true;
  await Promise.all(loops);
  return {
    orders: placed / elapsed,
    cancels: cancelled / elapsed,
    p50: placeLatency.percentile(50),
    p99: placeLatency.percentile(99),
    failures: [...failures].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none',
    serverCpu,
    clientCpu: ((cpu.user + cpu.system) / 1000 / (elapsed * 1000)) * 100,
  };
}

async function main(): Promise<void> {
  console.log(
    `bench:ccxt — ${os.cpus().length} cores shared by the server and the clients (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ccxt-'));
  const server = await startServer(dataDir);
  try {
    const started = Date.now();
    let ready = 0;
    const traders = await pool(
      Array.from({ length: users }, (_, i) => i),
      16,
      async () => {
        const trader = await binanceTrader(server.url, '2000');
        if (++ready % 100 === 0) console.log(`  ${ready} users ready`);
        return trader;
      },
    );
    console.log(
      `${users} users with KYC, futures, funds and an API key through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    let mark = await markOf(server.url);
    const refresh = setInterval(() => {
      markOf(server.url).then(
        (fresh) => (mark = fresh),
        () => undefined,
      );
    }, 2000);
    try {
      const native = await nativeRun(server.url, server.child.pid, traders, () => mark);
      console.log(
        `\nnative (bench:orders-http's load generator, ${connections} keep-alive connections): ${Math.round(native.orders)} orders/s, place p50 ${native.p50.toFixed(1)} ms, p99 ${native.p99.toFixed(1)} ms; server CPU ${native.serverCpu.toFixed(0)} %; failures ${native.failures}`,
      );
      const viaCcxt = await ccxtRun(server.url, server.child.pid, traders, () => mark);
      console.log(
        `CCXT binanceusdm (${connections} concurrent clients in this process): ${Math.round(viaCcxt.orders)} orders/s (${Math.round(viaCcxt.cancels)} cancels/s), createOrder p50 ${viaCcxt.p50.toFixed(1)} ms, p99 ${viaCcxt.p99.toFixed(1)} ms; server CPU ${viaCcxt.serverCpu.toFixed(0)} %, CCXT clients ${viaCcxt.clientCpu.toFixed(0)} %; failures ${viaCcxt.failures}`,
      );
      const ratio = viaCcxt.orders / native.orders;
      console.log(`ratio ${ratio.toFixed(2)} (goal ≥ 0.8): ${ratio >= 0.8 ? 'met' : 'not met'}`);
      console.log(
        `RESULT ccxt_orders_per_s=${Math.round(viaCcxt.orders)} native_orders_per_s=${Math.round(native.orders)} ratio=${ratio.toFixed(2)} ccxt_p99_ms=${viaCcxt.p99.toFixed(1)} native_p99_ms=${native.p99.toFixed(1)}`,
      );
    } finally {
      clearInterval(refresh);
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
