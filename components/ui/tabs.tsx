'use client';

import { Tabs as RadixTabs } from 'radix-ui';
import { createContext, forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type TabsVariant = 'underline' | 'pill';

const VariantContext = createContext<TabsVariant>('underline');

/** ArrowLeft/ArrowRight (Home/End) move between tabs and show their panel at once. */
export const Tabs = RadixTabs.Root;

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** `underline` for page sections, `pill` for compact switches (order types, chart intervals). */
  variant?: TabsVariant;
}

const listStyles: Record<TabsVariant, string> = {
  underline: 'flex gap-4 border-b border-line',
  pill: 'inline-flex gap-1 rounded-lg bg-bg-sunken p-1',
};

const triggerStyles: Record<TabsVariant, string> = {
  underline: cn(
    '-mb-px inline-flex min-h-10 items-center border-b-2 border-transparent px-1 text-sm font-medium text-fg-muted',
    'hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg',
  ),
  pill: cn(
    'inline-flex min-h-8 items-center rounded-md px-3 text-sm font-medium text-fg-muted',
    'hover:text-fg data-[state=active]:bg-bg data-[state=active]:text-fg data-[state=active]:shadow-sm',
  ),
};

export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { variant = 'underline', className, ...props },
  ref,
) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.List
        ref={ref}
        className={cn(listStyles[variant], 'overflow-x-auto', className)}
        {...props}
      />
    </VariantContext.Provider>
  );
});

export const TabsTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<typeof RadixTabs.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  const variant = useContext(VariantContext);
  return (
    <RadixTabs.Trigger
      ref={ref}
      className={cn(
        triggerStyles[variant],
        'shrink-0 whitespace-nowrap motion-safe:transition-colors disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    />
  );
});

export const TabsContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixTabs.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <RadixTabs.Content ref={ref} className={cn('rounded-sm', focusRing, className)} {...props} />
  );
});
