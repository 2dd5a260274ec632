'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { useOpenOrders, type Order } from '@/features/realtime';
import { ORDER_STATUS } from '@/lib/contract/wire/orders';
import { amountPrecisionFromContractSize, toDecimal, type Decimal } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { useCancelOrder } from '../../api/cancel-order';

/** The share buttons under the quantity of a partial TP/SL. */
const PERCENTS = [25, 50, 75, 100] as const;

/** `percent` of the position's size, cut down to whole contracts (lots). */
export function partialQuantity(size: Decimal, contractSize: string, percent: number): string {
  const lot = toDecimal(contractSize);
  if (lot.isZero()) return '';
  const lots = size.times(percent).dividedBy(100).dividedBy(lot).floor();
  return lots.times(lot).toFixed(amountPrecisionFromContractSize(contractSize));
}

export type PartialQuantityError = 'quantityRequired' | 'quantityAboveSize' | 'quantityStep';

/** A partial quantity must be above 0, a whole number of contracts and at most the position. */
export function partialQuantityError(
  quantity: string,
  size: Decimal | null,
  contractSize: string,
): PartialQuantityError | undefined {
  const value = toDecimal(quantity);
  if (quantity.trim() === '' || value.lte(0)) return 'quantityRequired';
  if (!value.mod(toDecimal(contractSize, 1)).isZero()) return 'quantityStep';
  if (size !== null && value.gt(size)) return 'quantityAboveSize';
  return undefined;
}

export function PartialQuantityField({
  value,
  onChange,
  size,
  contractSize,
  error,
}: {
  value: string;
  onChange: (quantity: string) => void;
  size: Decimal | null;
  contractSize: string;
  error: string | undefined;
}) {
  const t = useTranslations('Futures.Dialogs.PositionTpsl');
  const precision = amountPrecisionFromContractSize(contractSize);
  return (
    <div className="space-y-2">
      <FormField
        label={t('partial.quantity')}
        hint={
          size === null ? undefined : t('partial.positionSize', { size: size.toFixed(precision) })
        }
        error={error}
      >
        <DecimalInput
          value={value}
          onValueChange={onChange}
          precision={precision}
          step={contractSize}
        />
      </FormField>
      <div className="grid grid-cols-4 gap-2" role="group" aria-label={t('partial.share')}>
        {PERCENTS.map((percent) => (
          <Button
            key={percent}
            type="button"
            size="sm"
            variant="secondary"
            disabled={size === null}
            onClick={() => size && onChange(partialQuantity(size, contractSize, percent))}
          >
            {`${percent}%`}
          </Button>
        ))}
      </div>
    </div>
  );
}

interface PartialPair {
  id: number;
  quantity: string;
  tp: Order | undefined;
  sl: Order | undefined;
}

/**
 * The position's partial TP/SL pairs from the open orders: waiting TP/SL legs of the position,
 * two linked legs (`ocoOrderId`) as one pair. The position's own whole-size TP/SL (an unlinked leg
 * at the trigger the position row shows) is not one of them.
 */
export function partialPairs(
  orders: readonly Order[],
  positionId: number,
  long: boolean,
  whole: { tp: Decimal | null; sl: Decimal | null },
): PartialPair[] {
  const legs = orders
    .filter(
      (o) =>
        o.source === 'tpsl' &&
        o.orderStatus === ORDER_STATUS.NotReported &&
        o.positionId === positionId,
    )
    .sort((a, b) => a.orderId - b.orderId);
  const byId = new Map(legs.map((o) => [o.orderId, o]));
  const isTp = (o: Order) => o.triggerAbove === long;
  const pairs: PartialPair[] = [];
  for (const leg of legs) {
    const sibling = leg.ocoOrderId === undefined ? undefined : byId.get(leg.ocoOrderId);
    if (sibling !== undefined && sibling.orderId < leg.orderId) continue;
    if (sibling === undefined && leg.parentOrderId === null) {
      const own = isTp(leg) ? whole.tp : whole.sl;
      if (own !== null && leg.triggerPrice !== null && toDecimal(own).eq(leg.triggerPrice))
        continue;
    }
    const both = sibling === undefined ? [leg] : [leg, sibling];
    pairs.push({
      id: leg.orderId,
      quantity: leg.quantity,
      tp: both.find(isTp),
      sl: both.find((o) => !isTp(o)),
    });
  }
  return pairs;
}

/** The position's partial pairs: quantity, TP and SL triggers, and a button cancelling the pair. */
export function PartialPairsList({
  positionId,
  long,
  whole,
  priceScale,
}: {
  positionId: number;
  long: boolean;
  whole: { tp: Decimal | null; sl: Decimal | null };
  priceScale: number;
}) {
  const t = useTranslations('Futures.Dialogs.PositionTpsl');
  const locale = useLocale();
  const titleId = useId();
  const orders = useOpenOrders();
  const cancel = useCancelOrder();
  const pairs = useMemo(
    () => partialPairs(orders, positionId, long, whole),
    [orders, positionId, long, whole],
  );
  return (
    <section className="space-y-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-medium">
        {t('partial.pairsTitle', { count: pairs.length })}
      </h3>
      {pairs.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('partial.pairsEmpty')}</p>
      ) : (
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-fg-muted">
            <tr>
              <th scope="col" className="font-normal">
                {t('partial.quantity')}
              </th>
              <th scope="col" className="font-normal">
                {t('partial.tpTrigger')}
              </th>
              <th scope="col" className="font-normal">
                {t('partial.slTrigger')}
              </th>
              <th scope="col">
                <span className="sr-only">{t('partial.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => (
              <tr key={pair.id}>
                <td>{pair.quantity}</td>
                <td className="text-up">
                  {formatPrice(pair.tp?.triggerPrice ?? null, locale, priceScale)}
                </td>
                <td className="text-down">
                  {formatPrice(pair.sl?.triggerPrice ?? null, locale, priceScale)}
                </td>
                <td className="text-right">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('partial.cancelPair', { quantity: pair.quantity })}
                    loading={cancel.isPending && cancel.variables?.orderId === pair.id}
                    onClick={() => cancel.mutate({ orderId: pair.id })}
                  >
                    {t('partial.cancel')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
