import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../config';
import { startExchangeServer } from '../http-server';
import { createLogger } from '../logger';

/**
 * Socket fan-out benchmark: N real socket.io clients subscribe to the order book and trades of a
 * few contracts while the engine seam publishes far faster than the coalescing limit. It reports
 * what reaches the clients (frames/s, per-client rate against the 10 frames/s/contract ceiling)
 * and the publish→receive latency. Run: `npx tsx server/realtime/fanout-bench.ts [clients] [seconds]`.
 */

export interface FanoutOptions {
  clients: number;
  seconds: number;
  contracts: number;
  publishesPerSecond: number;
}

export interface FanoutResult extends FanoutOptions {
  /** Publishes actually made (timers slip under load, so this can trail the target). */
  depthPublishes: number;
  depthFramesReceived: number;
  tickFramesReceived: number;
  tradesReceived: number;
  framesPerSecond: number;
  depthFramesPerClientPerContractPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
}

const codes = [
  'BTCUSDT',
  'ETHUSDT',
  'SOLUSDT',
  'XRPUSDT',
  'DOGEUSDT',
  'BNBUSDT',
  'ADAUSDT',
  'LINKUSDT',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export async function runFanoutBench(options: FanoutOptions): Promise<FanoutResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exch-fanout-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB: 'off',
    DATA_DIR: dataDir,
    CANDLE_BACKFILL_DAYS: '0',
    MARKET_SIMULATION: 'off',
    LOG_LEVEL: 'warn',
  });
  const server = await startExchangeServer({ config, log: createLogger('warn') });
  const symbols = codes.slice(0, options.contracts).map((symbol) => ({ symbol }));
  const latencies: number[] = [];
  let depthFrames = 0;
  let tickFrames = 0;
  let trades = 0;
  let publishes = 0;
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < options.clients; i++) {
      const socket = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      await socket.timeout(10_000).emitWithAck('message', {
        header: { type: 1003 },
        body: {
          topics: [
            { topic: 'future_snapshot_depth', params: { symbols } },
            { topic: 'future_tick', params: { symbols } },
          ],
        },
      });
      socket.on('future_snapshot_depth', (frame: { t: number }) => {
        depthFrames += 1;
        latencies.push(Date.now() - frame.t);
      });
      socket.on('future_tick', (frame: { trades: unknown[] }) => {
        tickFrames += 1;
        trades += frame.trades.length;
      });
      sockets.push(socket);
    }
    const intervalMs = 10;
    const perTick = Math.max(1, Math.round((options.publishesPerSecond * intervalMs) / 1000));
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = Date.now();
        for (let n = 0; n < perTick; n++) {
          const contractId = (n % options.contracts) + 1;
          publishes += 1;
          const level = [String(97_000 + n), '1.000'];
          server.gateway.publishFutureDepth(contractId, {
            sc: codes[contractId - 1],
            asks: [level],
            bids: [level],
            t: now,
          });
          server.gateway.publishFutureTicks(contractId, [
            { time: now, price: level[0], amount: '0.001', side: 1, contractId },
          ]);
        }
        if (now - started >= options.seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      }, intervalMs);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  latencies.sort((a, b) => a - b);
  return {
    ...options,
    depthPublishes: publishes,
    depthFramesReceived: depthFrames,
    tickFramesReceived: tickFrames,
    tradesReceived: trades,
    framesPerSecond: Math.round((depthFrames + tickFrames) / options.seconds),
    depthFramesPerClientPerContractPerSecond:
      depthFrames / options.clients / options.contracts / options.seconds,
    latencyMs: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clients = Number(process.argv[2] ?? 200);
  const seconds = Number(process.argv[3] ?? 5);
  const result = await runFanoutBench({ clients, seconds, contracts: 4, publishesPerSecond: 2000 });
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `coalescing: ${Math.round(result.depthPublishes / seconds)} depth publishes/s → ${result.depthFramesPerClientPerContractPerSecond.toFixed(2)} frames/s per client per contract (ceiling 10)`,
  );
  console.log(
    `delivered ${result.framesPerSecond} frames/s to ${clients} clients; latency p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
  );
}
