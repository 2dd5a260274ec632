'use client';

import { Select as RadixSelect } from 'radix-ui';
import { forwardRef, useId, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { floatingPanelStyles } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** What the closed select shows once this is chosen, when the label is too long for it (GTC). */
  short?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  /** Shown above the control and read as its name. */
  label: ReactNode;
  /** Keep the label for screen readers only (a toolbar where the context says it all). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  placeholder?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Submits the value with a native form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'md' | 'lg';
  /**
   * The chosen label wraps onto a second line instead of being cut with an ellipsis: for names
   * that must read whole in every language (the accounts of a transfer).
   */
  wrapValue?: boolean;
  className?: string;
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-fg-muted" fill="none">
      <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A short fixed list (order type, time in force, language). For long or searchable lists use
 * `Combobox`. Enter, Space or the arrows open it; typing jumps to a matching option.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    hideLabel = false,
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    name,
    disabled,
    required,
    size = 'md',
    wrapValue = false,
    className,
  },
  ref,
) {
  const labelId = useId();
  const chosenShort = options.find((option) => option.value === value)?.short;
  return (
    <div className={cn('grid grid-cols-1 gap-1.5', className)}>
      <span id={labelId} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </span>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger
          ref={ref}
          aria-labelledby={labelId}
          className={cn(
            'inline-flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-line bg-bg px-3 text-left text-sm',
            'data-placeholder:text-fg-muted disabled:cursor-not-allowed disabled:opacity-50',
            size === 'lg' ? 'h-btn-lg' : 'h-10',
            // Grows with a second line; never lower than the fixed height above (3rem, 2.5rem).
            wrapValue && (size === 'lg' ? 'h-auto min-h-12 py-2' : 'h-auto min-h-10 py-2'),
            focusRing,
          )}
        >
          <span className={wrapValue ? 'min-w-0 break-words' : 'truncate'}>
            <RadixSelect.Value placeholder={placeholder}>{chosenShort}</RadixSelect.Value>
          </span>
          <RadixSelect.Icon>
            <Chevron />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className={cn(
              floatingPanelStyles,
              'max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            )}
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cn(
                    'relative flex min-h-10 cursor-default items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none',
                    'data-disabled:opacity-50 data-highlighted:bg-bg-sunken',
                  )}
                >
                  <RadixSelect.ItemIndicator className="absolute left-2 inline-flex size-4 items-center justify-center">
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
                      <path
                        d="M3.5 8.5 6.5 11.5 12.5 4.5"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
});
