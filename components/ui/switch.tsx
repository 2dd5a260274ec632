'use client';

import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { ChoiceLabel } from '@/components/ui/choice-label';
import { cn } from '@/lib/cn';

export interface SwitchProps extends ComponentPropsWithoutRef<typeof RadixSwitch.Root> {
  /** Visible label, clickable; omit it only when `aria-label` or `aria-labelledby` names the switch. */
  label?: ReactNode;
  /** Smaller hint under the label, read as the switch's description. */
  description?: ReactNode;
}

/** An on/off setting that applies at once (role `switch`, toggled with Space or Enter). */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, className, id, ...props },
  ref,
) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  const control = (
    <RadixSwitch.Root
      ref={ref}
      id={switchId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        // The 24 px track sits in a 44 px tall hit area (the row) when it has a label.
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-line',
        'motion-safe:transition-colors data-[state=checked]:bg-primary',
        'disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        label === undefined && className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow motion-safe:transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
  if (label === undefined) return control;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-3', className)}>
      <ChoiceLabel
        htmlFor={switchId}
        label={label}
        description={description}
        descriptionId={descriptionId}
        labelClassName="text-sm font-medium"
      />
      {control}
    </div>
  );
});
