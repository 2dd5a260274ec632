/**
 * What `bench/orders-http.ts` and `bench/ccxt.ts` share: the production server in its own process
 * (as `npm start` runs it, with the demo switches the README's demo sets), the traders prepared
 * through the real API, the mark price followed while the load runs, and the native order load
 * (a resting limit order placed on `{futures}/future/order/place` and cancelled, over and over).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../scripts/build-server';
import { binanceTrader } from '../tests/api/binance-client';
import type { CreatedKey } from '../tests/api/api-key-client';
import { fund, futures, trader } from '../tests/api/trading-client';
import { postRequest, type LoopResult, type Step } from './orders-http-load';

export const REPO = path.resolve(import.meta.dirname, '..');
export const CONTRACT_ID = 1;
export const PLACE = '/api/futures/future/order/place';
export const CANCEL = '/api/futures/future/order/cancel';
/** USDT each trader deposits and moves to futures. */
const FUNDS = '2000';

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BenchServer {
  child: ChildProcess;
  url: string;
  logFile: string;
  exited: Promise<unknown>;
}

/**
 * Starts the server like `npm start` (compiled first, as `npm run build` does: dist/server;
 * NODE_ENV=production, Next in the process, engine, makers and takers) on a free port; resolves
 * with its URL once it listens. `env` adds to the demo switches; BENCH_CPU_PROF=<folder> runs it
 * with `node --cpu-prof` (the profile is written there when the server stops).
 */
export async function startBenchServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const compiled = path.join(REPO, 'dist', 'server');
  await buildServer(compiled);
  const logFile = path.join(options.dataDir, 'server.log');
  const out = openSync(logFile, 'w');
  const profile = process.env.BENCH_CPU_PROF;
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
      // As `npm start` runs it (package.json).
      '--max-semi-space-size=64',
      path.join(compiled, 'main.mjs'),
    ],
    {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        CANDLE_BACKFILL_DAYS: '0',
        DEV_DELIVERY: 'on',
        KYC_AUTO_APPROVE: 'on',
        DEMO_DEPOSIT: 'on',
        // Sign-up codes for hundreds of users from one address (auth limits only; the trading
        // limits are not scaled).
        AUTH_LIMIT_SCALE: '100',
        ...options.env,
      },
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  const exited = once(child, 'exit');
  for (let waited = 0; waited < 120_000; waited += 200) {
    const log = await readFile(logFile, 'utf8');
    // Printed once the server listens (whatever LOG_LEVEL says).
    const url = /Exchange running at (http:\/\/\S+)/.exec(log)?.[1];
    if (url) return { child, url, logFile, exited };
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log.slice(-3000)}`);
    await wait(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 120 s');
}

/** SIGTERM, then SIGKILL after 30 s; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
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

export interface BenchTrader {
  token: string;
  /** A read + trade API key, when asked for. */
  key?: CreatedKey;
}

/**
 * `count` traders, each signed up, verified (KYC), with futures opened, a demo deposit moved to
 * futures and, with `apiKeys`, a read + trade API key created through `user/apiKey/create`.
 */
export async function prepareTraders(
  url: string,
  count: number,
  options: { apiKeys: boolean },
): Promise<BenchTrader[]> {
  const started = Date.now();
  const call = futures(url);
  let ready = 0;
  const traders = await pool(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (): Promise<BenchTrader> => {
      let prepared: BenchTrader;
      if (options.apiKeys) {
        const t = await binanceTrader(url, FUNDS);
        prepared = { token: t.token, key: t.key };
      } else {
        const token = await trader(url, 'JP');
        await fund(call, url, token, FUNDS);
        prepared = { token };
      }
      if (++ready % 100 === 0) console.log(`  ${ready} users ready`);
      return prepared;
    },
  );
  console.log(
    `${count} users signed up, verified, futures opened and funded${options.apiKeys ? ', each with an API key,' : ''} through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return traders;
}

export interface Market {
  tick: number;
  decimals: number;
  mark: number;
}

/** The contract's tick and mark price, followed every 2 s until `stop()`. */
export async function followMarket(
  base: string,
): Promise<{ current: () => Market; stop: () => void }> {
  const publicConfig = (await (await fetch(`${base}/api/futures/configs/public`)).json()) as {
    data: { contracts: { contractId: number; tickSize: string }[] };
  };
  const tickText =
    publicConfig.data.contracts.find((c) => c.contractId === CONTRACT_ID)?.tickSize ?? '0.1';
  const tick = Number(tickText);
  const decimals = tickText.split('.')[1]?.length ?? 0;
  const read = async (): Promise<Market> => {
    const answer = (await (
      await fetch(`${base}/api/futures/fundingRate/current?contractId=${CONTRACT_ID}`)
    ).json()) as { data?: { markPrice?: string } };
    const mark = Number(answer.data?.markPrice);
    if (!(mark > 0)) throw new Error(`no mark price: ${JSON.stringify(answer)}`);
    return { tick, decimals, mark };
  };
  let market = await read();
  const timer = setInterval(() => {
    read().then(
      (fresh) => (market = fresh),
      () => undefined,
    );
  }, 2000);
  return { current: () => market, stop: () => clearInterval(timer) };
}

/** A price `percent` away from the mark, on the tick. */
export function priceAway(market: Market, percent: number): string {
  const ticks = Math.round((market.mark * (1 + percent / 100)) / market.tick);
  return (ticks * market.tick).toFixed(market.decimals);
}

/**
 * The n-th order of a connection: which trader (each connection cycles through them, so the
 * per-user limit of 50 changes a second is never what is measured), the side, and how far off the
 * mark (2.5–3.5 %, off the makers' quotes, so it rests).
 */
export function nthOrder(connection: number, n: number, connections: number, traders: number) {
  const buy = n % 2 === 0;
  const away = 2.5 + ((connection * 7 + n) % 11) / 10;
  return {
    trader: (connection + n * connections) % traders,
    buy,
    percentOff: buy ? -away : away,
  };
}

/**
 * The native order load for `runClosedLoops`: each connection places a resting GTC limit order
 * of 0.002 BTC through `future/order/place` with a session token, then cancels it by its id.
 */
export function nativePlaceCancel(
  host: string,
  connections: number,
  tokens: string[],
  market: () => Market,
): (connection: number) => Step {
  const cycles = new Uint32Array(connections);
  return (connection) => {
    const n = cycles[connection] ?? 0;
    cycles[connection] = n + 1;
    const order = nthOrder(connection, n, connections, tokens.length);
    const token = tokens[order.trader] ?? '';
    const body = JSON.stringify({
      contractId: CONTRACT_ID,
      side: order.buy ? 'buy' : 'sell',
      orderType: 1,
      quantity: '0.002',
      price: priceAway(market(), order.percentOff),
      timeInForce: 'GTC',
    });
    return {
      kind: 'place',
      request: postRequest(host, PLACE, token, body),
      then: ({ data }) => ({
        kind: 'cancel',
        request: postRequest(
          host,
          CANCEL,
          token,
          JSON.stringify({ orderId: (data as { orderId: number }).orderId }),
        ),
      }),
    };
  };
}

/**
 * With BENCH_CPU_PROF, the measured window on the monotonic clock the profile's timestamps use
 * (µs), written as `<name>.window.json` beside the profile, to cut the profile to it.
 */
export async function saveProfileWindow(name: string, window: LoopResult['window']): Promise<void> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return;
  await writeFile(
    path.join(folder, `${name}.window.json`),
    JSON.stringify({ startUs: Number(window.start / 1000n), endUs: Number(window.end / 1000n) }),
  );
}
