import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Logger } from '../logger';
import { BatchedDelivery, type OutboundFrame } from './batched-delivery';
import { CoalescingPublisher } from './coalescing-publisher';
import type { ConnectionLimit } from './connection-limit';
import {
  authBody,
  FrameType,
  incomingFrame,
  RealtimeCode,
  reply,
  subscribeBody,
  type ReplyFrame,
} from './frames';
import type {
  WireDepthFrame,
  WireKline,
  WireMarketIndicator,
  WireSpotMarket,
  WireTick,
} from '../../lib/contract/wire/public';
import { planRooms, rooms } from './subscriptions';

/**
 * The seam for the auth issue: turns a session token into a user, or undefined when invalid.
 * `session` is an opaque key of the session (never the token) so a logout can end its sockets.
 */
export interface TokenVerifier {
  verify(token: string): Promise<{ userId: string; session?: string } | undefined>;
}

export interface RealtimeGatewayOptions {
  httpServer: HttpServer;
  path: string;
  log: Logger;
  redisUrl?: string | undefined;
  tokenVerifier?: TokenVerifier | undefined;
  coalesceMs?: number;
  maxRoomsPerSocket?: number;
  /** Open connections per client address, shared with the Binance streams (none: no limit). */
  connectionLimit?: ConnectionLimit | undefined;
}

interface SocketData {
  userId?: string;
  session?: string;
}

type Ack = (frame: ReplyFrame) => void;

/**
 * `batched`: one write per socket per flush (the default). `broadcast`: socket.io's own room
 * broadcast per frame, kept as the peer `bench:fanout` measures against.
 */
export type DeliveryMode = 'batched' | 'broadcast';

/** The current state of a room, sent to a socket right after it joins (book, indicators…). */
export type RoomSnapshot = (room: string) => { event: string; payload: unknown } | undefined;

/** Between server processes (Redis): each flush of the publishing process, delivered locally. */
const FRAMES_EVENT = 'exch:frames';
interface ServerSideEvents {
  [FRAMES_EVENT]: (frames: OutboundFrame[]) => void;
}
type IoServer = Server<Record<string, never>, Record<string, never>, ServerSideEvents, SocketData>;

/**
 * socket.io at the same origin: validates client frames, maps subscriptions to rooms and
 * publishes coalesced frames, written to each socket once per flush (`BatchedDelivery`). A socket
 * that joins a room gets the room's current state at once (`addRoomSnapshot`), so unchanged books
 * are not re-broadcast for late subscribers. With REDIS_URL the publishing process hands each
 * flush to the other processes (socket.io server-side events over the Redis streams adapter),
 * which deliver it to their own sockets; private `match` frames go through the adapter's rooms.
 */
export class RealtimeGateway {
  private readonly publisher: CoalescingPublisher;
  private readonly delivery: BatchedDelivery;
  private readonly roomSnapshots: RoomSnapshot[] = [];
  private deliveryMode: DeliveryMode = 'batched';
  private timeSliceTimer: NodeJS.Timeout | undefined;
  /**
   * Set by close(): the engine may still emit while it shuts down after the gateway, and an emit
   * into a closed Redis adapter rejects where nobody awaits it (an unhandled rejection that ends
   * the process with exit 1). Its sockets are gone by then, so nothing is lost by dropping them.
   */
  private closed = false;

  private constructor(
    readonly io: IoServer,
    private readonly options: RealtimeGatewayOptions,
    private readonly redis: ReturnType<typeof createClient> | undefined,
  ) {
    this.delivery = new BatchedDelivery(io.of('/'));
    this.publisher = new CoalescingPublisher(
      (frames) => this.deliver(frames),
      options.coalesceMs ?? 100,
    );
    io.on('connection', (socket) => this.onConnection(socket));
    io.on(FRAMES_EVENT, (frames) => this.delivery.deliver(frames));
  }

