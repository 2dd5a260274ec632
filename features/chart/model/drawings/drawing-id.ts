/** A short random id (no crypto needed: it only tells one drawing from another). */
export function newDrawingId(): string {
  return `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
