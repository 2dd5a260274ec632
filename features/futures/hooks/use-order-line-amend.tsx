'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import type {
  OrderAmendContract,
  OrderAmendRequest,
} from '../components/order-amend/order-amend-dialog';
// The plan only (zod-free): the request builder loads with the dialog.
import { orderIdOfLine, planOrderAmend } from '../model/order-amend-plan';

// Loaded on the first drop, not with the page.
const OrderAmendDialog = lazy(() =>
  import('../components/order-amend/order-amend-dialog').then((module) => ({
    default: module.OrderAmendDialog,
  })),
);

export interface OrderLineAmend {
  /** For `ChartPanel`'s `onOrderLineDrag`: the line id (`order:<id>`) and the price let go at. */
  onOrderLineDrag: (lineId: string, price: string) => void;
  /** The confirmation dialog; render it once anywhere on the screen. */
  dialog: ReactNode;
}

/**
 * Dragging an open order's line on the chart: letting go asks for confirmation, then moves the
 * order in place with the amend call (see OrderAmendDialog). Dropping it at its own price does
 * nothing; an order that cannot be moved this way says why in a toast.
 */
export function useOrderLineAmend(contract: OrderAmendContract): OrderLineAmend {
  const t = useTranslations('Futures.OrderAmend');
  const [request, setRequest] = useState<OrderAmendRequest | null>(null);

  const onOrderLineDrag = useCallback(
    (lineId: string, price: string) => {
      const orderId = orderIdOfLine(lineId);
      // Read at the moment of the drop: the store may have changed since the line was drawn.
      const order = realtimeStore.getState().openOrders[orderId];
      if (!order) {
        toast({ message: t('gone'), tone: 'info' });
        return;
      }
      const plan = planOrderAmend(order, price);
      if (!plan.ok) {
        if (plan.reason !== 'samePrice')
          toast({ message: t(`refused.${plan.reason}`), tone: 'info' });
        return;
      }
      setRequest({ orderId, newPrice: plan.value.newPrice, order });
    },
    [t],
  );

  const close = useCallback(() => setRequest(null), []);

  const dialog = useMemo(
    () =>
      request ? (
        // A fresh dialog per drop: no error or busy state carries over to the next one.
        <Suspense fallback={null}>
          <OrderAmendDialog
            key={`${request.orderId}:${request.newPrice}`}
            contract={contract}
            request={request}
            onClose={close}
          />
        </Suspense>
      ) : null,
    [request, contract, close],
  );

  return { onOrderLineDrag, dialog };
}
