/**
 * Time left until `target` as HH:MM:SS (hours may pass 24); 00:00:00 once it has passed. The
 * trading screen's contract bar has the same display in the futures feature; features share no
 * internals, and this one is small enough to keep beside its own tests.
 */
export function formatCountdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.floor((target - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

/** How long to wait before asking again for the next settlement time once `target` has passed. */
export function settlementRetryDelay(target: number, fetchedAt: number): number {
  // Read before the settlement: the answer is stale, ask now. Read after it and still the old
  // time: the engine settles on its next tick, so ask again shortly.
  return fetchedAt < target ? 0 : 2_000;
}
