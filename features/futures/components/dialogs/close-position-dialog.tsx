'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Decimal, roundDown } from '@/lib/decimal';
import { useClosePosition } from '../../api/close-position';
import { closePnl } from '../../model/position-estimates';
import { isBonusAccount } from '../../model/trading-account';
import { usePositionView } from '../bottom-tabs/use-position-view';
import { useTradingLabels } from '../bottom-tabs/use-trading-labels';
import { PnlEstimateLine } from './pnl-estimate';

const QUICK_PERCENTS = [25, 50, 75, 100] as const;

export interface ClosePositionDialogProps {
  positionId: string;
  /** Market: closes at once; limit: a resting reduce-only order at the price typed. */
  mode: 'market' | 'limit';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type CloseError = 'priceRequired' | 'quantityRequired' | 'quantityPositive' | 'quantityAboveSize';

/**
 * Closes part or all of a position, at market or by a limit price (with 25-100 % quick sizes). A
 * bonus-account position closes in full only (spec §4): the dialog offers nothing else.
 */
export function ClosePositionDialog({
  positionId,
  mode,
  open,
  onOpenChange,
}: ClosePositionDialogProps) {
  const t = useTranslations('Futures.Dialogs.ClosePosition');
  const ui = useTranslations('UI');
  const labels = useTradingLabels();
  const view = usePositionView(positionId);
  const close = useClosePosition();
  const precision = view?.info?.amountPrecision ?? 3;
  const [quantity, setQuantity] = useState(() => view?.row.size?.toFixed(precision) ?? '');
  const [price, setPrice] = useState(() =>
    mode === 'limit' ? (view?.indicator?.lp?.toString() ?? '') : '',
  );
  const [errors, setErrors] = useState<{ price?: CloseError; quantity?: CloseError }>({});
  if (!view) return null;
  const { row, info } = view;
  const size = row.size ?? new Decimal(0);
  const asset = info?.contract.baseAsset ?? '';
  const fullOnly = isBonusAccount(view.accountType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: { price?: CloseError; quantity?: CloseError } = {};
    if (mode === 'limit' && price.trim() === '') found.price = 'priceRequired';
    // A bonus position sends no quantity: all of it, whatever filled meanwhile.
    if (!fullOnly) {
      if (quantity.trim() === '') found.quantity = 'quantityRequired';
      else if (!new Decimal(quantity).greaterThan(0)) found.quantity = 'quantityPositive';
      else if (new Decimal(quantity).greaterThan(size)) found.quantity = 'quantityAboveSize';
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || row.side === null || row.contractId === null) return;
    await close.mutateAsync({
      contractId: row.contractId,
      accountType: view.accountType,
      side: row.side,
      // All of it is sent without a quantity, so a fill meanwhile cannot leave dust behind.
      ...(fullOnly || new Decimal(quantity).equals(size) ? {} : { quantity }),
      ...(mode === 'limit' ? { price } : {}),
    });
    onOpenChange(false);
  };

  const sizeText = `${size.toFixed(precision)} ${asset}`.trim();
  // A market close is estimated at the last price (what it fills near); a limit at its price.
  const exitPrice = mode === 'market' ? (view.indicator?.lp ?? null) : price;
  const estimate = closePnl(row, exitPrice, fullOnly ? undefined : quantity);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(mode === 'market' ? 'titleMarket' : 'titleLimit')}
        description={t('description', {
          contract: info?.code ?? String(row.contractId),
          side: labels.positionSide(row.side),
          size: sizeText,
        })}
        size="sm"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {mode === 'limit' ? (
            <FormField label={t('price')} error={errors.price ? t(errors.price) : undefined}>
              <DecimalInput
                value={price}
                onValueChange={setPrice}
                precision={info?.contract.priceScale}
                step={info?.contract.tickSize}
                suffix={info?.contract.quoteAsset}
              />
            </FormField>
          ) : null}
          {fullOnly ? (
            <p className="text-sm text-fg-muted" data-testid="close-full-only">
              {t('fullOnly', { size: sizeText })}
            </p>
          ) : (
            <FormField
              label={t('quantity')}
              error={errors.quantity ? t(errors.quantity, { max: sizeText }) : undefined}
            >
              <DecimalInput
                value={quantity}
                onValueChange={setQuantity}
                precision={precision}
                suffix={asset}
              />
            </FormField>
          )}
          {fullOnly ? null : (
            <div className="grid grid-cols-4 gap-2">
              {QUICK_PERCENTS.map((percent) => (
                <Button
                  key={percent}
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('percentOf', { percent })}
                  onClick={() =>
                    setQuantity(
                      roundDown(size.times(percent).dividedBy(100), precision).toFixed(precision),
                    )
                  }
                >
                  {percent}%
                </Button>
              ))}
            </div>
          )}
          <PnlEstimateLine
            estimate={estimate}
            label={t(mode === 'market' ? 'estimateAtLast' : 'estimateAtPrice')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" type="button">
                {ui('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={close.isPending}>
              {t(mode === 'market' ? 'submitMarket' : 'submitLimit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
