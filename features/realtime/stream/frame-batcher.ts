import type { RealtimeMessage } from '../types';

export type FrameScheduler = (flush: () => void) => void;

/**
 * Next animation frame in a visible page; a short timer where there is no frame (hidden tab,
 * Node), so a background tab still drains its queue instead of growing it.
 */
export const animationFrameScheduler: FrameScheduler = (flush) => {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (visible && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 100);
};

/** A queue this long is flushed at once, whatever the frame clock says. */
export const MAX_QUEUED_MESSAGES = 20_000;

export interface FrameBatcher {
  push: (message: RealtimeMessage) => void;
  /** Applies everything queued now (before a reconnect reset, in tests, in the benchmark). */
  flush: () => void;
  readonly pending: number;
}

/**
 * Collects topic messages and hands them to `apply` once per frame, so a burst of messages costs
 * one store write — and at most one render — per frame.
 */
export function createFrameBatcher(
  apply: (messages: RealtimeMessage[]) => void,
  schedule: FrameScheduler = animationFrameScheduler,
): FrameBatcher {
  let queue: RealtimeMessage[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    apply(batch);
  }

  return {
    push(message) {
      queue.push(message);
      if (queue.length >= MAX_QUEUED_MESSAGES) {
        flush();
        return;
      }
      if (!scheduled) {
        scheduled = true;
        schedule(() => {
          if (scheduled) flush();
        });
      }
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}
