import { createStore } from 'zustand/vanilla';

export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A link after the message (e.g. "Learn more" to a help article); a plain same-site path. */
export interface ToastLink {
  label: string;
  href: string;
}

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  link?: ToastLink;
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
  link?: ToastLink;
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
    link: input.link,
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
