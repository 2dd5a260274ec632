'use client';

import { DropdownMenu as RadixMenu } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { floatingPanelStyles } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

// Radix gives the menu pattern: Enter/Space/ArrowDown open it, arrows and typeahead move between
// items, Escape closes it and focus returns to the trigger.

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export const DropdownMenuContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixMenu.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }, ref) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          floatingPanelStyles,
          'max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto p-1',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
});

const itemStyles = cn(
  'relative flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 text-sm outline-none select-none',
  'data-highlighted:bg-bg-sunken data-disabled:pointer-events-none data-disabled:opacity-50',
);

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** Red text for destructive items (log out, delete). */
  danger?: boolean;
}

/** A `menuitem`. With `asChild` it can be a link: `<DropdownMenuItem asChild><Link …/></…>`. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(
  function DropdownMenuItem({ className, danger = false, ...props }, ref) {
    return (
      <RadixMenu.Item
        ref={ref}
        className={cn(itemStyles, danger && 'text-error', className)}
        {...props}
      />
    );
  },
);

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
      <path
        d="M3.5 8.5 6.5 11.5 12.5 4.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const DropdownMenuCheckboxItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixMenu.CheckboxItem>
>(function DropdownMenuCheckboxItem({ className, children, ...props }, ref) {
  return (
    <RadixMenu.CheckboxItem ref={ref} className={cn(itemStyles, 'pl-8', className)} {...props}>
      <span className="absolute left-2 inline-flex size-4 items-center justify-center">
        <RadixMenu.ItemIndicator>
          <Check />
        </RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.CheckboxItem>
  );
});

export const DropdownMenuRadioItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixMenu.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...props }, ref) {
  return (
    <RadixMenu.RadioItem ref={ref} className={cn(itemStyles, 'pl-8', className)} {...props}>
      <span className="absolute left-2 inline-flex size-4 items-center justify-center">
        <RadixMenu.ItemIndicator>
          <span className="size-2 rounded-full bg-current" />
        </RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.RadioItem>
  );
});

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label
      className={cn('px-3 py-1.5 text-xs font-medium text-fg-muted', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
