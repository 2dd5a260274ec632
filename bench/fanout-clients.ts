/**
 * Client side of `bench/fanout.ts`, run as a child process so the clients do not share the
 * server's event loop: opens `count` socket.io clients, subscribes each to the depth and trades of
 * the given contracts and, between `start` and the end of the window, counts what arrives and how
 * long after the server stamped it (depth `t`, newest trade `time`), in 1 ms histogram buckets.
 */
import { io, type Socket } from 'socket.io-client';

interface Start {
  type: 'start';
  seconds: number;
}

const [url = '', countText = '0', symbolsText = ''] = process.argv.slice(2);
const count = Number(countText);
const symbols = symbolsText.split(',').map((symbol) => ({ symbol }));
const histogram = new Uint32Array(10_000);
let measuring = false;
let messages = 0;

function record(stamp: number): void {
  if (!measuring) return;
  messages += 1;
  const bucket = Math.max(0, Math.min(histogram.length - 1, Date.now() - stamp));
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

async function open(): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('future_snapshot_depth', (frame: { t: number }) => record(frame.t));
  socket.on('future_tick', (frame: { trades: { time: number }[] }) =>
    record(Math.max(...frame.trades.map((t) => t.time))),
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
  process.on('message', (message: Start) => {
    if (message.type !== 'start') return;
    measuring = true;
    setTimeout(() => {
      measuring = false;
      for (const socket of sockets) socket.disconnect();
      process.send?.({ type: 'result', messages, histogram: [...histogram] }, () =>
        process.exit(0),
      );
    }, message.seconds * 1000);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
