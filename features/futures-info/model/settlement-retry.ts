/** How long to wait before asking again for the next settlement time once `target` has passed. */
export function settlementRetryDelay(target: number, fetchedAt: number): number {
  // Read before the settlement: the answer is stale, ask now. Read after it and still the old
  // time: the engine settles on its next tick, so ask again shortly.
  return fetchedAt < target ? 0 : 2_000;
}
