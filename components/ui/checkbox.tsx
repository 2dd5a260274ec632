'use client';

import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { ChoiceLabel } from '@/components/ui/choice-label';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends ComponentPropsWithoutRef<typeof RadixCheckbox.Root> {
  /** Visible, clickable label; omit it only when `aria-label` names the box. */
  label?: ReactNode;
  description?: ReactNode;
}

/** A checkbox (`checked` may be `'indeterminate'`), toggled with Space. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, className, id, ...props },
  ref,
) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = `${boxId}-description`;
  const box = (
    <RadixCheckbox.Root
      ref={ref}
      id={boxId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded border border-line bg-bg',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-fg',
        'disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        label === undefined && className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        {props.checked === 'indeterminate' ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
            <rect x="3" y="7" width="10" height="2" rx="1" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
            <path
              d="M3.5 8.5 6.5 11.5 12.5 4.5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (label === undefined) return box;
  return (
    <div className={cn('flex min-h-11 items-start gap-3 py-2.5', className)}>
      {box}
      <ChoiceLabel
        htmlFor={boxId}
        label={label}
        description={description}
        descriptionId={descriptionId}
        className="text-sm"
      />
    </div>
  );
});
