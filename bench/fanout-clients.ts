/**
 * Client side of `bench/fanout.ts`, run as a child process so the clients do not share the
 * server's event loop: opens `count` socket.io clients, subscribes each to the depth and trades of
 * the given contracts and, for each measuring window the parent starts, counts what arrives and
 * how long after the server stamped it (depth `t`, newest trade `time`) in 1 ms buckets per kind.
 * `stop` disconnects everything and exits.
 */
import { io, type Socket } from 'socket.io-client';

export type FromParent = { type: 'start'; seconds: number } | { type: 'stop' };
export interface WindowResult {
  type: 'result';
  depth: number[];
  tick: number[];
  cpuMs: number;
  /** Sockets the server ended or lost during the window (none should be). */
  disconnects: number;
}

const [url = '', countText = '0', symbolsText = ''] = process.argv.slice(2);
const count = Number(countText);
const symbols = symbolsText.split(',').map((symbol) => ({ symbol }));
const BUCKETS = 10_000;

type Kind = 'depth' | 'tick';
let histograms: Record<Kind, Uint32Array> | undefined;
let disconnects = 0;

function record(kind: Kind, stamp: number): void {
  if (!histograms) return;
  const histogram = histograms[kind];
  const bucket = Math.max(0, Math.min(BUCKETS - 1, Date.now() - stamp));
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

async function open(): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('disconnect', () => (disconnects += 1));
  socket.on('future_snapshot_depth', (frame: { t: number }) => record('depth', frame.t));
  socket.on('future_tick', (frame: { trades: { time: number }[] }) =>
    record('tick', Math.max(...frame.trades.map((t) => t.time))),
  );
  await socket.timeout(30_000).emitWithAck('message', {
    header: { type: 1003 },
    body: {
      topics: [
        { topic: 'future_snapshot_depth', params: { symbols } },
        { topic: 'future_tick', params: { symbols } },
      ],
    },
  });
  return socket;
}

async function main(): Promise<void> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Math.min(50, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => open()))));
  }
  process.send?.({ type: 'ready', clients: sockets.length });
  process.on('message', (message: FromParent) => {
    if (message.type === 'stop') {
      for (const socket of sockets) {
        socket.off('disconnect');
        socket.disconnect();
      }
      process.exit(0);
    }
    const window = { depth: new Uint32Array(BUCKETS), tick: new Uint32Array(BUCKETS) };
    histograms = window;
    const disconnectsBefore = disconnects;
    const cpuBefore = process.cpuUsage();
    setTimeout(() => {
      histograms = undefined;
      const cpu = process.cpuUsage(cpuBefore);
      const result: WindowResult = {
        type: 'result',
        depth: [...window.depth],
        tick: [...window.tick],
        cpuMs: (cpu.user + cpu.system) / 1000,
        disconnects: disconnects - disconnectsBefore,
      };
      process.send?.(result);
    }, message.seconds * 1000);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
