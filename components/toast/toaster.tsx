'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { dismissToast, toastStore, type Toast } from './toast-store';

const toneClass: Record<Toast['tone'], string> = {
  info: 'border-neutral-300 bg-white text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
  success: 'border-teal-500 bg-white text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100',
  error: 'border-red-500 bg-white text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100',
};

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    remaining.current = toast.duration;
  }, [toast]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast]);

  return (
    // The item stays a list item (a role on the <li> would leave the list with a non-item child,
    // which assistive technology and axe refuse); its message is the status or alert.
    <li
      data-tone={toast.tone}
      className={`pointer-events-auto flex items-center gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${toneClass[toast.tone]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="flex-1" role={toast.tone === 'error' ? 'alert' : 'status'}>
        {toast.message}
        {toast.link ? (
          <>
            {' '}
            <a
              href={toast.link.href}
              className="whitespace-nowrap rounded-sm font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:text-teal-400 dark:hover:text-teal-300"
            >
              {toast.link.label}
            </a>
          </>
        ) : null}
      </span>
      {toast.action ? (
        <button
          type="button"
          className="rounded px-2 py-1 font-medium text-teal-600 hover:bg-teal-50 dark:hover:bg-teal-950"
          onClick={() => {
            toast.action?.onClick();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Mounted toasters, in mount order. Only the first renders, so a layout and AppProviders may both
 * mount one without every toast showing twice.
 */
const toasterOwners = createStore<{ ids: string[] }>(() => ({ ids: [] }));

/** Renders the toast queue (AppProviders mounts it; extra instances stay empty). */
export function Toaster() {
  const id = useId();
  const isOwner = useStore(toasterOwners, (state) => state.ids[0] === id);
  const toasts = useStore(toastStore, (state) => state.toasts);

  useEffect(() => {
    toasterOwners.setState((state) => ({ ids: [...state.ids, id] }));
    return () =>
      toasterOwners.setState((state) => ({ ids: state.ids.filter((owner) => owner !== id) }));
  }, [id]);

  if (!isOwner) return null;
  return (
    <ol
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed left-1/2 top-4 z-[110] flex w-[min(92vw,24rem)] -translate-x-1/2 flex-col gap-2"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  );
}
