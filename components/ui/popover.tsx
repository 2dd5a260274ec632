'use client';

import { Popover as RadixPopover } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

/** The look every floating panel of the kit shares (popover, menu, select list, combobox list). */
export const floatingPanelStyles = cn(
  'z-50 rounded-lg border border-line bg-bg-raised text-fg shadow-lg outline-none',
  'motion-safe:transition-opacity motion-safe:starting:opacity-0',
);

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
/** Positions the popover against an element other than the trigger. */
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

export type PopoverContentProps = ComponentPropsWithoutRef<typeof RadixPopover.Content>;

/** Non-modal panel: Escape and an outside click close it, focus goes back to the trigger. */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(
  function PopoverContent({ className, sideOffset = 6, align = 'start', ...props }, ref) {
    return (
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={8}
          className={cn(
            floatingPanelStyles,
            'max-h-(--radix-popover-content-available-height) w-72 max-w-[calc(100vw-1rem)] overflow-y-auto p-4',
            className,
          )}
          {...props}
        />
      </RadixPopover.Portal>
    );
  },
);
