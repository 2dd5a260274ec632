import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  REQUEST_EVENT,
  authRequest,
  isInvalidTokenAck,
  isPositiveAck,
  subscribeRequest,
  unsubscribeRequest,
  type SymbolParam,
  type TopicRequest,
} from './protocol';

export const RECONNECTION = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

/** How long a reconnect waits for the auth acknowledgement before resubscribing anyway. */
export const AUTH_ACK_TIMEOUT_MS = 5000;

export type SocketFactory = (
  uri: string | undefined,
  options: Partial<ManagerOptions & SocketOptions>,
) => Socket;

interface RealtimeClientBaseOptions {
  /** Empty or undefined: the page's own origin. */
  url?: string;
  path: string;
  version: string;
  exchangeClient: string;
}

/**
 * socket.io's `io`, or a loader for it: the app loads socket.io-client after hydration (its
 * ~17 kB gzip are not needed to paint the server-rendered page).
 */
export type RealtimeClientOptions = RealtimeClientBaseOptions &
  ({ io: SocketFactory } | { loadIo: () => Promise<SocketFactory> });

type MessageListener = (topic: string, payload: unknown) => void;
type Listener = () => void;

/** Topics the server streams only to an authenticated connection. */
export const PRIVATE_TOPICS: ReadonlySet<string> = new Set(['match']);

/** The hold key of a topic subscribed without symbols. */
const TOPIC_HOLD = '*';

function symbolKey(param: SymbolParam): string {
  return `${param.symbol}|${param.step ?? ''}|${JSON.stringify(param.ranges ?? null)}`;
}

export type ConnectionStatus = 'open' | 'lost';

