/**
 * Order entry over HTTP against the production server: `server/main.ts` runs in its own process
 * as `npm start` runs it (NODE_ENV=production, the Next.js app in the process, engine, market
 * makers and takers, default log level, logs to a file), with the demo switches the README's demo
 * sets (DEV_DELIVERY, KYC_AUTO_APPROVE, DEMO_DEPOSIT). Users sign up, pass KYC, open futures,
 * take a demo deposit and move it to futures through the real API. Then keep-alive connections,
 * one request in flight each, place a resting limit order (GTC, 2.5–3.5 % away from the mark, off
 * the makers' quotes) and cancel it, over and over, each connection cycling through its users, so
 * the per-user limit (50 changes a second) is never what is measured. An order counts once its
 * answer came back with code 0: the engine command is then in the journal (fdatasync).
 *
 * The peer, in the same run: the same load generator against a bare Node `http` server answering a
 * fixed JSON body (`orders-http-bare.ts`), started after the exchange has stopped. The generator
 * shares the two cores with the server (`orders-http-load.ts`: raw sockets, prebuilt requests).
 *
 * PGlite by default; BENCH_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database. The
 * server inherits this environment, so e.g. LOG_LEVEL=warn measures it without request logs.
 * BENCH_CPU_PROF=<folder> runs the server with `node --cpu-prof` and leaves the profile there,
 * with exchange.window.json: the measured window on the profile's clock (µs), to cut it to it.
 * Needs `npm run build` first. Usage:
 *   npm run bench:orders-http -- [users=500] [connections=128] [seconds=15] [warmup seconds=3]
 * Last line: RESULT orders_per_s=… p50_ms=… p99_ms=… bare_http_per_s=… ratio=…, where p50/p99 are
 * the place requests' and ratio = orders_per_s ÷ bare_http_per_s (an order here is two requests).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '../tests/api/harness';
import {
  CANCEL,
  CONTRACT_ID,
  followMarket,
  nativePlaceCancel,
  PLACE,
  prepareTraders,
  REPO,
  saveProfileWindow,
  startBenchServer,
  stopProcess,
} from './exchange-bench';
import { postRequest, runClosedLoops, type LoopResult } from './orders-http-load';

const users = Number(process.argv[2] ?? 500);
const connections = Number(process.argv[3] ?? 128);
const seconds = Number(process.argv[4] ?? 15);
const warmupSeconds = Number(process.argv[5] ?? 3);

function summary(name: string, result: LoopResult, kinds: string[]): void {
  console.log(`\n${name}`);
  for (const kind of kinds) {
    const n = result.answered.get(kind) ?? 0;
    const l = result.latencies.get(kind);
    console.log(
      `  ${kind}: ${n} answered in ${result.seconds.toFixed(1)} s = ${Math.round(n / result.seconds)}/s; latency p50 ${l?.percentile(50).toFixed(1)} ms, p99 ${l?.percentile(99).toFixed(1)} ms, max ${l?.percentile(100).toFixed(1)} ms`,
    );
  }
  const failures = [...result.failures].map(([what, n]) => `${what}: ${n}`).join(', ');
  const requests = [...result.answered.values()].reduce((a, b) => a + b, 0) / result.seconds;
  console.log(
    `  ${requests.toFixed(0)} requests/s; server process CPU ${result.serverCpuPercent.toFixed(0)} % of one core = ${((result.serverCpuPercent * 10_000) / Math.max(1, requests)).toFixed(0)} µs per request; load generator CPU ${result.cpuPercent.toFixed(0)} %`,
  );
  console.log(`  failures: ${failures || 'none'}; lost connections: ${result.lostConnections}`);
}

async function exchangeRun(): Promise<LoopResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-orders-http-'));
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const database = baseUrl ? await freshPostgresDatabase(baseUrl) : undefined;
  try {
    return await measureExchange(dataDir, database?.url);
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureExchange(dataDir: string, databaseUrl: string | undefined) {
  const started = Date.now();
  const server = await startBenchServer({ dataDir, databaseUrl });
  const { url } = server;
  const port = Number(new URL(url).port);
  const host = new URL(url).host;
  try {
    console.log(
      `server (NODE_ENV=production, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}) listening at ${url} after ${Date.now() - started} ms; logs in ${server.logFile}`,
    );
    const traders = await prepareTraders(url, users, { apiKeys: false });
    const market = await followMarket(url);
    const logBefore = (await stat(server.logFile)).size;
    const result = await runClosedLoops({
      port,
      connections,
      warmupSeconds,
      seconds,
      cycle: nativePlaceCancel(
        host,
        connections,
        traders.map((t) => t.token),
        market.current,
      ),
      serverPid: server.child.pid,
    });
    const logBytes = (await stat(server.logFile)).size - logBefore;
    market.stop();
    await saveProfileWindow('exchange', result.window);
    summary(
      `exchange: ${connections} keep-alive connections, ${users} users, place then cancel`,
      result,
      ['place', 'cancel'],
    );
    console.log(
      `  server log ${(logBytes / 1024 / 1024).toFixed(1)} MB written over warm-up and window (LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info, the default'})`,
    );
    return result;
  } finally {
    await stopProcess(server.child, server.exited);
  }
}

async function bareRun(): Promise<LoopResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/orders-http-bare.ts'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  const host = `127.0.0.1:${port}`;
  const token = 'x'.repeat(43);
  const place = postRequest(
    host,
    PLACE,
    token,
    JSON.stringify({
      contractId: CONTRACT_ID,
      side: 'buy',
      orderType: 1,
      quantity: '0.002',
      price: '85000.0',
      timeInForce: 'GTC',
    }),
  );
  const cancel = postRequest(host, CANCEL, token, JSON.stringify({ orderId: 123456 }));
  try {
    const result = await runClosedLoops({
      port,
      connections,
      warmupSeconds,
      seconds,
      cycle: () => ({
        kind: 'request',
        request: place,
        then: () => ({ kind: 'request', request: cancel }),
      }),
      serverPid: child.pid,
    });
    summary(`bare Node http server (fixed JSON body), same ${connections} connections`, result, [
      'request',
    ]);
    return result;
  } finally {
    await stopProcess(child, exited);
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:orders-http — ${os.cpus().length} cores shared by the server and this load generator (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const result = await exchangeRun();
  const bare = await bareRun();
  const orders = (result.answered.get('place') ?? 0) / result.seconds;
  const requests =
    ((result.answered.get('place') ?? 0) + (result.answered.get('cancel') ?? 0)) / result.seconds;
  const bareRequests = (bare.answered.get('request') ?? 0) / bare.seconds;
  const place = result.latencies.get('place');
  const p50 = place?.percentile(50) ?? 0;
  const p99 = place?.percentile(99) ?? 0;
  console.log(
    `\nacknowledged (durable) orders ${Math.round(orders)}/s, place p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; the exchange answers ${(requests / bareRequests).toFixed(2)} of the bare server's requests/s (orders/s ÷ bare requests/s = ${(orders / bareRequests).toFixed(3)})`,
  );
  console.log(
    `goal ≥ 5 000 orders/s with p99 ≤ 50 ms: ${orders >= 5000 && p99 <= 50 ? 'met' : 'not met'}`,
  );
  console.log(
    `RESULT orders_per_s=${Math.round(orders)} p50_ms=${p50.toFixed(1)} p99_ms=${p99.toFixed(1)} bare_http_per_s=${Math.round(bareRequests)} ratio=${(orders / bareRequests).toFixed(3)}`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
