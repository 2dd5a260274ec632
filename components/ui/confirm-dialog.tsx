'use client';

import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { overlayStyles } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface ConfirmDialogProps {
  title: ReactNode;
  body: ReactNode;
  /** Defaults to the generic "Confirm"; prefer the action's own word ("Close position"). */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for what cannot be undone (red confirm button). */
  variant?: 'primary' | 'danger';
  /**
   * May return a Promise: the confirm button shows a spinner until it settles. If it rejects the
   * dialog stays open so the user can retry; reporting the error (a toast) is the caller's job.
   */
  onConfirm: () => unknown;
  /** The element that opens the dialog; omit it and use `open`/`onOpenChange` instead. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * An alert dialog asking the user to confirm one action. Focus starts on Cancel, so a stray Enter
 * does not confirm something destructive.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const t = useTranslations('UI');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const open = controlledOpen ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    // While the action runs, closing would hide whether it worked.
    if (pending && !next) return;
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      setPending(false);
      // The busy button was disabled, which dropped keyboard focus; put it back for the retry.
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    setPending(false);
    if (controlledOpen === undefined) setUncontrolledOpen(false);
    onOpenChange?.(false);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayStyles} />
        <AlertDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2',
            'rounded-xl border border-line bg-bg p-6 text-fg shadow-xl outline-none',
            'motion-safe:transition motion-safe:starting:opacity-0',
          )}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-fg-muted">{body}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="lg" disabled={pending} className="sm:h-10">
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              ref={confirmRef}
              variant={variant}
              size="lg"
              className="sm:h-10"
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel ?? t('confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
