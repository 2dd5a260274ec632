'use client';

import { useCallback, useState } from 'react';

export interface LazyDialog {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True once the dialog was first opened: render (and so load) its body from then on. */
  used: boolean;
  show: () => void;
  /** Starts fetching the body's chunk (pointer over or focus on the button), ignoring failures. */
  preload: () => void;
}

/**
 * A dialog whose body is its own chunk (`load` is its dynamic import): nothing of it is in the
 * page's first load. Once opened the body stays mounted, so closing animates and reopening is
 * instant.
 */
export function useLazyDialog(load: () => Promise<unknown>): LazyDialog {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  return { open, setOpen, used, show, preload };
}
