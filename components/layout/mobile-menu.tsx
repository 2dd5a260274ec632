'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { IconButton } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';

const loadPopover = () => import('./mobile-menu-popover').then((m) => m.MobileMenuPopover);

/** The menu button; the popover's own trigger and its server-rendered placeholder alike. */
export const MobileMenuTrigger = forwardRef<
  HTMLButtonElement,
  Omit<ComponentPropsWithoutRef<'button'>, 'children'> & { label: string }
>(function MobileMenuTrigger({ label, ...props }, ref) {
  return (
    <IconButton
      ref={ref}
      label={label}
      variant="secondary"
      size="sm"
      data-testid="mobile-menu"
      {...props}
    >
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
  );
});

/**
 * The phone header's menu: the main navigation and, on the smallest screens, the preferences.
 * Its popover loads when the button is reached (not in the first load).
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Deferred
      load={loadPopover}
      props={{ label, children }}
      popup="dialog"
      placeholder={(trigger) => <MobileMenuTrigger label={label} {...trigger} />}
    />
  );
}
