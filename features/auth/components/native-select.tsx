'use client';

import { forwardRef, type SelectHTMLAttributes } from 'react';
import { fieldInputClass, useControlProps } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

/**
 * A native select inside a kit FormField (labelled and described by it): long country lists
 * stay searchable by typing and use the phone's own picker.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, ...props }, ref) {
    const wiring = useControlProps(props);
    return (
      <select ref={ref} {...props} {...wiring} className={cn(fieldInputClass, 'px-2', className)} />
    );
  },
);
