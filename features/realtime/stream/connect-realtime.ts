import type { RealtimeClient } from '@/lib/socket/realtime-client';
import type { RealtimeStore } from '../stores/realtime-store';
import { createFrameBatcher, type FrameBatcher, type FrameScheduler } from './frame-batcher';

export interface RealtimeBinding {
  batcher: FrameBatcher;
  dispose: () => void;
}

/**
 * Wires the socket to the store: every topic message goes through the frame batcher; a reconnect
 * first applies what is queued, then drops the account, position and order caches (the client
 * then re-authenticates and resubscribes, and fresh private data follows).
 */
export function bindRealtime(
  client: RealtimeClient,
  store: RealtimeStore,
  schedule?: FrameScheduler,
): RealtimeBinding {
  const batcher = createFrameBatcher(
    (messages) => store.getState().messagesReceived(messages),
    schedule,
  );
  const offMessage = client.onMessage((topic, payload) => batcher.push(topic, payload));
  const offReconnect = client.onReconnect(() => {
    batcher.flush();
    store.getState().privateDataCleared();
  });
  const offStatus = client.onStatus((status) => store.getState().connectionChanged(status));
  return {
    batcher,
    dispose: () => {
      offMessage();
      offReconnect();
      offStatus();
      batcher.flush();
    },
  };
}
