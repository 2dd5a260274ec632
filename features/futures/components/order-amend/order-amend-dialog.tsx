'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/components/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Amount, Price } from '@/components/ui/numbers';
import { useOrder, useRealtime, type Order } from '@/features/realtime';
import { amountPrecisionFromContractSize } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { useAmendOrder } from '../../api/amend-order';
import { useTriggerCondition } from '../../hooks/use-trigger-condition';
import { bestPriceOf } from '../../model/best-price';
import { amendCrossesBook, amendRequestOf, planOrderAmend } from '../../model/order-amend';
import { describeTriggerOrder } from '../../model/trigger-order';
import { useTradingLabels } from '../bottom-tabs/use-trading-labels';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { outcomeUnknown } from './outcome-unknown';

/** What the dialog needs to know about the contract. */
export interface OrderAmendContract {
  contractId: number;
  /** "BTCUSDT": the book the new price is compared with. */
  code: string;
  /** "BTC/USDT". */
  name: string;
  baseAsset: string;
  priceScale: number;
  contractSize: string;
}

export interface OrderAmendRequest {
  orderId: string;
  newPrice: string;
  /** The order as the store held it when the line was dropped. */
  order: Order;
}

export interface OrderAmendDialogProps {
  contract: OrderAmendContract;
  request: OrderAmendRequest;
  onClose: () => void;
}

/** The amend call's "open order not found": the order filled or was cancelled meanwhile. */
const isGone = (error: unknown) => isApiError(error) && error.kind === 'http' && error.code === 404;

/**
 * Asks before moving an order, then moves it with one amend call: the order keeps its id, fills
 * and settings, and joins the back of the queue at the new price. A refusal leaves the order where
 * it was and keeps the dialog open with the reason, for a retry or Keep price.
 */
export function OrderAmendDialog({ contract, request, onClose }: OrderAmendDialogProps) {
  const t = useTranslations('Futures.OrderAmend');
  const labels = useTradingLabels();
  const locale = useLocale();
  const errorText = useApiErrorText();
  const amend = useAmendOrder();
  const live = useOrder(request.orderId);
  const bestAsk = useRealtime((state) => bestPriceOf(state.depth[contract.code]?.asks, 'ask'));
  const bestBid = useRealtime((state) => bestPriceOf(state.depth[contract.code]?.bids, 'bid'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Shown from the live order (a partial fill changes the quantity), or as dropped once it left.
  const order = live ?? request.order;
  const plan = planOrderAmend(order, request.newPrice);
  const trigger = describeTriggerOrder(order, useTriggerCondition(order));
  const newPriceText = formatPrice(request.newPrice, locale, contract.priceScale);

  const gone = live === undefined && !busy;
  useEffect(() => {
    // Filled or cancelled elsewhere before the user decided: there is nothing left to move.
    if (!gone) return;
    toast({ message: t('gone'), tone: 'info' });
    onClose();
  }, [gone, onClose, t]);

  async function confirm(): Promise<void> {
    if (!plan.ok) {
      toast({ message: t(`refused.${plan.reason}`), tone: 'info' });
      return;
    }
    // Stays set when the move succeeds: the dialog closes, and an order that filled at its new
    // price leaving the store is our own doing, not news for the user.
    setBusy(true);
    setError(null);
    try {
      await amend.mutateAsync(amendRequestOf(plan.value));
    } catch (failure) {
      if (isGone(failure)) {
        toast({ message: t('gone'), tone: 'info' });
        return;
      }
      // A success envelope whose data we did not recognise: the order was moved.
      if (!(isApiError(failure) && failure.kind === 'validation')) {
        const reason = errorText(failure);
        setError(
          outcomeUnknown(failure) ? t('moveUnknown', { reason }) : t('notMoved', { reason }),
        );
        setBusy(false);
        // Rejecting keeps the dialog open, with the reason, for a retry or Keep price.
        throw failure;
      }
    }
    toast({ message: t('moved', { price: newPriceText }), tone: 'success' });
  }

  const field = plan.ok ? plan.value.field : 'price';
  const oldPrice = plan.ok ? plan.value.oldPrice : String(order[field] ?? '');
  const remaining = plan.ok ? plan.value.remaining : null;
  const keptTrigger = field === 'price' && order.type === 2 ? order.triggerPrice : null;
  const precision = amountPrecisionFromContractSize(contract.contractSize);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      onConfirm={confirm}
      body={
        <div className="space-y-3">
          <p className="font-medium text-fg">
            {t('summary', {
              contract: contract.name,
              side: labels.orderSide(order.side),
              type:
                trigger === null ? labels.orderType(order.type) : labels.triggerOrderType(trigger),
            })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t(field)}</dt>
            <dd className="text-right text-fg">
              <span aria-hidden="true">
                <Price value={oldPrice} precision={contract.priceScale} />
                {' → '}
                <Price value={request.newPrice} precision={contract.priceScale} />
              </span>
              <span className="sr-only">
                {t('change', {
                  old: formatPrice(oldPrice, locale, contract.priceScale),
                  new: newPriceText,
                })}
              </span>
            </dd>
            <dt>{t('remaining')}</dt>
            <dd className="text-right text-fg">
              <Amount value={remaining} precision={precision} unit={contract.baseAsset} />
            </dd>
          </dl>
          {typeof keptTrigger === 'string' && (
            <p>
              {t('triggerKept', { price: formatPrice(keptTrigger, locale, contract.priceScale) })}
            </p>
          )}
          {amendCrossesBook(order, request.newPrice, { bid: bestBid, ask: bestAsk }) && (
            <p className="font-medium text-warn" data-testid="amend-crosses-book">
              {order.tif === 'postOnly' ? t('crossesBookPostOnly') : t('crossesBook')}
            </p>
          )}
          <p>{t('howItWorks')}</p>
          {error && (
            <p role="alert" className="text-error">
              {error}
            </p>
          )}
        </div>
      }
    />
  );
}
