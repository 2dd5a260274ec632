'use client';

import { useEffect, useRef } from 'react';
import type { ShortcutAction } from '../model/trading-shortcuts';

/**
 * The screen's shortcut keys reach the parts that act on them (the order form's buttons, the
 * contract picker, cancel all) through this bus: the part stays the one place its action is done,
 * the key handler (TradingShortcuts) knows none of them.
 */
const bus = new EventTarget();

export function emitTradingShortcut(action: ShortcutAction): void {
  bus.dispatchEvent(new Event(action));
}

/** Runs `handler` when the shortcut for `action` is pressed, while the calling part is mounted. */
export function useTradingShortcut(action: ShortcutAction, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = () => latest.current();
    bus.addEventListener(action, listener);
    return () => bus.removeEventListener(action, listener);
  }, [action]);
}
