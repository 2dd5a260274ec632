import { addressKey } from '../auth/rate-limiter';

/**
 * Open realtime connections per client address: socket.io sessions (websocket or long-polling)
 * and the Binance-compatible streams count together, an IPv6 address by its /64 (as the rate
 * limits count it). Past the limit a new connection is refused before it is set up, so one address
 * cannot hold thousands of sockets and their memory. The address is the connection's peer, as
 * everywhere on this server: behind a reverse proxy every client shares the proxy's.
 */
export class ConnectionLimit {
  private readonly open = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /** Connections open from the address (its /64 for IPv6). */
  count(address: string | undefined): number {
    return this.open.get(addressKey(address ?? '')) ?? 0;
  }

  /**
   * Counts one more connection from `address` and answers the function that ends its count (once,
   * however often it is called), or undefined — nothing counted — when the address already holds
   * `perAddress` connections.
   */
  take(address: string | undefined): (() => void) | undefined {
    const key = addressKey(address ?? '');
    const open = this.open.get(key) ?? 0;
    if (open >= this.perAddress) return undefined;
    this.open.set(key, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
  }
}
