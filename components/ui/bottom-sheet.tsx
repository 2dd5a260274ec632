'use client';

import { useTranslations } from 'next-intl';
import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { overlayStyles } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

// A dialog that rises from the bottom of a phone's screen. Radix gives what a modal dialog needs
// (focus trap, Escape, focus back to the opener, scroll lock, the rest of the page hidden from
// screen readers); this file gives the look. Open it with `Dialog` from dialog.tsx.

export interface BottomSheetContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** The sheet's heading and accessible name. */
  title: ReactNode;
  /** Stays above the scrolling body (a switch that changes what the body shows). */
  header?: ReactNode;
  /** The scrolling body's id, for the header's controls to name what they control. */
  bodyId?: string;
}

export const BottomSheetContent = forwardRef<HTMLDivElement, BottomSheetContentProps>(
  function BottomSheetContent({ title, header, bodyId, className, children, ...props }, ref) {
    const t = useTranslations('UI');
    return (
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayStyles} />
        <RadixDialog.Content
          ref={ref}
          aria-describedby={undefined}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-xl border-t border-line bg-bg-raised text-fg shadow-xl outline-none',
            'motion-safe:transition-transform motion-safe:starting:translate-y-full',
            className,
          )}
          {...props}
        >
          <div className="flex items-center gap-3 border-b border-line py-1 ps-4 pe-2">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost">{t('close')}</Button>
            </RadixDialog.Close>
          </div>
          {header !== undefined ? <div className="px-3 pt-3">{header}</div> : null}
          {/* Its own scroller: a sticky footer inside (the form's buttons) stays in view. */}
          <div id={bodyId} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    );
  },
);
