/**
 * Orders through the Binance-compatible layer with CCXT, against the app's own order API, in one
 * run on one server: `server/main.ts` in its own process as `npm start` runs it (NODE_ENV=
 * production, Next in the process, engine, market makers and takers), with the demo switches the
 * README's demo sets and the Binance request-weight limit raised (one address sends everything).
 * Users sign up, pass KYC, open futures, take a demo deposit, move it to futures and create an API
 * key, all through the real API (`exchange-bench.ts`, shared with `bench:orders-http`). Then, on
 * the same users and server, each side with the same number of client processes (one: this one)
 * and keep-alive connections, one request in flight on each:
 *
 * 1. native: the load generator of `bench:orders-http` (raw keep-alive sockets, prebuilt requests)
 *    places a resting limit order on `{futures}/future/order/place` and cancels it, over and over;
 * 2. compat: the requests CCXT sends (form-encoded POST and DELETE `/fapi/v1/order`, its headers,
 *    a newClientOrderId, timestamp and recvWindow, HMAC-SHA256 with each user's API key) written by
 *    the native side's generator (`binance-signed-load.ts`), so the layer is measured with a client
 *    as cheap as the native one; any answer that is not a success fails the bench;
 * 3. CCXT: the npm `ccxt` package's unmodified `binanceusdm`, one instance per user (its own API
 *    key), markets loaded once and given to every instance, no rate limiter, no time sync;
 *    connection c's loop cycles through its users' instances, which share one keep-alive socket
 *    (the undici dispatcher of the loop's first instance). `createOrder` (limit, GTC, 2.5–3.5 %
 *    off the mark) then `cancelOrder`, signed (HMAC-SHA256) and form-encoded as CCXT sends them;
 * 4. the same CCXT loops against a stub (`ccxt-stub.ts`, a bare Node server answering a fixed
 *    order) after the exchange has stopped: what CCXT costs on its own, per order.
 *
 * An order counts once its answer came back (durable in the journal). Each side's client CPU and
 * the server's are measured over the window (`/proc`), and printed per order.
 * BENCH_CPU_PROF=<folder> runs the server with `node --cpu-prof`; the profile lands there with
 * native.window.json, compat.window.json and ccxt.window.json (each window on the profile's clock, µs).
 * Needs `npm run build` first. Usage:
 *   npm run bench:ccxt -- [users=600] [connections=64] [seconds=15] [warmup seconds=3]
 * Last line: RESULT ccxt_orders_per_s=… native_orders_per_s=… ratio=… compat_orders_per_s=…
 *   compat_p99_ms=… compat_ratio=… ccxt_p99_ms=… native_p99_ms=… ccxt_client_us_per_order=…
 *   ccxt_stub_orders_per_s=… (compat_ratio = compat ÷ native)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { binanceusdm } from 'ccxt';
import { ccxtClient } from '../tests/api/binance-client';
import {
  followMarket,
  nativePlaceCancel,
  nthOrder,
  prepareTraders,
  priceAway,
  REPO,
  saveProfileWindow,
  startBenchServer,
  stopProcess,
  wait,
  type BenchTrader,
  type Market,
} from './exchange-bench';
import { binanceAnswer, signedPlaceCancel } from './binance-signed-load';
import {
  Latencies,
  processCpuMs,
  runClosedLoops,
  type Answer,
  type Step,
} from './orders-http-load';

const users = Number(process.argv[2] ?? 600);
const connections = Number(process.argv[3] ?? 64);
const seconds = Number(process.argv[4] ?? 15);
const warmupSeconds = Number(process.argv[5] ?? 3);
const SYMBOL = 'BTC/USDT:USDT';
/** Seconds the server's own CPU is measured with no client load. */
const IDLE_SECONDS = 5;

interface SideResult {
  orders: number;
  p50: number;
  p99: number;
  failures: string;
  /** The server's CPU over the window, % of one core (the stub's for the stub run). */
  serverCpu: number;
  /** This process's CPU over the window, % of one core. */
  clientCpu: number;
}

const perOrder = (cpuPercent: number, orders: number) =>
  orders > 0 ? (cpuPercent * 10_000) / orders : 0;