  static async create(options: RealtimeGatewayOptions): Promise<RealtimeGateway> {
    const io: IoServer = new Server(options.httpServer, {
      path: options.path,
      serveClient: false,
      // Other upgrade requests (Next's dev HMR) are handled by the HTTP server, not destroyed.
      destroyUpgrade: false,
      pingInterval: 20_000,
      pingTimeout: 20_000,
      maxHttpBufferSize: 64 * 1024,
      ...(options.connectionLimit
        ? { allowRequest: countConnections(options.connectionLimit) }
        : {}),
    });
    if (options.connectionLimit) {
      // The session the handshake opened keeps its count until it closes, whatever transport.
      io.engine.on('connection', (session: { request: IncomingMessage; once: Once }) => {
        const pending = pendingHandshakes.get(session.request);
        if (!pending) return;
        pendingHandshakes.delete(session.request);
        session.request.socket.off('close', pending.abandoned);
        session.once('close', pending.release);
      });
    }
    let redis: ReturnType<typeof createClient> | undefined;
    if (options.redisUrl) {
      redis = createClient({ url: options.redisUrl });
      redis.on('error', (error: unknown) =>
        options.log.error({ err: error }, 'redis client error'),
      );
      await redis.connect();
      io.adapter(createAdapter(redis));
      options.log.info('socket.io uses the Redis streams adapter');
    }
    return new RealtimeGateway(io, options, redis);
  }

  get framesSent(): number {
    return this.publisher.framesSent;
  }

  /** Socket writes of published frames on this process (one per socket per flush). */
  get socketWrites(): number {
    return this.delivery.socketWrites;
  }

  /** With Redis, rooms on other processes are invisible here: every room may have an audience. */
  get clustered(): boolean {
    return this.redis !== undefined;
  }

