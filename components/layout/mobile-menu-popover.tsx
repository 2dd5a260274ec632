'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { MobileMenuTrigger } from './mobile-menu';

/**
 * The phone header's menu: the main navigation and, on the smallest screens, the preferences.
 * A popover, not a `menu`: it holds links, a select and a radio group. Modal: Tab cycles through
 * its links and controls (it does not wander off behind it and close it), Escape closes it and
 * the focus goes back to the button.
 */
export function MobileMenuPopover({
  label,
  children,
  defaultOpen = false,
}: {
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <MobileMenuTrigger label={label} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        ref={content}
        className="w-64 p-3"
        // Radix skips links when it places the focus on opening (the language select got it):
        // the first thing in the menu, its first link, is where a keyboard user starts.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.querySelector<HTMLElement>('a[href], button, select, input')?.focus();
        }}
        // The header stays mounted across pages: following a link inside closes the panel.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
