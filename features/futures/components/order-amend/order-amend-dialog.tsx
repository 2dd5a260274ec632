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
import { useCancelOrder } from '../../api/cancel-order';
import { usePlaceOrder } from '../../api/place-order';
import { useTriggerCondition } from '../../hooks/use-trigger-condition';
import { bestPriceOf } from '../../model/best-price';
import {
  amendCrossesBook,
  buildAmendedOrderRequest,
  planOrderAmend,
} from '../../model/order-amend';
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

/** Toasts that report a lost order stay until the user closes them. */
const STAYS = Number.POSITIVE_INFINITY;

/** The cancel call's "open order not found": the order filled or was cancelled meanwhile. */
const isGone = (error: unknown) => isApiError(error) && error.kind === 'http' && error.code === 404;

/**
 * Asks before moving an order: the server has no amend call, so confirming cancels the order and
 * places it again at the new price. Each way this can end half-done is said in words: a cancel
 * that fails places nothing (the dialog stays open with the reason); a place that fails after the
 * cancel says the order is gone and was not replaced.
 */
export function OrderAmendDialog({ contract, request, onClose }: OrderAmendDialogProps) {
  const t = useTranslations('Futures.OrderAmend');
  const labels = useTradingLabels();
  const locale = useLocale();
  const errorText = useApiErrorText();
  const cancel = useCancelOrder();
  const place = usePlaceOrder();
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
    // Stays set on every way out but a failed cancel: the dialog closes then, and the order
    // leaving the store meanwhile is our own doing, not news for the user.
    setBusy(true);
    setError(null);
    let cancelled: Record<string, unknown>;
    try {
      cancelled = await cancel.mutateAsync({ orderId: request.orderId });
    } catch (failure) {
      if (isGone(failure)) {
        toast({ message: t('gone'), tone: 'info' });
        return;
      }
      const reason = errorText(failure);
      setError(
        outcomeUnknown(failure) ? t('cancelUnknown', { reason }) : t('cancelFailed', { reason }),
      );
      setBusy(false);
      // Rejecting keeps the dialog open, with the reason, for a retry or Keep price.
      throw failure;
    }
    // The cancel's answer says what had filled by then; the store may not have heard it yet.
    const built = buildAmendedOrderRequest({ ...order, ...cancelled }, request.newPrice);
    if (!built.ok) {
      toast({
        message: t('notReplaced', { price: newPriceText, reason: t(`refused.${built.reason}`) }),
        tone: 'error',
        duration: STAYS,
      });
      return;
    }
    try {
      await place.mutateAsync(built.value);
      toast({ message: t('moved', { price: newPriceText }), tone: 'success' });
    } catch (failure) {
      // A success envelope whose data we did not recognise: the order was placed.
      if (isApiError(failure) && failure.kind === 'validation') {
        toast({ message: t('moved', { price: newPriceText }), tone: 'success' });
        return;
      }
      const values = { price: newPriceText, reason: errorText(failure) };
      toast({
        message: outcomeUnknown(failure) ? t('replaceUnknown', values) : t('notReplaced', values),
        tone: 'error',
        duration: STAYS,
      });
    }
  }

  const field = plan.ok ? plan.value.field : 'price';
  const oldPrice = plan.ok ? plan.value.oldPrice : String(order[field] ?? '');
  const remaining = plan.ok ? plan.value.remaining : null;
  const keptTrigger = field === 'price' && order.type === 2 ? order.triggerPrice : null;
  const hasPreset = Boolean(order.tpTrigger) || Boolean(order.slTrigger);
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
          {hasPreset && <p>{t('presetTriggerBy')}</p>}
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
