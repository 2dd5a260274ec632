'use client';

import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { focusRing } from '@/components/ui/button';
import { fieldInputClass, useControlProps } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

// Controls the kit has no ready-made form of, wired into the enclosing FormField (label, hint,
// error and the invalid state) the way the kit's TextInput is.

/** A multi-line text box inside a FormField; `{...register('description')}` spreads onto it. */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ className, ...props }, ref) {
  const wiring = useControlProps({});
  return (
    <textarea
      ref={ref}
      {...props}
      {...wiring}
      className={cn(fieldInputClass, 'h-auto min-h-40 resize-y py-2 leading-relaxed', className)}
    />
  );
});

export interface FieldSelectOption {
  value: string;
  label: string;
}

/**
 * The browser's own select inside a FormField, for react-hook-form's `register`: the platform's
 * picker is what phones show best, and keyboards and screen readers get the native control.
 */
export const FieldSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly FieldSelectOption[] }
>(function FieldSelect({ options, className, ...props }, ref) {
  const wiring = useControlProps({});
  return (
    <div className="relative">
      <select
        ref={ref}
        {...props}
        {...wiring}
        className={cn(
          'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-line bg-bg py-0 ps-3 pe-8 text-sm text-fg aria-[invalid=true]:border-down',
          focusRing,
          className,
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        fill="none"
      >
        <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </div>
  );
});
