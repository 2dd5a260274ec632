'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

/**
 * Validation messages are message keys, so schemas can live at module scope without a `t`:
 * `z.string().min(1, 'Auth.Validation.passwordEmpty')`. A full dotted path from the catalogue
 * root is translated; any other text (a server's message, say) is shown as it is.
 */
export function useMessageText(): (message: string) => string {
  const t = useTranslations();
  return (message) => {
    // The key comes from data, not from the typed catalogue, hence the widening.
    const key = message as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : message;
  };
}

/** What a control inside a FormField needs to be labelled and described. */
export interface FormFieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FormFieldContext = createContext<FormFieldControl | null>(null);

/** The id and ARIA wiring of the enclosing FormField, if any (for custom controls). */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

/**
 * The text field's look (form-field.css): a component class, so the utilities a field adds
 * (`h-btn-lg`, `text-base`…) win over it by layer.
 */
export const fieldInputClass = 'field-input';

export interface FormFieldProps {
  label: ReactNode;
  /** Keeps the label for screen readers only, for compact layouts where a unit or icon says it. */
  hideLabel?: boolean | undefined;
  /** Help shown under the control, also read by screen readers after the label. */
  hint?: ReactNode;
  /** A message key or text; a field with an error is marked invalid. */
  error?: string | null | undefined;
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A label, a control, a hint and an error, wired for assistive technology: the label names the
 * control, hint and error describe it, and the control is marked invalid while an error shows.
 * Controls from this kit (TextInput, PasswordInput, DecimalInput) pick the wiring up themselves;
 * other controls read it with `useFormFieldControl()`.
 */
export function FormField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label
        htmlFor={controlId}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-fg'}
      >
        {label}
      </label>
      <FormFieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
        {children}
      </FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's validation message, translated when it is a message key, announced once. */
export function FieldError({
  error,
  id,
  className,
}: {
  error?: string | null | undefined;
  id?: string | undefined;
  className?: string | undefined;
}) {
  const text = useMessageText();
  if (!error) return null;
  return (
    <p id={id} role="alert" className={cn('text-xs text-error', className)}>
      {text(error)}
    </p>
  );
}

/** The server's refusal of the last submit, in words (a message key or text). */
export function FormError({ message }: { message?: string | null | undefined }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p
      data-testid="form-error"
      role="alert"
      className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
    >
      {text(message)}
    </p>
  );
}

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /**
   * With a label the input brings its own FormField (and shows `hint` and `error`); without one
   * it joins the enclosing FormField.
   */
  label?: ReactNode;
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Something inside the input's end (a unit, a button). */
  trailing?: ReactNode;
}

/** Merges the field's wiring into an input's own ARIA props (the input's own win). */
export function useControlProps(
  props: Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'>,
): {
  id: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
} {
  const field = useFormFieldControl();
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  const ariaInvalid = props['aria-invalid'];
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid':
      ariaInvalid === true || ariaInvalid === 'true' || field?.invalid ? true : undefined,
  };
}

const BareInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'label' | 'hint' | 'error'>>(
  function BareInput({ trailing, className, ...input }, ref) {
    const wiring = useControlProps(input);
    return (
      <div className="relative flex items-center">
        <input
          ref={ref}
          {...input}
          {...wiring}
          className={cn(fieldInputClass, trailing ? 'pe-20' : null, className)}
        />
        {trailing ? <div className="absolute end-2 flex items-center">{trailing}</div> : null}
      </div>
    );
  },
);

/** A text input; `{...register('email')}` from react-hook-form spreads onto it. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hideLabel, hint, error, id, ...input },
  ref,
) {
  if (label === undefined) return <BareInput ref={ref} id={id} {...input} />;
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id}>
      <BareInput ref={ref} {...input} />
    </FormField>
  );
});

/** A password input with a show/hide toggle; the toggle's name says what pressing it does. */
export const PasswordInput = forwardRef<HTMLInputElement, TextInputProps>(function PasswordInput(
  { trailing, ...props },
  ref,
) {
  const t = useTranslations('UIData');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      ref={ref}
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <>
          {trailing}
          <button
            type="button"
            className="rounded px-1 text-xs text-fg-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('hidePassword') : t('showPassword')}
          </button>
        </>
      }
    />
  );
});
