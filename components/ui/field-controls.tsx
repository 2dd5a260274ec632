'use client';

import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { fieldInputClass, useControlProps } from './form-field';
import { SelectBox } from './native-select';
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
>(function FieldSelect({ className, ...props }, ref) {
  const wiring = useControlProps({});
  return <SelectBox ref={ref} {...props} {...wiring} className={cn('h-11', className)} />;
});
