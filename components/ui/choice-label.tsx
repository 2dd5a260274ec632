import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The text beside a checkbox, radio or switch: a clickable label for the control and an optional
 * hint whose id the control names in `aria-describedby`.
 */
export function ChoiceLabel({
  htmlFor,
  label,
  description,
  descriptionId,
  className,
  labelClassName,
}: {
  htmlFor: string;
  label: ReactNode;
  description?: ReactNode;
  descriptionId: string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={htmlFor} className={cn('cursor-pointer', labelClassName)}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="text-xs text-fg-muted">
          {description}
        </p>
      )}
    </div>
  );
}
