// No 'use client': server pages render Button (asChild around a Link) and call buttonStyles.
// Only the Slot behind asChild is a client component.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Slot } from '@/components/ui/slot';
import { cn } from '@/lib/cn';

/** `long` and `short` are the trading screen's words for `buy` and `sell`; they look the same. */
export type ButtonVariant =
  'primary' | 'secondary' | 'buy' | 'sell' | 'ghost' | 'danger' | 'long' | 'short';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The focus ring every interactive primitive of the kit shares (keyboard focus only). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

// The look itself is in button.css (component classes): see there for why.
const variants: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  buy: 'btn-buy',
  sell: 'btn-sell',
  long: 'btn-buy',
  short: 'btn-sell',
  ghost: 'btn-ghost',
  danger: 'btn-sell',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
};

const iconSizes: Record<ButtonSize, string> = {
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-11',
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The classes of a button, for elements that cannot be a `Button` (a link rendered elsewhere). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn('btn', variants[variant], sizes[size], fullWidth && 'w-full', className);
}

/** Inline text link inside a sentence (its look is in button.css). */
export const linkStyles = 'text-link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner; the label stays in the accessible name. */
  loading?: boolean;
  /** Renders the single child (e.g. a `Link`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-4 motion-safe:animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    asChild = false,
    disabled,
    className,
    type,
    children,
    ...props
  },
  ref,
) {
  const classes = buttonStyles({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      // A button inside a form must not submit it unless asked to.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </span>
          {/* Transparent, not hidden: the width stays and screen readers still read the label. */}
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'fullWidth' | 'children'> {
  /** What the button does, read by screen readers in place of the icon. */
  label: string;
  children: ReactNode;
}

/** A square button holding only an icon; `label` becomes its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', className, children, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      className={cn('px-0', iconSizes[size], className)}
      {...props}
    >
      {children}
    </Button>
  );
});
