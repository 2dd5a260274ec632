// No 'use client': useLocale works in Server Components too, so a page can render its market
// numbers into the HTML a crawler reads, and a client leaf can render the same components live.
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { toDecimal, type DecimalInput } from '@/lib/decimal';
import { decimalRounding, formatNumber, formatPercent, type Rounding } from '@/lib/format';

/**
 * Numbers as the exchange shows them: decimal text or Decimal in, the locale's separators out,
 * cut (never rounded up) to the wanted precision unless the figure is a result (`rounding`
 * 'half-up' for a fee or a return; PnL always), tabular figures so columns line up, and "--"
 * when there is no value. Signed values (P&L, a signed percentage) carry an explicit "+" or "−"
 * as well as the up/down colour, so colour is never the only cue; the colours follow the
 * red-up/green-up preference through CSS alone (see app/globals.css).
 */
type NumberValue = DecimalInput | null | undefined;

const PLACEHOLDER = '--';

interface BaseProps {
  value: NumberValue;
  className?: string | undefined;
}

function isPresent(value: NumberValue): value is DecimalInput {
  if (value === null || value === undefined || value === '') return false;
  return !toDecimal(value, NaN).isNaN();
}

/**
 * `text-up` above zero, `text-down` below, neutral when missing or when the figure shown is zero:
 * -0.001 at two decimals reads "0.00" and must not look like a loss.
 */
function signClass(
  value: NumberValue,
  shownDecimals: number,
  scale = 1,
  rounding: Rounding = 'down',
): string | null {
  if (!isPresent(value)) return null;
  const d = toDecimal(value)
    .times(scale)
    .toDecimalPlaces(Math.max(0, shownDecimals), decimalRounding(rounding));
  if (d.isZero()) return null;
  return d.isPositive() ? 'text-up' : 'text-down';
}

function Figure({
  className,
  children,
}: {
  className?: string | null | undefined;
  children: ReactNode;
}) {
  return <span className={cn('figure', className)}>{children}</span>;
}

function Unit({ unit }: { unit: ReactNode }) {
  // A real space, not a margin, so a screen reader and a copy both get "12.5 BTC".
  return unit ? (
    <>
      {' '}
      <span className="text-fg-muted">{unit}</span>
    </>
  ) : null;
}

/** A price at the contract's price precision. */
export function Price({ value, precision, className }: BaseProps & { precision: number }) {
  const locale = useLocale();
  return (
    <Figure className={className}>
      {formatNumber(value, locale, { decimals: precision, placeholder: PLACEHOLDER })}
    </Figure>
  );
}

/**
 * A quantity or balance at the asset's precision, with its unit when given; cut by default (a
 * balance is never shown larger than it is), `rounding="half-up"` for a fee or a loss.
 */
export function Amount({
  value,
  precision,
  unit,
  className,
  rounding = 'down',
}: BaseProps & { precision: number; unit?: ReactNode; rounding?: Rounding }) {
  const locale = useLocale();
  return (
    <Figure className={className}>
      {formatNumber(value, locale, { decimals: precision, placeholder: PLACEHOLDER, rounding })}
      {isPresent(value) ? <Unit unit={unit} /> : null}
    </Figure>
  );
}

/**
 * A rate given as a fraction, as the API sends it (0.0123 → 1.23%). `signed` adds the sign and
 * the up/down colour, for changes and returns; unsigned it is a plain figure (a fee, a ratio).
 * A return (ROI, ROE) is shown with `rounding="half-up"`.
 */
export function Percent({
  value,
  precision = 2,
  signed = false,
  className,
  rounding = 'down',
}: BaseProps & { precision?: number; signed?: boolean; rounding?: Rounding }) {
  const locale = useLocale();
  return (
    <Figure className={cn(signed ? signClass(value, precision, 100, rounding) : null, className)}>
      {formatPercent(value, locale, {
        decimals: precision,
        signed,
        typographicMinus: signed,
        placeholder: PLACEHOLDER,
        rounding,
      })}
    </Figure>
  );
}

/**
 * Profit or loss: always signed and coloured by sign; zero is neutral and unsigned. Rounded
 * half-up: a result, never an amount to spend, and cut a loss of 0.407 would read 0.40.
 */
export function PnL({
  value,
  precision,
  unit,
  className,
}: BaseProps & { precision: number; unit?: ReactNode }) {
  const locale = useLocale();
  return (
    <Figure className={cn(signClass(value, precision, 1, 'half-up'), className)}>
      {formatNumber(value, locale, {
        decimals: precision,
        signed: true,
        typographicMinus: true,
        placeholder: PLACEHOLDER,
        rounding: 'half-up',
      })}
      {isPresent(value) ? <Unit unit={unit} /> : null}
    </Figure>
  );
}
