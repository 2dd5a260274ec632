import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import { contractCode, contracts } from '../../../lib/contract/reference-data';
import type { Logger } from '../../logger';
import type { ConnectionLimit } from '../../realtime/connection-limit';
import { BINANCE_INTERVALS } from './intervals';
import type { ListenKeys } from './listen-keys';
import type { StreamSink } from './market-data';

/**
 * Binance's websocket streams at `/ws`, `/ws/<anything>`, `/stream?streams=a/b` and the newer
 * category paths CCXT connects to (`/public/ws/…`, `/market/ws/…`, `/private/ws?listenKey=…`;
 * every category serves every stream here). Streams named in the path or query are subscribed at
 * once; `SUBSCRIBE` / `UNSUBSCRIBE` / `LIST_SUBSCRIPTIONS` messages with ids change them later. A
 * live listen key (in the path, `?listenKey=` or a SUBSCRIBE) attaches the user data stream.
 * Raw connections get each event as is, combined ones (`/stream`) as `{ stream, data }`.
 */

const PATH = /^\/(?:(?:public|market|private)\/)?(ws|stream)(?:\/([^?]*))?$/;
/** Streams and listen keys per connection (Binance's 1 024), named at connect time or later. */
export const MAX_STREAMS = 1024;
/**
 * CCXT names its connections by number (`/ws/0`, `/ws/1`, …) and subscribes afterwards: such a
 * label in the path subscribes to nothing.
 */
const CONNECTION_LABEL = /^\d{1,9}$/;
/** A client that does not read what it is sent is dropped past this much unsent data. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

const SYMBOLS = new Set(contracts.map((c) => contractCode(c.name).toLowerCase()));
const SYMBOL_CHANNEL =
  /^([a-z0-9]+)@(trade|aggTrade|markPrice|markPrice@1s|ticker|depth(?:5|10|20)?(?:@(?:100|250|500)ms)?|kline_([0-9a-zA-Z]+))$/;
const GLOBAL_STREAMS = new Set(['!ticker@arr', '!markPrice@arr', '!markPrice@arr@1s']);

/** A stream name this server publishes (case of the symbol ignored), in its canonical form. */
export function canonicalStream(name: string): string | undefined {
  if (GLOBAL_STREAMS.has(name)) return name;
  const at = name.indexOf('@');
  if (at <= 0) return undefined;
  const canonical = `${name.slice(0, at).toLowerCase()}${name.slice(at)}`;
  const match = SYMBOL_CHANNEL.exec(canonical);
  if (!match || !SYMBOLS.has(match[1] ?? '')) return undefined;
  if (match[3] !== undefined && !Object.hasOwn(BINANCE_INTERVALS, match[3])) return undefined;
  return canonical;
}

interface Client {
  socket: WebSocket;
  combined: boolean;
  streams: Set<string>;
  /** The user data streams attached (listen keys → user). */
  listenKeys: Map<string, number>;
}

const request = z.object({
  method: z.enum(['SUBSCRIBE', 'UNSUBSCRIBE', 'LIST_SUBSCRIPTIONS']),
  params: z.array(z.string().max(200)).max(MAX_STREAMS).optional(),
  id: z.union([z.number().int(), z.string().max(64), z.null()]).optional(),
});

