'use client';

import { useLocale } from 'next-intl';
import {
  forwardRef,
  useId,
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { isDecimalText, stepDecimal, toPlainString, type DecimalTextRule } from '@/lib/decimal';
import { normalizeDecimalText } from '@/lib/format';
import { fieldInputClass, useControlProps } from './form-field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'inputMode'
>;

export interface DecimalInputProps extends NativeInputProps {
  /** The number as decimal text ("0.1", "" when empty); never a float. */
  value: string;
  onValueChange: (next: string) => void;
  /** Tick or lot size as decimal text; ArrowUp/ArrowDown move by it (Shift: ×10). */
  step?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  /** Maximum decimals, from the contract. */
  precision?: number | undefined;
  allowNegative?: boolean | undefined;
  /** A unit shown at the input's end (e.g. USDT); screen readers hear it as a description. */
  suffix?: ReactNode;
}

/** Cuts surplus decimals off pasted text ("1234.567" with precision 2 → "1234.56"). */
function fitPrecision(text: string, precision: number | undefined): string {
  if (precision === undefined) return text;
  const point = text.indexOf('.');
  if (point < 0) return text;
  return precision <= 0 ? text.slice(0, point) : text.slice(0, point + 1 + precision);
}

/**
 * A controlled input for prices and amounts. It holds text, not a number, so "0.1" stays 0.1 and
 * a half-typed "12." survives; it only ever reports text the spec's numeric rule accepts (optional
 * minus, digits, one decimal point, at most `precision` decimals). Refused keystrokes leave the
 * value as it was. Stepping uses decimal.js, so 0.1 + 0.2 is 0.3.
 */
export const DecimalInput = forwardRef<HTMLInputElement, DecimalInputProps>(function DecimalInput(
  {
    value,
    onValueChange,
    step,
    min,
    max,
    precision,
    allowNegative = false,
    suffix,
    className,
    onKeyDown,
    onPaste,
    onBlur,
    onCompositionStart,
    onCompositionEnd,
    ...input
  },
  ref,
) {
  const locale = useLocale();
  const wiring = useControlProps(input);
  const suffixId = useId();
  // While an input method composes (Japanese, Chinese, Korean), its text is not ours to fix yet.
  const [composing, setComposing] = useState<string | null>(null);
  const rule: DecimalTextRule = { precision, allowNegative };

  // A keystroke beyond the precision is refused; a pasted value is cut to it (rounded down),
  // since the user meant that number and retyping it would be worse.
  const commit = (text: string, { cutDecimals }: { cutDecimals: boolean }) => {
    const fitted = cutDecimals ? fitPrecision(text, precision) : text;
    if (isDecimalText(fitted, rule) && fitted !== value) onValueChange(fitted);
  };
  const accept = (raw: string) =>
    commit(normalizeDecimalText(raw, locale, 'typed'), { cutDecimals: false });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !step) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const steps = direction * (event.shiftKey ? 10 : 1);
    // A blank or half-typed value ("", "-", ".") steps from zero.
    const next = stepDecimal(value, { step, steps, min, max, precision });
    // Stepping below zero is only possible when negatives are allowed.
    const bounded = !allowNegative && next.startsWith('-') ? '0' : next;
    if (bounded !== value) onValueChange(bounded);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const from = target.selectionStart ?? value.length;
    const to = target.selectionEnd ?? value.length;
    const before = value.slice(0, from);
    const after = value.slice(to);
    const cleaned = normalizeDecimalText(pasted, locale, 'pasted');
    commit(before + cleaned + after, { cutDecimals: true });
  };

  const describedBy =
    [wiring['aria-describedby'], suffix ? suffixId : null].filter(Boolean).join(' ') || undefined;
  const shown = composing ?? (/e/i.test(value) ? toPlainString(value) : value);

  return (
    <div className="relative flex items-center">
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        {...input}
        {...wiring}
        aria-describedby={describedBy}
        value={shown}
        onChange={(event) => {
          if (composing !== null) setComposing(event.target.value);
          else accept(event.target.value);
        }}
        onCompositionStart={(event) => {
          onCompositionStart?.(event);
          setComposing(event.currentTarget.value);
        }}
        onCompositionEnd={(event) => {
          onCompositionEnd?.(event);
          setComposing(null);
          accept(event.currentTarget.value);
        }}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={(event) => {
          // A value left half-typed ("12.", "-") is tidied once the user moves on.
          if (value.endsWith('.') || value === '-') onValueChange(value.replace(/-?\.?$/, ''));
          onBlur?.(event);
        }}
        className={cn(fieldInputClass, 'tabular', suffix ? 'pe-16' : null, className)}
      />
      {suffix ? (
        <span id={suffixId} className="pointer-events-none absolute end-3 text-sm text-fg-muted">
          {suffix}
        </span>
      ) : null}
    </div>
  );
});
