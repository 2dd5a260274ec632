'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBalance } from '@/features/realtime';
import { Decimal, roundDown } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { useAdjustPositionMargin } from '../../api/adjust-position-margin';
import { getPositionsQueryOptions } from '../../api/get-positions';
import { decimalOrNull } from '../../model/contract-terms';
import { liquidationAfterMargin } from '../../model/position-estimates';
import { MONEY_PRECISION } from '../bottom-tabs/contract-info';
import { usePositionView } from '../bottom-tabs/use-position-view';
import { useTradingLabels } from '../bottom-tabs/use-trading-labels';
import { LiquidationChangeLine, PnlEstimateLine } from './pnl-estimate';

export interface AdjustMarginDialogProps {
  positionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Direction = 'add' | 'reduce';

/** Adds margin to an isolated position from the available balance, or takes some back. */
export function AdjustMarginDialog({ positionId, open, onOpenChange }: AdjustMarginDialogProps) {
  const t = useTranslations('Futures.Dialogs.AdjustMargin');
  const ui = useTranslations('UI');
  const locale = useLocale();
  const labels = useTradingLabels();
  const view = usePositionView(positionId);
  const balance = useBalance(`${view?.accountType ?? 1}:1`);
  // 3012 frames do not carry maxRemovableMargin; the list answers the engine's limit right now.
  const positionList = useQuery({ ...getPositionsQueryOptions(), staleTime: 0, enabled: open });
  const adjust = useAdjustPositionMargin();
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!view) return null;
  const { row, info } = view;

  const listed = positionList.data?.find((p) => String(p.positionId) === positionId);
  const removable = listed?.maxRemovableMargin ?? view.maxRemovableMargin;
  const available = balance?.real;
  const maxText = direction === 'add' ? available : removable;
  const max =
    maxText === undefined || maxText === null
      ? null
      : Decimal.max(roundDown(String(maxText), MONEY_PRECISION), 0);
  const entered = decimalOrNull(amount);
  // Before confirming, the liquidation price the change leads to (the same formula as the row).
  const liquidationAfter =
    entered === null || !entered.greaterThan(0)
      ? row.liquidationPrice
      : liquidationAfterMargin(
          view.raw,
          info?.contract,
          view.indicator,
          direction === 'add' ? entered : entered.negated(),
        );
  const shown = (value: Decimal | string | number | null | undefined) =>
    formatNumber(value ?? null, locale, { decimals: MONEY_PRECISION });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let found: string | null = null;
    if (amount.trim() === '') found = t('amountRequired');
    else if (!new Decimal(amount).greaterThan(0)) found = t('amountPositive');
    else if (max !== null && new Decimal(amount).greaterThan(max)) {
      found = t('aboveMax', { max: max.toFixed(MONEY_PRECISION) });
    }
    setError(found);
    if (found !== null || row.side === null || row.contractId === null) return;
    await adjust.mutateAsync({
      contractId: row.contractId,
      accountType: view.accountType,
      side: row.side,
      amount,
      type: direction,
    });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        description={t('description', {
          contract: info?.code ?? String(row.contractId),
          side: labels.positionSide(row.side),
          leverage: row.leverage ?? '--',
        })}
        size="sm"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Tabs
            value={direction}
            onValueChange={(value) => {
              setDirection(value === 'reduce' ? 'reduce' : 'add');
              setError(null);
            }}
          >
            <TabsList variant="pill" aria-label={t('direction')} className="w-full">
              <TabsTrigger value="add" className="flex-1 justify-center">
                {t('add')}
              </TabsTrigger>
              <TabsTrigger value="reduce" className="flex-1 justify-center">
                {t('reduce')}
              </TabsTrigger>
            </TabsList>
          </Tabs>
          <p className="text-sm text-fg-muted">
            {t('currentMargin', { amount: shown(row.margin) })}
          </p>
          <FormField
            label={t('amount')}
            error={error}
            hint={
              direction === 'add'
                ? t('maxAddable', { amount: shown(max) })
                : t('maxRemovable', { amount: shown(max) })
            }
          >
            <DecimalInput
              value={amount}
              onValueChange={setAmount}
              precision={MONEY_PRECISION}
              suffix="USDT"
            />
          </FormField>
          <div className="space-y-1 rounded-md bg-bg-sunken p-3">
            <PnlEstimateLine
              label={t('unrealizedPnl')}
              estimate={
                row.unrealisedPnl === null ? null : { pnl: row.unrealisedPnl, roe: view.roe }
              }
            />
            <LiquidationChangeLine
              now={row.liquidationPrice}
              after={liquidationAfter}
              precision={info?.contract.priceScale ?? 2}
            />
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={max === null}
            onClick={() => setAmount(max?.toFixed(MONEY_PRECISION) ?? '')}
          >
            {t('max')}
          </Button>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" type="button">
                {ui('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={adjust.isPending}>
              {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
