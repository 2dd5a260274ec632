/**
 * Request weight per address and minute, as Binance counts it (`X-MBX-USED-WEIGHT-1M`): each
 * endpoint adds its weight to the address's count in the current UTC minute; past the limit the
 * request is refused (429) until the minute ends. Counted in this process.
 */
export class WeightCounter {
  private minute = -1;
  private readonly used = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Adds a request's weight; `retryAfterSeconds` is set when it is refused (its weight not added). */
  add(
    address: string,
    weight: number,
  ): { used: number; limit: number; retryAfterSeconds?: number } {
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.used.clear();
    }
    const before = this.used.get(address) ?? 0;
    if (before + weight > this.limit) {
      return {
        used: before,
        limit: this.limit,
        retryAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)),
      };
    }
    this.used.set(address, before + weight);
    return { used: before + weight, limit: this.limit };
  }
}
