'use client';

import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { ChoiceLabel } from '@/components/ui/choice-label';
import { cn } from '@/lib/cn';

/**
 * One choice out of a few. Tab reaches the group once; the arrow keys move and select. Name it
 * with `aria-label` or `aria-labelledby`.
 */
export const RadioGroup = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>
>(function RadioGroup({ className, ...props }, ref) {
  return <RadixRadioGroup.Root ref={ref} className={cn('grid gap-1', className)} {...props} />;
});

export interface RadioGroupItemProps extends ComponentPropsWithoutRef<typeof RadixRadioGroup.Item> {
  label: ReactNode;
  description?: ReactNode;
}

export const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(
  function RadioGroupItem({ label, description, className, id, ...props }, ref) {
    const generatedId = useId();
    const itemId = id ?? generatedId;
    const descriptionId = `${itemId}-description`;
    return (
      <div className={cn('flex min-h-11 items-start gap-3 py-2.5', className)}>
        <RadixRadioGroup.Item
          ref={ref}
          id={itemId}
          aria-describedby={description ? descriptionId : undefined}
          className={cn(
            'inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-line bg-bg',
            'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
          {...props}
        >
          <RadixRadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
        </RadixRadioGroup.Item>
        <ChoiceLabel
          htmlFor={itemId}
          label={label}
          description={description}
          descriptionId={descriptionId}
          className="text-sm"
        />
      </div>
    );
  },
);
