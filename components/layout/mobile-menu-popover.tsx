'use client';

import { useState, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { MobileMenuTrigger } from './mobile-menu';

/**
 * The phone header's menu: the main navigation and, on the smallest screens, the preferences.
 * A popover, not a `menu`: it holds links, a select and a radio group.
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
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <MobileMenuTrigger label={label} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-64 p-3"
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
