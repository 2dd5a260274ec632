/**
 * Socket fan-out benchmark on the living exchange: the real server (engine, makers, takers,
 * coalesced publishing) runs in this process; N socket.io clients in child processes subscribe to
 * the order book and trades of three contracts over loopback. Prints the messages delivered per
 * second, p50/p99 delivery latency (server stamp → client receipt, same clock) and this process's
 * CPU. PGlite by default; BENCH_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database.
 * Usage: `npm run bench:fanout -- [clients=2000] [seconds=10] [client processes=2]`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { startExchangeServer } from '../server/http-server';
import { createLogger } from '../server/logger';

const clients = Number(process.argv[2] ?? 2000);
const seconds = Number(process.argv[3] ?? 10);
const processes = Number(process.argv[4] ?? 2);
const symbols = 'BTCUSDT,ETHUSDT,SOLUSDT';

type FromChild =
  { type: 'ready'; clients: number } | { type: 'result'; messages: number; histogram: number[] };

function percentile(histogram: number[], total: number, p: number): number {
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
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
  });
}

/** With BENCH_DATABASE_URL: a fresh database on that PostgreSQL server (dropped afterwards). */
async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { url: undefined, drop: () => Promise.resolve() };
  const name = `exch_fanout_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exch-fanout-'));
  const database = await freshDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    CANDLE_BACKFILL_DAYS: '0',
    MARKET_SIMULATION: 'on',
    LOG_LEVEL: 'warn',
  });
  const server = await startExchangeServer({ config, log: createLogger('warn') });
  const children: ChildProcess[] = [];
  try {
    const connectStarted = Date.now();
    for (let i = 0; i < processes; i++) {
      const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
      children.push(
        fork(
          path.join(import.meta.dirname, 'fanout-clients.ts'),
          [server.url, String(count), symbols],
          {
            execArgv: ['--import', 'tsx'],
          },
        ),
      );
    }
    await Promise.all(children.map((child) => next(child, 'ready')));
    console.log(
      `${clients} clients connected and subscribed in ${Date.now() - connectStarted} ms (${processes} client processes)`,
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = process.cpuUsage();
    const wallBefore = process.hrtime.bigint();
    const results = children.map((child) => next(child, 'result'));
    for (const child of children) child.send({ type: 'start', seconds });
    const done = (await Promise.all(results)).flatMap((r) => (r.type === 'result' ? [r] : []));
    const cpu = process.cpuUsage(cpuBefore);
    loop.disable();
    const wallMs = Number(process.hrtime.bigint() - wallBefore) / 1e6;
    const histogram = new Array<number>(10_000).fill(0);
    let messages = 0;
    for (const r of done) {
      messages += r.messages;
      r.histogram.forEach((n, ms) => (histogram[ms] = (histogram[ms] ?? 0) + n));
    }
    const perSecond = Math.round(messages / seconds);
    const p50 = percentile(histogram, messages, 50);
    const p99 = percentile(histogram, messages, 99);
    const cpuPercent = ((cpu.user + cpu.system) / 1000 / wallMs) * 100;
    console.log(
      `window ${seconds} s: ${messages} messages (depth + tick frames) delivered, ${perSecond}/s`,
    );
    console.log(
      `delivery latency p50 ${p50} ms, p99 ${p99} ms, max ${percentile(histogram, messages, 100)} ms`,
    );
    console.log(
      `server process CPU ${cpuPercent.toFixed(0)} % of one core (user ${Math.round(cpu.user / 1000)} ms, system ${Math.round(cpu.system / 1000)} ms)`,
    );
    console.log(
      `server event loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
    );
    console.log(`RESULT clients=${clients} msgs_per_s=${perSecond} p50_ms=${p50} p99_ms=${p99}`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await server.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
