'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Decimal } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import type { PlaceOrderInput } from '../../api/place-order';
import type { OrderConfirmSummary } from '../dialogs/order-confirm-dialog';
import { decimalOrNull } from '../../model/contract-terms';
import { CALLBACK_PERCENT, CALLBACK_PRESETS, type TrailingError } from '../../model/trailing-stop';
import { PriceField } from './price-fields';
import type { OrderTicket } from './use-order-ticket';

/** What the ticket holds for a trailing stop: percent text and an optional activation price. */
export interface TrailingStopForm {
  callbackRate: string;
  activationPrice: string;
}

export const EMPTY_TRAILING_STOP: TrailingStopForm = { callbackRate: '', activationPrice: '' };

export interface TrailingStopFieldsProps {
  value: TrailingStopForm;
  onValueChange: (next: TrailingStopForm) => void;
  /** The ticket's trailing stop errors (`useOrderTicket`). */
  errors: OrderTicket['trailing'];
  /** A button was pressed: a missing callback rate is shown now. */
  attempted: boolean;
  contract: { tickSize: string; priceScale: number };
  lastPrice: string | number | undefined;
}

/**
 * A trailing stop's own fields: the activation price (optional: without it the trail starts at
 * once) and the callback rate in percent, typed or picked from 1 %, 2 % and 5 %. An activation
 * price on the wrong side for one direction is said with that side's button (`trailingSideNote`).
 */
export function TrailingStopFields({
  value,
  onValueChange,
  errors,
  attempted,
  contract,
  lastPrice,
}: TrailingStopFieldsProps) {
  const t = useTranslations('TrailingStop');
  const tAll = useTranslations();
  const message = (e: TrailingError | null | undefined) =>
    // Keys come from the model's data, not from the typed catalogue, hence the widening.
    e ? [tAll(e.key as Parameters<typeof tAll>[0], e.values)] : [];
  const callbackError = errors?.callbackRate;
  const callbackErrors =
    callbackError?.name === 'callbackRequired' && !attempted ? [] : message(callbackError);
  // Off the tick is the same for both sides: shown at the field.
  const offTick =
    errors?.activation.buy?.name === 'activationOffTick' ? errors.activation.buy : null;
  const { callbackRate, activationPrice } = value;
  const onCallbackRateChange = (next: string) => onValueChange({ ...value, callbackRate: next });
  const onActivationPriceChange = (next: string) =>
    onValueChange({ ...value, activationPrice: next });
  const activationErrors = message(offTick);
  const typed = decimalOrNull(callbackRate);
  return (
    <>
      <PriceField
        label={t('activationPrice')}
        value={activationPrice}
        onValueChange={onActivationPriceChange}
        tickSize={contract.tickSize}
        priceScale={contract.priceScale}
        lastPrice={lastPrice}
        errors={activationErrors}
      />
      <FormField label={t('callbackRate')} error={callbackErrors[0] ?? null}>
        <div className="flex gap-2">
          <DecimalInput
            value={callbackRate}
            onValueChange={onCallbackRateChange}
            step={String(CALLBACK_PERCENT.step)}
            min={String(CALLBACK_PERCENT.min)}
            max={String(CALLBACK_PERCENT.max)}
            precision={1}
            suffix="%"
            className="min-w-0 flex-1"
          />
          <div role="group" aria-label={t('presets')} className="flex shrink-0 gap-1">
            {CALLBACK_PRESETS.map((rate) => (
              <Button
                key={rate}
                type="button"
                variant="secondary"
                size="sm"
                className="h-11 aria-pressed:border-primary aria-pressed:text-primary"
                aria-pressed={typed !== null && typed.equals(new Decimal(rate))}
                onClick={() => onCallbackRateChange(rate)}
              >
                {t('preset', { rate })}
              </Button>
            ))}
          </div>
        </div>
      </FormField>
    </>
  );
}

/** The activation price's side error of one direction (an activation the price already reached). */
export function trailingSideError(
  errors: OrderTicket['trailing'],
  direction: 'buy' | 'sell',
): TrailingError | null {
  const e = errors?.activation[direction] ?? null;
  return e?.name === 'activationSide' ? e : null;
}

/**
 * What the order confirmation says of a trailing stop: its name, callback rate and activation
 * price (or that it is active at once); nothing for other orders.
 */
export function useTrailingStopSummary(
  priceScale: number,
): (body: PlaceOrderInput) => Pick<OrderConfirmSummary, 'typeLabel' | 'details'> {
  const t = useTranslations('TrailingStop');
  const locale = useLocale();
  return (body) =>
    body.callbackRate === undefined
      ? {}
      : {
          typeLabel: t('orderType'),
          details: [
            [t('callbackRate'), t('preset', { rate: body.callbackRate })],
            [
              t('activationPriceShort'),
              body.activationPrice === undefined
                ? t('activationNone')
                : formatPrice(body.activationPrice, locale, priceScale),
            ],
          ],
        };
}
