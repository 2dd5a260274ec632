import { createStore } from 'zustand/vanilla';

export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  /** Milliseconds on screen (hover pauses the count). Default 3000; Infinity keeps it. */
  duration?: number;
  /** A toast with the id of one still shown replaces it instead of stacking. */
  id?: string;
}

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
  duration: number;
}

interface ToastState {
  toasts: Toast[];
}

/** At most this many toasts at once; the oldest goes first. */
const MAX_TOASTS = 5;

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let sequence = 0;

export function toast(input: ToastInput): string {
  sequence += 1;
  const next: Toast = {
    id: input.id ?? `toast-${sequence}`,
    message: input.message,
    tone: input.tone ?? 'info',
    action: input.action,
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  toastStore.setState((state) => {
    const others = state.toasts.filter((t) => t.id !== next.id);
    return { toasts: [...others, next].slice(-MAX_TOASTS) };
  });
  return next.id;
}

export function dismissToast(id: string): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function clearToasts(): void {
  toastStore.setState({ toasts: [] });
}