function describe(name: string, side: SideResult): string {
  return `${name}: ${Math.round(side.orders)} orders/s, place p50 ${side.p50.toFixed(1)} ms, p99 ${side.p99.toFixed(1)} ms; CPU per order: clients ${perOrder(side.clientCpu, side.orders).toFixed(0)} µs (${side.clientCpu.toFixed(0)} % of a core), server ${perOrder(side.serverCpu, side.orders).toFixed(0)} µs (${side.serverCpu.toFixed(0)} %); failures ${side.failures}`;
}

/** A closed-loop load of `runClosedLoops` on the exchange: its orders, latency and CPU. */
async function loopRun(
  base: string,
  pid: number | undefined,
  profileName: string,
  cycle: (host: string) => (connection: number) => Step,
  read?: (status: number, body: string) => Answer,
): Promise<SideResult & { failedAnswers: number; lostConnections: number }> {
  const { host, port } = new URL(base);
  const result = await runClosedLoops({
    port: Number(port),
    connections,
    warmupSeconds,
    seconds,
    cycle: cycle(host),
    serverPid: pid,
    ...(read ? { read } : {}),
  });
  await saveProfileWindow(profileName, result.window);
  const place = result.latencies.get('place');
  return {
    orders: (result.answered.get('place') ?? 0) / result.seconds,
    p50: place?.percentile(50) ?? 0,
    p99: place?.percentile(99) ?? 0,
    failures: [...result.failures].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none',
    serverCpu: result.serverCpuPercent,
    clientCpu: result.cpuPercent,
    failedAnswers: result.failedAnswers,
    lostConnections: result.lostConnections,
  };
}

type CcxtMarkets = Awaited<ReturnType<binanceusdm['loadMarkets']>>;

/**
 * One `binanceusdm` per trader, pointed at `base`, with markets loaded once (or the ones given)
 * and set on every instance; the instances of connection c (traders c, c + connections, …) share
 * the keep-alive dispatcher of the first of them, so each connection is one socket, as on the
 * native side.
 */
async function ccxtClients(
  base: string,
  traders: BenchTrader[],
  given?: CcxtMarkets,
): Promise<{ clients: binanceusdm[]; markets: CcxtMarkets }> {
  const clients = traders.map((t) => ccxtClient(base, t.key));
  const first = clients[0];
  if (!first) throw new Error('no traders');
  const markets = given ?? (await first.loadMarkets());
  for (const [index, client] of clients.entries()) {
    if (client !== first || given) client.setMarkets(markets);
    await client.loadFetchImplementation();
    const owner = clients[index % connections];
    if (owner && owner !== client) {
      const own = client.fetchDispatcher as { close?: () => Promise<void> } | undefined;
      client.fetchDispatcher = owner.fetchDispatcher;
      await own?.close?.();
    }
  }
  return { clients, markets };
}

