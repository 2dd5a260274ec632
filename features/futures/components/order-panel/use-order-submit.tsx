'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/http';
import { usePlaceOrder, type PlacedOrder, type PlaceOrderInput } from '../../api/place-order';
import { useSavePreferences } from '../../api/save-preferences';
import { OrderConfirmDialog, type OrderConfirmSummary } from '../dialogs/order-confirm-dialog';
import { positiveOrNull } from '../../model/contract-terms';
import { orderFormStore } from '../../stores/order-form-store';
import { ORDER_STATUS } from '@/lib/contract/wire/orders';

type ResultKey = 'placed' | 'filled' | 'partiallyFilled' | 'ended' | 'duplicate';

/** What the ticket says of an order the server took, from its status (spec §4). */
export function resultOf(order: PlacedOrder): ResultKey {
  if (order.duplicate) return 'duplicate';
  const filled = positiveOrNull(order.filledQuantity) !== null;
  if (order.orderStatus === ORDER_STATUS.Filled) return 'filled';
  if (order.orderStatus === ORDER_STATUS.PartiallyFilled) return 'partiallyFilled';
  // IOC / FOK / post-only orders can end at once; whatever filled first still counts.
  if (order.orderStatus >= ORDER_STATUS.Cancelled) return filled ? 'partiallyFilled' : 'ended';
  return 'placed';
}

interface Pending {
  body: PlaceOrderInput;
  summary: OrderConfirmSummary;
}

/**
 * Sends an order, through the confirmation dialog unless the user turned it off. A refusal is the
 * http client's toast (the translated code); success is ours, worded by what became of the order.
 */
export function useOrderSubmit(confirmOrders: boolean): {
  submit: (body: PlaceOrderInput, summary: OrderConfirmSummary) => Promise<void>;
  placing: boolean;
  confirmDialog: ReactNode;
} {
  const t = useTranslations('Futures.OrderPanel.result');
  const placeOrder = usePlaceOrder();
  const savePreferences = useSavePreferences();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);

  async function place(body: PlaceOrderInput): Promise<void> {
    const order = await placeOrder.mutateAsync(body);
    const result = resultOf(order);
    toast({ message: t(result), tone: result === 'ended' ? 'info' : 'success' });
    // The next order usually goes at the same price, rarely with the same size.
    orderFormStore.getState().orderPlaced();
  }

  async function placeQuietly(body: PlaceOrderInput) {
    try {
      await place(body);
    } catch {
      // Shown by the http client's toast.
    }
  }

  async function submit(body: PlaceOrderInput, summary: OrderConfirmSummary) {
    if (!confirmOrders) {
      await placeQuietly(body);
      return;
    }
    setPending({ body, summary });
    setOpen(true);
  }

  async function confirm(dontShowAgain: boolean) {
    if (pending === null) return;
    if (dontShowAgain) savePreferences.mutate({ confirmOrders: false });
    try {
      await place(pending.body);
    } catch (error) {
      // No answer: the dialog stays for a retry, which sends the same client order id and so
      // cannot place the order twice. A refusal is final: the dialog closes on it.
      if (!isApiError(error) || error.kind === 'timeout' || error.kind === 'network') throw error;
    }
  }

  return {
    submit,
    placing: placeOrder.isPending,
    confirmDialog: (
      <OrderConfirmDialog
        open={open}
        onOpenChange={setOpen}
        summary={pending?.summary ?? null}
        onConfirm={confirm}
      />
    ),
  };
}
