'use client';

import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField, fieldInputClass, useControlProps } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

/** A multi-line text field with the kit's label, hint and error wiring (FormField). */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    label: ReactNode;
    hint?: ReactNode;
    error?: string | undefined;
  }
>(function TextareaField({ label, hint, error, className, ...props }, ref) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <BareTextarea ref={ref} className={className} {...props} />
    </FormField>
  );
});

const BareTextarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function BareTextarea({ className, ...props }, ref) {
    const wiring = useControlProps({});
    return (
      <textarea
        ref={ref}
        {...props}
        {...wiring}
        className={cn(fieldInputClass, 'h-auto min-h-24 py-2 font-mono', className)}
      />
    );
  },
);
