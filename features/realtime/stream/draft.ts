import type { RealtimeData } from '../stores/realtime-store';

type RecordKey = {
  [K in keyof RealtimeData]: RealtimeData[K] extends Record<string | number, unknown>
    ? RealtimeData[K] extends unknown[]
      ? never
      : K
    : never;
}[keyof RealtimeData];

/**
 * Copy-on-write view of the store for one batch: a map is copied the first time a message in the
 * batch touches it, and every later message of the batch writes into that copy. A batch therefore
 * costs one copy per touched map, not one per message, and ends in a single setState.
 */
export class Draft {
  readonly patch: Partial<RealtimeData> = {};
  private readonly base: RealtimeData;
  /** Entries created during this batch: nobody else holds them yet, so they may be mutated. */
  private readonly owned = new WeakSet<object>();

  constructor(base: RealtimeData) {
    this.base = base;
  }

  map<K extends RecordKey>(key: K): RealtimeData[K] {
    let copy = this.patch[key];
    if (copy === undefined) {
      copy = { ...this.base[key] };
      this.patch[key] = copy;
    }
    return copy as RealtimeData[K];
  }

  get<K extends keyof RealtimeData>(key: K): RealtimeData[K] {
    return (this.patch[key] ?? this.base[key]) as RealtimeData[K];
  }

  set<K extends keyof RealtimeData>(key: K, value: RealtimeData[K]): void {
    this.patch[key] = value;
  }

  /** Marks an object as created by this batch and returns it. */
  own<T extends object>(value: T): T {
    this.owned.add(value);
    return value;
  }

  owns(value: object): boolean {
    return this.owned.has(value);
  }

  /**
   * Merges an update into the entry at `key` of a map taken with `map()`: in place when this
   * batch created the entry, else into a new entry (the old one may still be rendered).
   */
  merge<T extends object>(
    entries: Record<string | number, T>,
    key: string | number,
    update: T,
  ): void {
    const previous = entries[key];
    if (previous && this.owned.has(previous)) Object.assign(previous, update);
    else entries[key] = this.own({ ...previous, ...update });
  }

  get changed(): boolean {
    for (const _ in this.patch) return true;
    return false;
  }
}
