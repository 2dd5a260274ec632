import type { Database } from '../db/database';

type Listener = (userId: number) => void;

/** Per database (one per server), whoever keeps users' trading permission in memory. */
const listeners = new WeakMap<Database, Set<Listener>>();

/**
 * Lets a cache of trading permission (the trading gate) hear that a user's KYC or futures account
 * changed in this process, so the next call reads it again at once. Returns the unsubscribe.
 */
export function onPermissionChange(database: Database, listener: Listener): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called after a change to what the trading gate checks (KYC level 1, residence, futures account). */
export function permissionChanged(database: Database, userId: number): void {
  for (const listener of listeners.get(database) ?? []) listener(userId);
}
