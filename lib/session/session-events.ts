/**
 * "Session cleared" is raised by infrastructure (forced logout in the http client, logout) and
 * handled by whoever holds session state (features/session, the realtime store), which lib may
 * not import.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionCleared(): void {
  for (const listener of listeners) listener();
}