/**
 * The app's single realtime connection: authenticates once per connection (done on the server's
 * acknowledgement), remembers every subscription and, after a reconnect, tells listeners to drop
 * private caches, re-authenticates with the last token and resubscribes every earlier topic.
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private readonly options: RealtimeClientOptions;
  private factory: SocketFactory | null = null;
  /** connect() was called and the socket.io loader has not answered yet. */
  private loading = false;
  private token: string | null = null;
  private authState: 'none' | 'pending' | 'done' = 'none';
  private authedToken: string | null = null;
  private connectedBefore = false;
  private readonly subscriptions = new Map<string, Map<string, SymbolParam>>();
  /** How many subscribers hold each topic symbol (components mount and unmount independently). */
  private readonly holders = new Map<string, number>();
  private readonly messageListeners = new Set<MessageListener>();
  private readonly reconnectListeners = new Set<Listener>();
  private readonly authListeners = new Set<Listener>();
  private readonly authRefusedListeners = new Set<Listener>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();

  constructor(options: RealtimeClientOptions) {
    this.options = options;
    if ('io' in options) this.factory = options.io;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  get authenticated(): boolean {
    return this.authState === 'done';
  }

  /** Topics the client will resubscribe after a reconnect. */
  get topics(): TopicRequest[] {
    return [...this.subscriptions].map(([topic, symbols]) => ({
      topic,
      params: { symbols: [...symbols.values()] },
    }));
  }

  connect(): void {
    if (this.socket || this.loading) return;
    if (this.factory) {
      this.open(this.factory);
      return;
    }
    if (!('loadIo' in this.options)) return;
    this.loading = true;
    this.options.loadIo().then(
      (factory) => {
        this.factory = factory;
        if (!this.loading) return; // disconnect() came first
        this.loading = false;
        this.open(factory);
      },
      () => {
        // The chunk did not load (network): the page shows the lost-connection banner and the
        // client tries again like a dropped socket would.
        if (!this.loading) return;
        this.loading = false;
        this.emitStatus('lost');
        setTimeout(() => this.connect(), RECONNECTION.reconnectionDelay);
      },
    );
  }

  private open(io: SocketFactory): void {
    const socket = io(this.options.url || undefined, {
      path: this.options.path,
      transports: ['websocket'],
      query: { version: this.options.version, exchangeClient: this.options.exchangeClient },
      autoConnect: false,
      ...RECONNECTION,
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.emitStatus('open');
      void this.handleConnect();
    });
    socket.on('disconnect', (reason) => {
      this.authState = 'none';
      this.authedToken = null;
      this.emitStatus('lost');
      // socket.io does not reconnect by itself after the server closed the socket; a server that
      // kicks clients (deploys, restarts) should see them come back like after a network drop.
      if (reason === 'io server disconnect') {
        setTimeout(() => {
          if (this.socket === socket && !socket.connected) socket.connect();
        }, RECONNECTION.reconnectionDelay);
      }
    });
    socket.onAny((event: string, payload: unknown) => {
      for (const listener of this.messageListeners) listener(event, payload);
    });
    socket.connect();
  }

  disconnect(): void {
    this.loading = false;
    this.socket?.removeAllListeners();
    this.socket?.offAny();
    this.socket?.disconnect();
    this.socket = null;
    this.authState = 'none';
    this.authedToken = null;
    this.connectedBefore = false;
  }

  /** Sets the session token and authenticates with it (once per connection and token). */
  authenticate(token: string | null): void {
    this.token = token;
    if (!token || !this.socket?.connected) return;
    if (this.authedToken === token && this.authState !== 'none') return;
    void this.sendAuth(token).then((accepted) => {
      // Private topics held before this authentication are sent now that the server accepts them.
      if (accepted) this.emitSubscribe(this.topics.filter((t) => PRIVATE_TOPICS.has(t.topic)));
    });
  }

  /**
   * Subscribes to a topic's symbols. Each call is a hold: the symbol stays subscribed (and is
   * resubscribed after reconnects) until every holder has called `forget`.
   */
  subscribe(topic: string, symbols: SymbolParam[] = []): void {
    let known = this.subscriptions.get(topic);
    const newTopic = !known;
    if (!known) {
      known = new Map();
      this.subscriptions.set(topic, known);
    }
    const fresh: SymbolParam[] = [];
    for (const symbol of symbols) {
      const key = symbolKey(symbol);
      this.hold(topic, key, 1);
      if (!known.has(key)) {
        known.set(key, symbol);
        fresh.push(symbol);
      }
    }
    // A topic without symbols (indicator, home_page_top_ten24, realtime) is held as a whole.
    if (symbols.length === 0) this.hold(topic, TOPIC_HOLD, 1);
    const emit = fresh.length > 0 || (symbols.length === 0 && newTopic);
    // A private topic goes out once the server has accepted the token (see authenticate).
    const waitForAuth = PRIVATE_TOPICS.has(topic) && this.authState !== 'done';
    if (emit && !waitForAuth && this.socket?.connected) {
      this.socket.emit(REQUEST_EVENT, subscribeRequest([{ topic, params: { symbols: fresh } }]));
    }
  }

  /**
   * Releases a hold taken by `subscribe`. When no holder is left the symbol (or the whole topic) is
   * no longer resubscribed after reconnects, and the server is told to stop streaming it.
   */
  forget(topic: string, symbols: SymbolParam[] = []): void {
    const known = this.subscriptions.get(topic);
    if (!known) return;
    const released: SymbolParam[] = [];
    for (const symbol of symbols) {
      const key = symbolKey(symbol);
      if (this.hold(topic, key, -1) > 0) continue;
      const param = known.get(key);
      if (param) {
        known.delete(key);
        released.push(param);
      }
    }
    const topicHeld =
      symbols.length === 0 ? this.hold(topic, TOPIC_HOLD, -1) > 0 : this.holds(topic, TOPIC_HOLD);
    const topicGone = known.size === 0 && !topicHeld;
    if (topicGone) this.subscriptions.delete(topic);
    if ((released.length > 0 || topicGone) && this.socket?.connected) {
      this.socket.emit(
        REQUEST_EVENT,
        unsubscribeRequest([{ topic, params: { symbols: released } }]),
      );
    }
  }

  private hold(topic: string, key: string, delta: 1 | -1): number {
    const holdKey = `${topic}\u0000${key}`;
    const count = Math.max(0, (this.holders.get(holdKey) ?? 0) + delta);
    if (count === 0) this.holders.delete(holdKey);
    else this.holders.set(holdKey, count);
    return count;
  }

  private holds(topic: string, key: string): boolean {
    return this.holders.has(`${topic}\u0000${key}`);
  }

  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Called on every reconnect, before re-authentication: drop account, position and order caches. */
  onReconnect(listener: Listener): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** The connection opened (`open`) or dropped (`lost`; socket.io is already retrying). */
  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private emitStatus(status: ConnectionStatus): void {
    for (const listener of this.statusListeners) listener(status);
  }

  onAuthenticated(listener: Listener): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  /**
   * The server refused the token itself (4011: unknown, expired, or its session was ended from
   * another device) — not a timeout or a server that cannot check it.
   */
  onAuthRefused(listener: Listener): () => void {
    this.authRefusedListeners.add(listener);
    return () => this.authRefusedListeners.delete(listener);
  }

  private async handleConnect(): Promise<void> {
    const isReconnect = this.connectedBefore;
    this.connectedBefore = true;
    if (isReconnect) for (const listener of this.reconnectListeners) listener();
    if (this.token) await this.sendAuth(this.token);
    const topics = this.topics;
    if (topics.length > 0 && this.socket?.connected) {
      this.socket.emit(REQUEST_EVENT, subscribeRequest(topics));
    }
  }

  private emitSubscribe(topics: TopicRequest[]): void {
    if (topics.length > 0 && this.socket?.connected) {
      this.socket.emit(REQUEST_EVENT, subscribeRequest(topics));
    }
  }

  /** Resolves true when the server acknowledged the token. */
  private sendAuth(token: string): Promise<boolean> {
    const socket = this.socket;
    if (!socket) return Promise.resolve(false);
    this.authState = 'pending';
    this.authedToken = token;
    return new Promise((resolve) => {
      socket
        .timeout(AUTH_ACK_TIMEOUT_MS)
        .emit(REQUEST_EVENT, authRequest(token), (error: Error | null, ack: unknown) => {
          let accepted = false;
          if (socket === this.socket && this.authedToken === token) {
            if (!error && isPositiveAck(ack)) {
              accepted = true;
              this.authState = 'done';
              for (const listener of this.authListeners) listener();
            } else {
              this.authState = 'none';
              this.authedToken = null;
              if (!error && isInvalidTokenAck(ack))
                for (const listener of this.authRefusedListeners) listener();
            }
          }
          resolve(accepted);
        });
    });
  }
}
