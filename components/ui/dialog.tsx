'use client';

import { useTranslations } from 'next-intl';
import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button, IconButton, type ButtonSize } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// Radix gives the focus trap, Escape, focus return to the trigger, scroll lock and aria wiring;
// this file only adds the look and the translated close button.

/** `<Dialog open onOpenChange>`: the state holder; uncontrolled when neither prop is given. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
/** Wrap any button with `<DialogClose asChild>` to make it close the dialog. */
export const DialogClose = RadixDialog.Close;

export const overlayStyles =
  'fixed inset-0 z-50 bg-black/50 motion-safe:transition-opacity motion-safe:starting:opacity-0';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-2xl',
};

/** Full-screen sheet on phones (below 640 px), a centred card above. */
export function dialogPanelStyles(size: DialogSize = 'md'): string {
  return cn(
    'fixed inset-0 z-50 flex flex-col bg-bg text-fg shadow-xl outline-none',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85vh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2',
    'sm:rounded-xl sm:border sm:border-line',
    'motion-safe:transition motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0',
    'sm:motion-safe:starting:-translate-y-[48%]',
    widths[size],
  );
}

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Read by screen readers when the dialog opens. */
  description?: ReactNode;
  size?: DialogSize;
  /** Hide the corner close button (Escape still closes). */
  hideClose?: boolean;
}

export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, size = 'md', hideClose = false, className, children, ...props },
  ref,
) {
  const t = useTranslations('UI');
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayStyles} />
      <RadixDialog.Content
        ref={ref}
        // Without a description Radix would point aria-describedby at nothing and warn.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        className={cn(dialogPanelStyles(size), className)}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-line px-4 py-3 sm:px-6 sm:py-4">
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description !== undefined && (
              <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {!hideClose && (
            <RadixDialog.Close asChild>
              <IconButton label={t('close')} size="lg" className="-mt-1 -mr-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
                </svg>
              </IconButton>
            </RadixDialog.Close>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/** The row of actions at the bottom of a dialog; on phones it sits at the bottom of the sheet. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * The actions of a form in a dialog: Cancel, which closes it, and the form's submit button, busy
 * while the form submits.
 */
export function DialogFormFooter({
  submitLabel,
  submitting,
  size = 'lg',
}: {
  submitLabel: string;
  submitting: boolean;
  size?: ButtonSize;
}) {
  const t = useTranslations('UI');
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary" size={size} type="button">
          {t('cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" size={size} loading={submitting}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
