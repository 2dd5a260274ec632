import type { Socket } from 'socket.io-client';
import { SeededRandom } from '../../server/market/random';
import { connectClient } from './live-client';

/**
 * Malformed socket frames: bad 1001 tokens, bad 1003/1004 subscribe bodies, unknown frame types,
 * frames that are not objects, odd event names. Each is sent with an acknowledgement; the server
 * must answer every one with a client error code (never its internal-error code) and keep serving.
 */

export interface SocketFuzzReport {
  frames: number;
  /** Replies by code. */
  codes: Map<number, number>;
  /** Replies with a 5xxx code (the gateway's internal error). */
  serverErrors: { frame: string; reply: string }[];
  /** Frames the server never acknowledged (or whose socket it dropped). */
  unanswered: { frame: string; error: string }[];
  /** A valid subscription after all of it still succeeds. */
  stillServing: boolean;
}

const RESERVED_EVENTS = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

const TOPICS = [
  'indicator',
  'future_snapshot_depth',
  'future_tick',
  'future_kline',
  'snapshot_depth',
  'match',
  'constructor',
  '__proto__',
  '',
  'x'.repeat(65),
];

export async function runSocketFuzz(
  base: string,
  options: { seed: number; frames: number; token?: string; sockets?: number },
): Promise<SocketFuzzReport> {
  const random = new SeededRandom(options.seed, 0x50c7);
  const int = (below: number) => Math.floor(random.next() * below);
  const pick = <T>(list: readonly T[]): T => {
    const value = list[int(list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  };
  const oddValue = (): unknown =>
    pick<unknown>([
      null,
      0,
      -1,
      1.5,
      1e308,
      true,
      '',
      ' ',
      'a\u0000b',
      '\ud800',
      'x'.repeat(5_000),
      [],
      {},
      [[[[[]]]]],
      { token: null },
      Array.from({ length: 500 }, () => 1),
    ]);
  const badToken = (): unknown =>
    pick<unknown>([
      oddValue(),
      'A'.repeat(43),
      'A'.repeat(4097),
      `tok\u0000en${'A'.repeat(40)}`,
      { token: 'B'.repeat(43) },
      { token: 'x'.repeat(5_000) },
      ...(options.token
        ? [options.token.slice(0, -1), `${options.token} `, options.token.toUpperCase()]
        : []),
    ]);
  const badSymbols = (): unknown =>
    pick<unknown>([
      oddValue(),
      [oddValue()],
      [{ symbol: oddValue() }],
      [{ symbol: 'BTCUSDT', step: oddValue() }],
      [{ symbol: 1, ranges: oddValue() }],
      [{ symbol: 1, ranges: Array.from({ length: 40 }, () => 60_000) }],
      Array.from({ length: 60 }, (_, i) => ({ symbol: i + 1 })),
      [{ symbol: 'x'.repeat(33) }],
      [{ symbol: 99_999 }],
      [{ symbol: 'btcusdt', step: '1'.repeat(32) }],
    ]);
  const badSubscribe = (): unknown =>
    pick<unknown>([
      oddValue(),
      { topics: oddValue() },
      { topics: [oddValue()] },
      { topics: [{ topic: pick(TOPICS) }] },
      { topics: [{ topic: pick(TOPICS), params: oddValue() }] },
      { topics: [{ topic: pick(TOPICS), params: { symbols: badSymbols() } }] },
      { topics: Array.from({ length: 300 }, () => ({ topic: 'indicator' })) },
    ]);
  const frame = (): { event: string; payload: unknown } => {
    switch (int(6)) {
      case 0:
        return { event: 'message', payload: { header: { type: 1001 }, body: badToken() } };
      case 1:
      case 2:
        return {
          event: 'message',
          payload: { header: { type: pick([1003, 1004, '1003']) }, body: badSubscribe() },
        };
      case 3:
        return {
          event: 'message',
          payload: pick<unknown>([
            { header: { type: oddValue() }, body: {} },
            { header: oddValue(), body: {} },
            { body: {} },
            { header: { type: pick([0, 1002, 9999, -1001, 2 ** 31, '9'.repeat(400)]) } },
            JSON.stringify({ header: { type: 1003 }, body: badSubscribe() }),
            '{"header":',
            oddValue(),
          ]),
        };
      case 4:
        return {
          event: pick(['1001', 'subscribe', 'x'.repeat(300), 'message ', '']),
          payload: oddValue(),
        };
      default:
        return { event: 'message', payload: Buffer.from([0xff, 0x00, 0xfe]) };
    }
  };

  const report: SocketFuzzReport = {
    frames: options.frames,
    codes: new Map(),
    serverErrors: [],
    unanswered: [],
    stillServing: false,
  };
  const sockets: Socket[] = [];
  for (let i = 0; i < (options.sockets ?? 3); i += 1) sockets.push(await connectClient(base));
  const worker = async (index: number) => {
    for (let i = index; i < options.frames; i += sockets.length) {
      let socket = sockets[index];
      if (!socket?.connected) {
        // The server may end a socket (e.g. an oversized frame); the next frames use a new one.
        socket = await connectClient(base);
        sockets[index] = socket;
      }
      const { event, payload } = frame();
      if (RESERVED_EVENTS.has(event)) continue;
      const described = `${event} ${JSON.stringify(payload)?.slice(0, 160)}`;
      try {
        const reply = (await socket.timeout(5_000).emitWithAck(event, payload)) as {
          code?: unknown;
        };
        const code = typeof reply?.code === 'number' ? reply.code : -1;
        report.codes.set(code, (report.codes.get(code) ?? 0) + 1);
        if (code >= 5000 || code === -1) {
          report.serverErrors.push({
            frame: described,
            reply: JSON.stringify(reply).slice(0, 300),
          });
        }
      } catch (error) {
        report.unanswered.push({ frame: described, error: String(error) });
      }
    }
  };
  await Promise.all(sockets.map((_, index) => worker(index)));
  report.stillServing = await stillServing(base);
  for (const socket of sockets) socket.disconnect();
  return report;
}

/** A fresh socket can still subscribe to a public topic. */
async function stillServing(base: string): Promise<boolean> {
  const socket = await connectClient(base);
  try {
    const reply = (await socket.timeout(5_000).emitWithAck('message', {
      header: { type: 1003 },
      body: { topics: [{ topic: 'indicator' }] },
    })) as {
      code: number;
    };
    return reply.code === 0;
  } finally {
    socket.disconnect();
  }
}
