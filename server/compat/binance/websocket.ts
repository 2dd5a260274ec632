import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import { contractCode, contracts } from '../../../lib/contract/reference-data';
import type { Logger } from '../../logger';
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
const MAX_STREAMS = 1024;
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
  ) {
    listenKeys.onEnded = (listenKey, userId) => this.endListenKey(listenKey, userId);
  }

  /** True for the upgrade paths of these streams. */
  handles(url: string): boolean {
    return PATH.test(url.split('?')[0] ?? '');
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = PATH.exec(url.pathname);
    if (!match) {
      socket.destroy();
      return;
    }
    this.server.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        socket: ws,
        combined: match[1] === 'stream',
        streams: new Set(),
        listenKeys: new Map(),
      };
      this.clients.add(client);
      const named = [
        ...(match[2] ? decodeURIComponent(match[2]).split('/') : []),
        ...(url.searchParams.get('streams')?.split('/') ?? []),
        ...(url.searchParams.get('listenKey') ? [url.searchParams.get('listenKey') ?? ''] : []),
      ].filter((n) => n !== '');
      for (const name of named.slice(0, MAX_STREAMS)) this.add(client, name);
      ws.on('message', (data: RawData, isBinary: boolean) =>
        this.onMessage(client, data, isBinary),
      );
      ws.on('close', () => this.remove(client));
      ws.on('error', () => ws.terminate());
    });
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
    const stream = canonicalStream(name);
    if (stream) {
      if (client.streams.size >= MAX_STREAMS) return false;
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
    if (client.streams.size + params.length > MAX_STREAMS) {
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
