/**
 * In-page instruments of `bench/ui.ts`, installed before any page script (`addInitScript`).
 *
 * Plain JavaScript in a string on purpose: tsx's compiler adds helpers (`__name`) to functions it
 * compiles, which do not exist in the page when Playwright serialises a function into it.
 *
 * - Long tasks: a buffered PerformanceObserver('longtask') keeps every task over 50 ms.
 * - Socket messages: `WebSocket` is wrapped so every received message stamps `performance.now()`
 *   in a listener added before the app's own handler, so the stamp falls inside the task that
 *   handles the message; a long task that contains a stamp ran message handling.
 * - Long animation frames (Chromium's LoAF) over 50 ms, with the scripts that ran in each (their
 *   invoker: an event listener such as a websocket message, a requestAnimationFrame callback…),
 *   which says what a long task was doing.
 * - Frames: `start()` counts requestAnimationFrame callbacks and the longest gap between two;
 *   `stop()` ends the window and, 500 ms later (long-task entries arrive asynchronously), answers
 *   the window's figures.
 */

export interface PageWindow {
  ms: number;
  frames: number;
  worstFrameMs: number;
  longTasks: number;
  maxLongTaskMs: number;
  longTasksWithMessages: number;
  wsMessages: number;
  /** Long animation frames (over 50 ms) with the scripts that ran in them, longest first. */
  longFrames: { ms: number; scripts: string[] }[];
}

export const PAGE_INSTRUMENTS = `(() => {
  const state = { longTasks: [], loafs: [], messages: [], win: null };
  globalThis.__benchUi = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    state.longTaskError = String(error);
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        const scripts = (e.scripts || []).map(
          (s) => s.invokerType + ' ' + s.invoker + ' ' + Math.round(s.duration) + ' ms',
        );
        state.loafs.push([e.startTime, e.duration, scripts]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (error) {
    state.loafError = String(error);
  }
  const Native = globalThis.WebSocket;
  class CountingWebSocket extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', () => state.messages.push(performance.now()));
    }
  }
  globalThis.WebSocket = CountingWebSocket;
  state.start = () => {
    const now = performance.now();
    const w = { start: now, last: now, frames: 0, worst: 0, running: true };
    state.win = w;
    const tick = (t) => {
      if (!w.running) return;
      w.frames += 1;
      w.worst = Math.max(w.worst, t - w.last);
      w.last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  state.stop = () => {
    const w = state.win;
    w.running = false;
    const end = performance.now();
    return new Promise((resolve) => setTimeout(() => {
      const tasks = state.longTasks.filter(([s]) => s >= w.start && s < end);
      const messages = state.messages.filter((t) => t >= w.start && t < end);
      const withMessages = tasks.filter(([s, d]) => messages.some((t) => t >= s && t <= s + d));
      resolve({
        ms: end - w.start,
        frames: w.frames,
        worstFrameMs: w.worst,
        longTasks: tasks.length,
        maxLongTaskMs: tasks.reduce((m, [, d]) => Math.max(m, d), 0),
        longTasksWithMessages: withMessages.length,
        wsMessages: messages.length,
        longFrames: state.loafs
          .filter(([s]) => s >= w.start && s < end)
          .sort((a, b) => b[1] - a[1])
          .map(([, ms, scripts]) => ({ ms, scripts })),
      });
    }, 500));
  };
})();`;

export const START_WINDOW = 'globalThis.__benchUi.start()';
export const STOP_WINDOW = 'globalThis.__benchUi.stop()';
