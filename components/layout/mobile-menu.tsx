'use client';

import { useState, type ReactNode } from 'react';
import { IconButton } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * The phone header's menu: the main navigation and, on the smallest screens, the preferences.
 * A popover, not a `menu`: it holds links, a select and a radio group.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <IconButton label={label} variant="secondary" size="sm" data-testid="mobile-menu">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 stroke-current"
            strokeWidth="2"
            fill="none"
          >
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </IconButton>
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
