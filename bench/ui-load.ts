/**
 * The load of `bench/ui.ts`: book and trade messages pushed to the page's socket at a fixed rate.
 *
 * The gateway's publishing path coalesces per room (at most one frame per room every 100 ms), so
 * however busy the engine is, one page hears at most ten book frames a second per grouping step
 * and ten trade frames a second: real orders cannot reach 200 messages a second on one page.
 * This publisher therefore emits each message on its own through socket.io's room broadcast
 * (`io.to(room).emit`, the gateway's `broadcast` delivery mode), into the rooms the page joined:
 * - book: the engine's real book of the contract at the room's step (`pump.depth`), with the
 *   sizes rotated one level per message so every level changes every time (a busy book);
 * - trade: one trade per frame at the real best bid or ask, sized like a real level.
 */
import type { ExchangeServer } from '../server/http-server';
import { rooms } from '../server/realtime/subscriptions';

type Level = [string, string];

export interface PageRooms {
  depth: { room: string; multiple: number }[];
  tick: string;
  /** Rooms the page's sockets had not joined and the bench joined them to. */
  joined: string[];
  sockets: number;
}

/**
 * The depth and trade rooms of `contractId` the page's sockets are in. A page that does not
 * subscribe to them (panels not built yet) is joined to the plain book and the trade rooms, so
 * the load still reaches its socket client and store.
 */
export function pageRooms(server: ExchangeServer, contractId: number): PageRooms {
  const sockets = [...server.gateway.io.of('/').sockets.values()];
  const depthPrefix = rooms.depth(contractId, 1);
  const tick = rooms.contract('future_tick', contractId);
  const joined = new Set<string>();
  for (const socket of sockets) {
    const has = [...socket.rooms];
    const plan = [
      [has.some((r) => r === depthPrefix || r.startsWith(`${depthPrefix}:x`)), depthPrefix],
      [has.includes(tick), tick],
    ] as const;
    for (const [present, room] of plan) {
      if (present) continue;
      void socket.join(room);
      joined.add(room);
    }
  }
  const depth = new Map<string, number>();
  for (const socket of sockets)
    for (const room of socket.rooms) {
      if (room === depthPrefix) depth.set(room, 1);
      else if (room.startsWith(`${depthPrefix}:x`))
        depth.set(room, Number(room.slice(depthPrefix.length + 2)));
    }
  return {
    depth: [...depth].map(([room, multiple]) => ({ room, multiple })),
    tick,
    joined: [...joined],
    sockets: sockets.length,
  };
}

const rotate = (levels: readonly Level[], shift: number): Level[] =>
  levels.map(([price], i) => [price, levels[(i + shift) % levels.length]?.[1] ?? '0']);

/** Starts pushing `rate` messages a second, half books and half trades; `stop()` answers how many. */
export function startLoad(
  server: ExchangeServer,
  contractId: number,
  target: PageRooms,
  rate: number,
): { stop(): number } {
  const pump = server.exchange?.pump;
  if (!pump) throw new Error('the server runs no engine (MARKET_SIMULATION off?)');
  const io = server.gateway.io;
  let sent = 0;
  const started = performance.now();
  const emitDepth = (n: number) => {
    const { room, multiple } = target.depth[n % target.depth.length] ?? {
      room: rooms.depth(contractId, 1),
      multiple: 1,
    };
    const book = pump.depth(contractId, multiple);
    if (!book) return;
    io.to(room).emit('future_snapshot_depth', {
      ...book,
      asks: rotate(book.asks, n),
      bids: rotate(book.bids, n),
    });
  };
  const emitTrade = (n: number) => {
    const book = pump.depth(contractId, 1);
    const side = n % 4 === 1 ? 'buy' : 'sell';
    const levels = side === 'buy' ? book?.asks : book?.bids;
    const level = levels?.[0];
    if (!level) return;
    const size = levels[n % levels.length]?.[1] ?? level[1];
    const trade = { time: Date.now(), price: level[0], amount: size, side, contractId };
    io.to(target.tick).emit('future_tick', { contractId, trades: [trade] });
  };
  // A 5 ms timer that catches up with the schedule: timers drift, the rate must not.
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      if (sent % 2 === 0) emitDepth(sent / 2);
      else emitTrade(sent);
      sent += 1;
    }
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return sent;
    },
  };
}
