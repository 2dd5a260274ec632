import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps {
  label: ReactNode;
  /** Keep the label for screen readers only (a toolbar where the context says it all). */
  hideLabel?: boolean;
  options: readonly NativeSelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/**
 * The browser's own select, styled like `Select`: for a short list on a page's first screen
 * (the book's price grouping), where the platform's picker costs no JavaScript to load and is
 * what phones show best. Keyboard and screen readers get the native control.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  className,
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className={cn('grid grid-cols-1 gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <SelectBox
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        options={options}
      />
    </div>
  );
}

/**
 * The styled native select with its chevron, without a label: NativeSelect's control, and the
 * control of form fields that bring their own label and error wiring (react-hook-form).
 */
export const SelectBox = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly NativeSelectOption[] }
>(function SelectBox({ options, className, ...props }, ref) {
  return (
    <div className="relative">
      <select
        ref={ref}
        {...props}
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-line bg-bg py-0 ps-3 pe-8 text-sm text-fg aria-[invalid=true]:border-down',
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
