import type { RealtimeClient } from '@/lib/socket/realtime-client';
import type { RealtimeStore } from '../stores/realtime-store';
import { createFrameBatcher, type FrameBatcher, type FrameScheduler } from './frame-batcher';
import { announceRealtimeMessage } from './parsed-messages';
import { createFrameParser, type FrameParserOptions } from './contract-frames';

export interface RealtimeBinding {
  batcher: FrameBatcher;
  dispose: () => void;
}

/**
 * Wires the socket to the store: every topic message is parsed at the edge against the contract
 * (stream/contract-frames.ts) and goes through the frame batcher; a reconnect first applies what
 * is queued, then drops the account, position and order caches (the client then re-authenticates
 * and resubscribes, and fresh private data follows).
 */
export function bindRealtime(
  client: RealtimeClient,
  store: RealtimeStore,
  schedule?: FrameScheduler,
  parserOptions?: FrameParserOptions,
): RealtimeBinding {
  const batcher = createFrameBatcher(
    (messages) => store.getState().messagesReceived(messages),
    schedule,
  );
  const parser = createFrameParser((message) => {
    batcher.push(message);
    announceRealtimeMessage(message);
  }, parserOptions);
  // The contract's parsers load while the socket connects: the first frame rarely waits for them.
  parser.preload();
  const offMessage = client.onMessage((topic, payload) => parser.push(topic, payload));
  const offReconnect = client.onReconnect(() => {
    parser.reconnected();
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
