import { randomBytes } from 'node:crypto';

/** A listen key lives this long after it was created or last kept alive (Binance: 60 minutes). */
export const LISTEN_KEY_TTL_MS = 60 * 60_000;

interface Entry {
  userId: number;
  apiKeyId: number;
  expiresAt: number;
}

/**
 * User data stream keys (`POST/PUT/DELETE /fapi/v1/listenKey`): one live key per API key, as on
 * Binance (creating again returns the same key and extends it). Kept in this process's memory: a
 * websocket must connect to the process that issued its key, and a restart ends every key.
 */
export class ListenKeys {
  private readonly keys = new Map<string, Entry>();
  private readonly byApiKey = new Map<number, string>();
  /** Told when a key ends (expired or closed), so its streams can be closed. */
  onEnded: (listenKey: string, userId: number) => void = () => undefined;

  constructor(private readonly now: () => number) {}

  create(userId: number, apiKeyId: number): string {
    this.sweep();
    const existing = this.byApiKey.get(apiKeyId);
    const entry = existing ? this.keys.get(existing) : undefined;
    if (existing && entry) {
      entry.expiresAt = this.now() + LISTEN_KEY_TTL_MS;
      return existing;
    }
    const listenKey = randomBytes(32).toString('base64url');
    this.keys.set(listenKey, { userId, apiKeyId, expiresAt: this.now() + LISTEN_KEY_TTL_MS });
    this.byApiKey.set(apiKeyId, listenKey);
    return listenKey;
  }

  /** Extends the caller's live key; false when it has none (or it has expired). */
  keepAlive(userId: number, apiKeyId: number): string | undefined {
    this.sweep();
    const listenKey = this.byApiKey.get(apiKeyId);
    const entry = listenKey ? this.keys.get(listenKey) : undefined;
    if (!listenKey || !entry || entry.userId !== userId) return undefined;
    entry.expiresAt = this.now() + LISTEN_KEY_TTL_MS;
    return listenKey;
  }

  close(userId: number, apiKeyId: number): void {
    const listenKey = this.byApiKey.get(apiKeyId);
    const entry = listenKey ? this.keys.get(listenKey) : undefined;
    if (!listenKey || !entry || entry.userId !== userId) return;
    this.end(listenKey, entry);
  }

  /** The user a live listen key belongs to. */
  userOf(listenKey: string): number | undefined {
    const entry = this.keys.get(listenKey);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.end(listenKey, entry);
      return undefined;
    }
    return entry.userId;
  }

  /** Ends every key past its time. */
  sweep(): void {
    const now = this.now();
    for (const [listenKey, entry] of this.keys)
      if (entry.expiresAt <= now) this.end(listenKey, entry);
  }

  private end(listenKey: string, entry: Entry): void {
    this.keys.delete(listenKey);
    if (this.byApiKey.get(entry.apiKeyId) === listenKey) this.byApiKey.delete(entry.apiKeyId);
    this.onEnded(listenKey, entry.userId);
  }
}
