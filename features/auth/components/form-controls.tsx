'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

const inputClass =
  'h-11 w-full rounded-md border border-line bg-bg px-3 text-sm text-fg outline-none focus:border-primary aria-[invalid=true]:border-down';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  trailing?: ReactNode;
}

/** A labelled input with its validation message (announced to screen readers). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, trailing, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
          {...input}
        />
        {trailing ? <div className="absolute right-2">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-down">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(
  function PasswordField(props, ref) {
    const t = useTranslations('Auth');
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        trailing={
          <button
            type="button"
            className="text-xs text-fg-muted hover:text-fg"
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('hidePassword') : t('showPassword')}
          </button>
        }
        {...props}
      />
    );
  },
);

export function SubmitButton({ children, pending }: { children: ReactNode; pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="h-btn-lg w-full rounded-md bg-primary font-medium text-primary-fg hover:bg-primary-strong disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The server's refusal of the last submit, in words (the toast shows it too, briefly). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      data-testid="form-error"
      role="alert"
      className="rounded-md bg-down/10 px-3 py-2 text-sm text-down"
    >
      {message}
    </p>
  );
}

export function ModeTabs<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="tablist" className="flex gap-4 border-b border-line">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          onClick={() => onChange(option.value)}
          className={`-mb-px border-b-2 px-1 pb-2 text-sm font-medium ${
            value === option.value ? 'border-primary text-fg' : 'border-transparent text-fg-muted'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
