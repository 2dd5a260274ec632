import type { RealtimeMessage } from '../types';

type Listener = (message: RealtimeMessage) => void;

const listeners = new Set<Listener>();

/**
 * Every topic message as the realtime edge delivers it: parsed (the private rows against the
 * contract), in arrival order, as it goes into the store's next batch. For readers that need each
 * frame rather than the store's merged state (a finished order leaves the open-order map in the
 * same batch that filled it).
 */
export function onRealtimeMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The edge hands each message it delivers to the readers above (stream/connect-realtime.ts). */
export function announceRealtimeMessage(message: RealtimeMessage): void {
  for (const listener of listeners) listener(message);
}