  /** Whether a push to `room` can reach anyone (publishers skip building frames nobody gets). */
  hasAudience(room: string): boolean {
    return this.clustered || (this.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  setDeliveryMode(mode: DeliveryMode): void {
    this.deliveryMode = mode;
  }

  /** Adds a source of join snapshots; the first that knows a room answers for it. */
  addRoomSnapshot(snapshot: RoomSnapshot): void {
    this.roomSnapshots.push(snapshot);
  }

  /**
   * Order book of a contract (`{ sc, asks, bids, t }`), grouped by `stepMultiple` ticks; at most
   * one frame per room per interval.
   */
  publishFutureDepth(contractId: number, snapshot: WireDepthFrame, stepMultiple = 1): void {
    this.publisher.latest(
      rooms.depth(contractId, stepMultiple),
      'future_snapshot_depth',
      snapshot,
      same,
    );
  }

  /**
   * Trades of a contract, oldest first (engine order); everything since the last frame goes out
   * as `{ contractId, trades }`.
   */
  publishFutureTicks(contractId: number, ticks: readonly WireTick[]): void {
    this.publisher.append(
      rooms.contract('future_tick', contractId),
      'future_tick',
      ticks,
      (trades) => ({
        contractId,
        trades,
      }),
    );
  }

  publishSpotDepth(instrumentId: number, snapshot: WireDepthFrame): void {
    this.publisher.latest(
      rooms.spot('snapshot_depth', instrumentId),
      'snapshot_depth',
      snapshot,
      same,
    );
  }

  /** The open candle of a contract and period: `{ contractId, symbol, period, source, kline }`. */
  publishKline(
    contractId: number,
    code: string,
    rangeMs: number,
    kline: WireKline,
    source: string,
  ): void {
    this.publisher.latest(rooms.kline(contractId, rangeMs), 'future_kline', kline, (data) => ({
      contractId,
      symbol: code,
      period: String(rangeMs),
      source,
      kline: data,
    }));
  }

  /** The public `indicator` frame: every contract's figures and every spot market's. */
  publishIndicators(
    indicators: readonly WireMarketIndicator[],
    markets: readonly WireSpotMarket[] = [],
  ): void {
    this.publisher.latest('indicator', 'indicator', { indicators, markets }, (data) => data);
  }

  /**
   * A user's own `indicator` frame (`{ accounts }`: their futures accounts marked to the current
   * prices), to their room only: account figures never go on the public topic.
   */
  publishAccountIndicator(userId: string | number, accounts: readonly unknown[]): void {
    if (this.closed) return;
    this.io.to(rooms.user(userId)).emit('indicator', { accounts });
  }

  publishTopTen(ids: readonly number[]): void {
    this.publisher.latest('home_page_top_ten24', 'home_page_top_ten24', ids, (data) => ({
      ids: data,
    }));
  }

  /**
   * Private `match` frames (`{ type, data }`) of one user, sent to the room its sockets joined
   * when 1001 succeeded (`user:<id>`); through Redis they reach the user's sockets on any process.
   */
  publishMatch(userId: string | number, messages: readonly unknown[]): void {
    if (this.closed) return;
    const room = rooms.user(userId);
    for (const message of messages) this.io.to(room).emit('match', message);
  }

  /** Ends every socket a user authenticated, on every process (after a password reset). */
  disconnectUser(userId: string | number): void {
    if (this.closed) return;
    this.io.in(rooms.user(userId)).disconnectSockets(true);
  }

  /**
   * Ends the sockets these sessions authenticated, on every process (after a logout, or sessions
   * ended from the session list): one look over the user's sockets, wherever they are connected.
   */
  async disconnectSessions(userId: string, sessions: readonly string[]): Promise<void> {
    if (this.closed) return;
    const ended = new Set(sessions);
    for (const socket of await this.io.in(rooms.user(userId)).fetchSockets())
      if (socket.data.session !== undefined && ended.has(socket.data.session))
        socket.disconnect(true);
  }

  /**
   * The `realtime` topic: this process's clock, pushed to its own clients only (io.local), so
   * several processes behind Redis do not multiply the frames.
   */
  startTimeSlices(intervalMs = 1000): void {
    this.timeSliceTimer = setInterval(() => {
      this.io.local.to('realtime').emit('realtime', { timeSlice: Date.now() });
    }, intervalMs);
    this.timeSliceTimer.unref();
  }

  private deliver(frames: OutboundFrame[]): void {
    if (this.closed) return;
    if (this.deliveryMode === 'broadcast') {
      for (const frame of frames) this.io.to(frame.room).emit(frame.event, frame.payload);
      return;
    }
    this.delivery.deliver(frames);
    if (this.redis) this.io.serverSideEmit(FRAMES_EVENT, frames);
  }

  async close(): Promise<void> {
    if (this.timeSliceTimer) clearInterval(this.timeSliceTimer);
    this.publisher.flush();
    this.publisher.stop();
    this.closed = true;
    // Disconnects every client, closes the adapter and engine, and stops the HTTP server
    // accepting new connections (the owner then waits for in-flight requests).
    await this.io.close();
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }

  private onConnection(socket: Socket): void {
    const data = socket.data as SocketData;
    socket.onAny((event: string, ...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as Ack) : undefined;
      void this.handleFrame(socket, data, args[0])
        .catch((error: unknown) => {
          // A failing verifier or adapter must not take the process down; the client gets a code.
          this.options.log.error({ err: error, event }, 'realtime frame failed');
          return { frame: reply(0, RealtimeCode.internal, 'internal error'), joined: [] };
        })
        .then(({ frame, joined }) => {
          if (ack) ack(frame);
          else socket.emit(event, frame);
          this.sendSnapshots(socket, joined);
        });
    });
  }

  /** The state of each newly joined room, after the subscription's reply. */
  private sendSnapshots(socket: Socket, joined: readonly string[]): void {
    if (!socket.connected) return;
    for (const room of joined) {
      for (const source of this.roomSnapshots) {
        const snapshot = source(room);
        if (!snapshot) continue;
        socket.emit(snapshot.event, snapshot.payload);
        break;
      }
    }
  }

  private async handleFrame(
    socket: Socket,
    data: SocketData,
    payload: unknown,
  ): Promise<{ frame: ReplyFrame; joined: string[] }> {
    const only = (frame: ReplyFrame) => ({ frame, joined: [] });
    const frame = incomingFrame.safeParse(
      typeof payload === 'string' ? safeJson(payload) : payload,
    );
    if (!frame.success) {
      return only(reply(0, RealtimeCode.badFrame, 'expected { header: { type }, body }'));
    }
    const { type } = frame.data.header;
    switch (type) {
      case FrameType.auth:
        return only(await this.authenticate(socket, data, frame.data.body));
      case FrameType.subscribe:
      case FrameType.unsubscribe: {
        const body = subscribeBody.safeParse(frame.data.body);
        if (!body.success) {
          return only(
            reply(
              type,
              RealtimeCode.badFrame,
              `body: ${body.error.issues[0]?.message ?? 'invalid'}`,
            ),
          );
        }
        const plan = planRooms(body.data, data.userId !== undefined);
        if (!plan.ok) return only(reply(type, plan.code, plan.message));
        if (type === FrameType.unsubscribe) {
          for (const room of plan.rooms) await socket.leave(room);
          return only(reply(type, RealtimeCode.ok, 'unsubscribed', { rooms: plan.rooms }));
        }
        // Only rooms the socket is not in yet count: subscribing again to a (topic, symbol,
        // step) it already has is free. Its own id room and its user room are not subscriptions.
        const max = this.options.maxRoomsPerSocket ?? 200;
        const joined = plan.rooms.filter((room) => !socket.rooms.has(room));
        if (subscriptionCount(socket, data) + joined.length > max) {
          return only(
            reply(
              type,
              RealtimeCode.tooManySubscriptions,
              `at most ${max} subscriptions per connection`,
            ),
          );
        }
        await socket.join(joined);
        return { frame: reply(type, RealtimeCode.ok, 'subscribed', { rooms: plan.rooms }), joined };
      }
      default:
        return only(reply(type, RealtimeCode.badFrame, `unknown frame type ${type}`));
    }
  }

  private async authenticate(socket: Socket, data: SocketData, body: unknown): Promise<ReplyFrame> {
    const token = authBody.safeParse(body);
    if (!token.success)
      return reply(FrameType.auth, RealtimeCode.badFrame, 'body must be the token');
    // A new 1001 replaces whatever the socket was: it leaves the previous user's private room
    // before the token is checked, so a failed or different login never keeps the old feed.
    if (data.userId !== undefined) {
      await socket.leave(rooms.user(data.userId));
      data.userId = undefined;
      data.session = undefined;
    }
    const verifier = this.options.tokenVerifier;
    if (!verifier) {
      return reply(
        FrameType.auth,
        RealtimeCode.authUnavailable,
        'authentication is not available on this server yet',
      );
    }
    const user = await verifier.verify(token.data);
    if (!user) return reply(FrameType.auth, RealtimeCode.invalidToken, 'invalid or expired token');
    data.userId = user.userId;
    data.session = user.session;
    await socket.join(rooms.user(user.userId));
    // A session ended while it was being checked: its revocation may have looked for its sockets
    // before this one joined the room. Checked again now that it is findable (a cache hit).
    if (user.session !== undefined && !(await verifier.verify(token.data))) {
      await socket.leave(rooms.user(user.userId));
      data.userId = undefined;
      data.session = undefined;
      return reply(FrameType.auth, RealtimeCode.invalidToken, 'invalid or expired token');
    }
    return reply(FrameType.auth, RealtimeCode.ok, 'authenticated');
  }
}

type Once = (event: 'close', listener: () => void) => void;

/** Counted handshakes whose session has not opened yet: what ends their count. */
const pendingHandshakes = new WeakMap<
  IncomingMessage,
  { release: () => void; abandoned: () => void }
>();

/**
 * engine.io's check of each new session (a handshake, on either transport; not its later
 * requests): counted against the address, or refused with 403 and the reason once the address
 * holds its limit. A handshake that never becomes a session gives its count back with its
 * connection.
 */
function countConnections(limit: ConnectionLimit) {
  return (
    req: IncomingMessage,
    callback: (error: string | null | undefined, ok: boolean) => void,
  ) => {
    const release = limit.take(req.socket.remoteAddress);
    if (!release) {
      callback(`at most ${limit.perAddress} realtime connections per address`, false);
      return;
    }
    const abandoned = () => {
      pendingHandshakes.delete(req);
      release();
    };
    pendingHandshakes.set(req, { release, abandoned });
    req.socket.once('close', abandoned);
    callback(null, true);
  };
}

/** Rooms a socket joined by subscribing: all but its own id room and its user room. */
function subscriptionCount(socket: Socket, data: SocketData): number {
  const userRoom = data.userId === undefined ? 0 : 1;
  return socket.rooms.size - 1 - userRoom;
}

function same(data: unknown): unknown {
  return data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