export class BinanceStreams implements StreamSink {
  private readonly server = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: 64 * 1024,
  });
  private readonly subscribers = new Map<string, Set<Client>>();
  private readonly users = new Map<number, Set<Client>>();
  private readonly clients = new Set<Client>();

  constructor(
    private readonly listenKeys: ListenKeys,
    private readonly log: Logger,
    private readonly connectionLimit?: ConnectionLimit,
  ) {
    listenKeys.onEnded = (listenKey, userId) => this.endListenKey(listenKey, userId);
  }

  /** True for the upgrade paths of these streams. */
  handles(url: string): boolean {
    return PATH.test(url.split('?')[0] ?? '');
  }

  /**
   * Before upgrading: every name in the path, `streams=` and `listenKey=` must be a stream this
   * server publishes, a live listen key or CCXT's connection number (400 otherwise, naming it),
   * at most 1 024 of them, and the address must be under its connection limit (429). Nothing is
   * held open for a request refused here.
   */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = PATH.exec(url.pathname);
    if (!match) return refuse(socket, 404, 'no such stream path');
    const named = this.namesOf(match[2], url.searchParams);
    if (typeof named === 'string') return refuse(socket, 400, named);
    const release = this.connectionLimit?.take(req.socket.remoteAddress);
    if (this.connectionLimit && !release) {
      return refuse(
        socket,
        429,
        `at most ${this.connectionLimit.perAddress} realtime connections per address`,
      );
    }
    // The count ends with the connection, whether the handshake completes or not.
    if (release) socket.once('close', release);
    this.server.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        socket: ws,
        combined: match[1] === 'stream',
        streams: new Set(),
        listenKeys: new Map(),
      };
      this.clients.add(client);
      for (const name of named) this.add(client, name);
      ws.on('message', (data: RawData, isBinary: boolean) =>
        this.onMessage(client, data, isBinary),
      );
      ws.on('close', () => this.remove(client));
      ws.on('error', () => ws.terminate());
    });
  }

  /** The streams and listen keys a connection names, or why it cannot be opened. */
  private namesOf(path: string | undefined, query: URLSearchParams): string[] | string {
    let inPath: string[];
    try {
      inPath = path ? decodeURIComponent(path).split('/') : [];
    } catch {
      return 'the stream path has a malformed percent-encoding';
    }
    const listenKey = query.get('listenKey');
    const names = [
      ...inPath.filter((name) => name !== '' && !CONNECTION_LABEL.test(name)),
      ...(query.get('streams')?.split('/') ?? []).filter((name) => name !== ''),
      ...(listenKey ? [listenKey] : []),
    ];
    if (names.length > MAX_STREAMS) return `at most ${MAX_STREAMS} streams per connection`;
    const unknown = names.find(
      (name) => canonicalStream(name) === undefined && this.listenKeys.userOf(name) === undefined,
    );
    if (unknown !== undefined) {
      return `unknown stream or listen key: ${unknown.slice(0, 100)}`;
    }
    return names;
  }

  has(stream: string): boolean {
    return (this.subscribers.get(stream)?.size ?? 0) > 0;
  }

  publish(stream: string, data: unknown): void {
    const clients = this.subscribers.get(stream);
    if (!clients || clients.size === 0) return;
    let raw: string | undefined;
    let combined: string | undefined;
    for (const client of clients) {
      if (client.combined) this.send(client, (combined ??= JSON.stringify({ stream, data })));
      else this.send(client, (raw ??= JSON.stringify(data)));
    }
  }

  hasUser(userId: number): boolean {
    return (this.users.get(userId)?.size ?? 0) > 0;
  }

  /** An event of a user's data stream to every connection attached to one of their listen keys. */
  publishUser(userId: number, data: unknown): void {
    const clients = this.users.get(userId);
    if (!clients) return;
    for (const client of clients)
      for (const [listenKey, owner] of client.listenKeys) {
        if (owner !== userId) continue;
        this.send(
          client,
          client.combined ? JSON.stringify({ stream: listenKey, data }) : JSON.stringify(data),
        );
      }
  }

  close(): void {
    for (const client of this.clients) client.socket.terminate();
    this.server.close();
  }

  private send(client: Client, text: string): void {
    const { socket } = client;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ buffered: socket.bufferedAmount }, 'Binance stream client too slow; dropped');
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Subscribes a stream or attaches a listen key; false for a name that is neither. */
  private add(client: Client, name: string): boolean {
    if (client.streams.size + client.listenKeys.size >= MAX_STREAMS) return false;
    const stream = canonicalStream(name);
    if (stream) {
      client.streams.add(stream);
      let set = this.subscribers.get(stream);
      if (!set) this.subscribers.set(stream, (set = new Set()));
      set.add(client);
      return true;
    }
    const userId = this.listenKeys.userOf(name);
    if (userId === undefined) return false;
    client.listenKeys.set(name, userId);
    let set = this.users.get(userId);
    if (!set) this.users.set(userId, (set = new Set()));
    set.add(client);
    return true;
  }

  private drop(client: Client, name: string): void {
    const stream = canonicalStream(name) ?? name;
    client.streams.delete(stream);
    this.subscribers.get(stream)?.delete(client);
    const userId = client.listenKeys.get(name);
    if (userId !== undefined) {
      client.listenKeys.delete(name);
      if (![...client.listenKeys.values()].includes(userId)) this.users.get(userId)?.delete(client);
    }
  }

  private remove(client: Client): void {
    this.clients.delete(client);
    for (const stream of client.streams) this.subscribers.get(stream)?.delete(client);
    for (const userId of client.listenKeys.values()) this.users.get(userId)?.delete(client);
  }

  private onMessage(client: Client, data: RawData, isBinary: boolean): void {
    const reply = (body: unknown) => this.send(client, JSON.stringify(body));
    if (isBinary) return reply({ error: { code: 3, msg: 'Invalid JSON: binary frame' }, id: null });
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return reply({ error: { code: 3, msg: 'Invalid JSON: expected a JSON object' }, id: null });
    }
    const message = request.safeParse(parsed);
    if (!message.success) {
      const id = (parsed as { id?: unknown } | null)?.id;
      return reply({
        error: {
          code: 2,
          msg: `Invalid request: ${message.error.issues[0]?.message ?? 'bad message'}`,
        },
        id: typeof id === 'number' || typeof id === 'string' ? id : null,
      });
    }
    const { method, params = [], id = null } = message.data;
    if (method === 'LIST_SUBSCRIPTIONS') {
      return reply({ result: [...client.streams, ...client.listenKeys.keys()], id });
    }
    if (method === 'UNSUBSCRIBE') {
      for (const name of params) this.drop(client, name);
      return reply({ result: null, id });
    }
    const unknown = params.filter(
      (name) => canonicalStream(name) === undefined && this.listenKeys.userOf(name) === undefined,
    );
    if (unknown.length > 0) {
      return reply({
        error: { code: 2, msg: `Invalid request: unknown stream ${unknown[0] ?? ''}` },
        id,
      });
    }
    if (client.streams.size + client.listenKeys.size + params.length > MAX_STREAMS) {
      return reply({
        error: { code: 2, msg: `Invalid request: at most ${MAX_STREAMS} streams` },
        id,
      });
    }
    for (const name of params) this.add(client, name);
    return reply({ result: null, id });
  }

  private endListenKey(listenKey: string, userId: number): void {
    for (const client of this.users.get(userId) ?? []) {
      if (!client.listenKeys.has(listenKey)) continue;
      const event = { e: 'listenKeyExpired', E: Date.now(), listenKey };
      this.send(
        client,
        client.combined
          ? JSON.stringify({ stream: listenKey, data: event })
          : JSON.stringify(event),
      );
      this.drop(client, listenKey);
    }
  }
}

/** Answers an upgrade that will not be served with its status and reason, and ends the socket. */
function refuse(socket: Duplex, status: 400 | 404 | 429, reason: string): void {
  const text = { 400: 'Bad Request', 404: 'Not Found', 429: 'Too Many Requests' }[status];
  // Binance's shape: -1003 is its "too many" code, -1000 the rest.
  const body = JSON.stringify({ code: status === 429 ? -1003 : -1000, msg: reason });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