async function ccxtRun(
  clients: binanceusdm[],
  pid: number | undefined,
  market: () => Market,
  profileName?: string,
): Promise<SideResult> {
  const placeLatency = new Latencies();
  let counting = false;
  let stopping = false;
  let placed = 0;
  const failures = new Map<string, number>();
  const loop = async (connection: number) => {
    for (let n = 0; !stopping; n++) {
      const order = nthOrder(connection, n, connections, clients.length);
      const client = clients[order.trader];
      if (!client) return;
      const started = performance.now();
      try {
        const placedOrder = await client.createOrder(
          SYMBOL,
          'limit',
          order.buy ? 'buy' : 'sell',
          0.002,
          Number(priceAway(market(), order.percentOff)),
        );
        if (counting) {
          placeLatency.add((performance.now() - started) * 1000);
          placed++;
        }
        if (!placedOrder.id) throw new Error('no order id');
        await client.cancelOrder(placedOrder.id, SYMBOL);
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
  const start = process.hrtime.bigint();
  counting = true;
  await wait(seconds * 1000);
  counting = false;
  const end = process.hrtime.bigint();
  const elapsed = Number(end - start) / 1e9;
  const serverCpu = (processCpuMs(pid) - serverBefore) / 10 / elapsed;
  const cpu = process.cpuUsage(cpuBefore);
  stopping = true;
  await Promise.all(loops);
  if (profileName) await saveProfileWindow(profileName, { start, end });
  return {
    orders: placed / elapsed,
    p50: placeLatency.percentile(50),
    p99: placeLatency.percentile(99),
    failures: [...failures].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none',
    serverCpu,
    clientCpu: ((cpu.user + cpu.system) / 1e6 / elapsed) * 100,
  };
}

/** The CCXT loops against `ccxt-stub.ts` in its own process. */
async function stubRun(
  traders: BenchTrader[],
  markets: CcxtMarkets,
  market: Market,
): Promise<SideResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ccxt-stub.ts'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`the stub exited with ${code}`)));
    });
    const { clients } = await ccxtClients(`http://127.0.0.1:${port}`, traders, markets);
    return await ccxtRun(clients, child.pid, () => market);
  } finally {
    await stopProcess(child, exited);
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:ccxt — ${os.cpus().length} cores shared by the server and the clients (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    `  native: this process, ${connections} keep-alive sockets written directly (prebuilt HTTP/1.1 requests, JSON body, session token), one request in flight each`,
  );
  console.log(
    `  compat: this process, ${connections} keep-alive sockets written directly: the requests CCXT sends (form-encoded POST and DELETE /fapi/v1/order, its headers, newClientOrderId, timestamp, recvWindow, HMAC-SHA256 with each user's API key), each signed afresh`,
  );
  console.log(
    `  CCXT:   this process, ${connections} concurrent loops with one keep-alive socket each, ${users} binanceusdm instances (one per user and API key, markets loaded once, no rate limiter, no time sync); each call builds its parameters, adds a newClientOrderId, signs HMAC-SHA256, sends through undici and parses the answer into CCXT's order`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ccxt-'));
  let native: SideResult | undefined;
  let compat: SideResult | undefined;
  let viaCcxt: SideResult | undefined;
  let lastMarket: Market | undefined;
  let traders: BenchTrader[] = [];
  let markets: CcxtMarkets | undefined;
  let idleCpu = 0;
  const server = await startBenchServer({
    dataDir,
    env: { BINANCE_WEIGHT_LIMIT: '100000000' },
  });
  try {
    traders = await prepareTraders(server.url, users, { apiKeys: true }).catch(
      async (error: unknown) => {
        console.error((await readFile(server.logFile, 'utf8')).slice(-3000));
        throw error;
      },
    );
    const market = await followMarket(server.url);
    try {
      const idleBefore = processCpuMs(server.child.pid);
      await wait(IDLE_SECONDS * 1000);
      idleCpu = (processCpuMs(server.child.pid) - idleBefore) / 10 / IDLE_SECONDS;
      console.log(
        `\nserver with no orders from the clients (engine, makers, takers, market data): ${idleCpu.toFixed(0)} % of a core`,
      );
      native = await loopRun(server.url, server.child.pid, 'native', (host) =>
        nativePlaceCancel(
          host,
          connections,
          traders.map((t) => t.token),
          market.current,
        ),
      );
      console.log(`\n${describe('native future/order/place + cancel', native)}`);
      const keys = traders.map((t) => {
        if (!t.key) throw new Error('a trader without an API key');
        return t.key;
      });
      const signed = await loopRun(
        server.url,
        server.child.pid,
        'compat',
        (host) => signedPlaceCancel(host, connections, keys, market.current),
        binanceAnswer,
      );
      compat = signed;
      console.log(describe("CCXT's requests from the lean generator via /fapi", compat));
      if (signed.failedAnswers > 0 || signed.lostConnections > 0 || signed.orders === 0) {
        throw new Error(
          `the lean generator's signed requests were not all accepted: ${signed.failedAnswers} failed answers over warm-up and window (${signed.failures} in the window), ${signed.lostConnections} lost connections, ${Math.round(signed.orders)} orders/s`,
        );
      }
      const ccxt = await ccxtClients(server.url, traders);
      markets = ccxt.markets;
      viaCcxt = await ccxtRun(ccxt.clients, server.child.pid, market.current, 'ccxt');
      console.log(describe('CCXT createOrder + cancelOrder via /fapi', viaCcxt));
      lastMarket = market.current();
    } finally {
      market.stop();
    }
  } finally {
    await stopProcess(server.child, server.exited);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!native || !compat || !viaCcxt || !lastMarket || !markets) return;
  const stub = await stubRun(traders, markets, lastMarket);
  console.log(describe('CCXT alone against a stub server (no exchange)', stub));
  const clientUs = perOrder(viaCcxt.clientCpu, viaCcxt.orders);
  const stubClientUs = perOrder(stub.clientCpu, stub.orders);
  const nativeClientUs = perOrder(native.clientCpu, native.orders);
  const nativeServerUs = perOrder(native.serverCpu, native.orders);
  const ccxtServerUs = perOrder(viaCcxt.serverCpu, viaCcxt.orders);
  const cores = os.cpus().length;
  // The server's own work (makers, takers, market data) goes on whatever the clients send.
  const nativeOrderUs = perOrder(Math.max(0, native.serverCpu - idleCpu), native.orders);
  const ccxtOrderUs = perOrder(Math.max(0, viaCcxt.serverCpu - idleCpu), viaCcxt.orders);
  const compatClientUs = perOrder(compat.clientCpu, compat.orders);
  const compatServerUs = perOrder(compat.serverCpu, compat.orders);
  const compatOrderUs = perOrder(Math.max(0, compat.serverCpu - idleCpu), compat.orders);
  console.log(
    `\nCPU per order (place + cancel): native clients ${nativeClientUs.toFixed(0)} µs + server ${nativeServerUs.toFixed(0)} µs (${nativeOrderUs.toFixed(0)} µs above its idle load); lean signed clients ${compatClientUs.toFixed(0)} µs + server ${compatServerUs.toFixed(0)} µs (${compatOrderUs.toFixed(0)} µs above its idle load); CCXT clients ${clientUs.toFixed(0)} µs (${stubClientUs.toFixed(0)} µs against the stub) + server ${ccxtServerUs.toFixed(0)} µs (${ccxtOrderUs.toFixed(0)} µs above its idle load)`,
  );
  // What the two cores could do if nothing else ran: their time less the server's idle load,
  // over each side's client + server CPU per order.
  const available = cores * 1e6 - idleCpu * 1e4;
  const nativeCeiling = available / (nativeClientUs + nativeOrderUs);
  const ccxtCeiling = available / (clientUs + ccxtOrderUs);
  console.log(
    `ceiling from CPU alone on ${cores} cores: native ${Math.round(nativeCeiling)} orders/s, CCXT ${Math.round(ccxtCeiling)} orders/s (ratio ${(ccxtCeiling / nativeCeiling).toFixed(2)}); CCXT's clients alone take ${((clientUs / (clientUs + ccxtOrderUs)) * 100).toFixed(0)} % of each CCXT order's CPU`,
  );
  const ratio = viaCcxt.orders / native.orders;
  const compatRatio = compat.orders / native.orders;
  console.log(`ratio ${ratio.toFixed(2)} (goal ≥ 0.8): ${ratio >= 0.8 ? 'met' : 'not met'}`);
  console.log(
    `compat ratio (the layer with a client as cheap as the native one) ${compatRatio.toFixed(2)}: ${compatRatio >= 0.8 ? 'met' : 'not met'}`,
  );
  console.log(
    `RESULT ccxt_orders_per_s=${Math.round(viaCcxt.orders)} native_orders_per_s=${Math.round(native.orders)} ratio=${ratio.toFixed(2)} compat_orders_per_s=${Math.round(compat.orders)} compat_p99_ms=${compat.p99.toFixed(1)} compat_ratio=${compatRatio.toFixed(2)} ccxt_p99_ms=${viaCcxt.p99.toFixed(1)} native_p99_ms=${native.p99.toFixed(1)} ccxt_client_us_per_order=${clientUs.toFixed(0)} ccxt_stub_orders_per_s=${Math.round(stub.orders)}`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
