'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useOpenOrders } from '@/features/realtime';
import { useCancelOrderGroup } from '../../api/place-batch';
import { CancelButton } from './cancel-button';
import type { OrderLike } from './order-columns';

export interface OrderGroupPlace {
  groupId: number;
  /** 1-based, in the batch's order (nearest the market first: the order ids' order). */
  index: number;
  /** The group's orders still open. */
  count: number;
}

/**
 * Where an order of a scaled order (a batch, `groupId`) stands among its group's open orders;
 * null for any other order. Counted among the open ones: an order that filled or was cancelled
 * alone leaves the group, so "2/4" never names an order the table does not show.
 */
export function useOrderGroup(order: OrderLike): OrderGroupPlace | null {
  const orders = useOpenOrders();
  const { groupId } = order;
  return useMemo(() => {
    if (groupId === undefined) return null;
    const ids = orders
      .filter((o) => o.groupId === groupId)
      .map((o) => o.orderId)
      .sort((a, b) => a - b);
    const at = ids.indexOf(order.orderId);
    return at < 0 ? null : { groupId, index: at + 1, count: ids.length };
  }, [orders, groupId, order.orderId]);
}

/**
 * "Scaled 1/5" beside an open order of a scaled order; "Scaled" alone beside one that has left
 * the open orders (the order history: filled or cancelled, it has no place among them).
 */
export function OrderGroupBadge({ order }: { order: OrderLike }) {
  const t = useTranslations('ScaledOrder');
  const group = useOrderGroup(order);
  if (order.groupId === undefined) return null;
  return (
    <span
      className="w-fit rounded-sm bg-primary/20 px-1 text-[11px] leading-4 font-medium whitespace-nowrap text-fg"
      data-testid="order-group-badge"
      data-group={order.groupId}
    >
      {group === null ? t('execution') : t('badge', { index: group.index, count: group.count })}
    </span>
  );
}

/** Cancels every open order of the group, on the group's first open order only. */
export function CancelGroupButton({ order }: { order: OrderLike }) {
  const t = useTranslations('ScaledOrder');
  const group = useOrderGroup(order);
  const cancel = useCancelOrderGroup();
  if (group === null || group.index !== 1) return null;
  return (
    <CancelButton
      label={t('cancelGroupLabel', { groupId: String(group.groupId) })}
      pending={cancel.isPending}
      cancel={() =>
        cancel
          .mutateAsync(group.groupId)
          .then((answer) => t('groupCancelled', { count: answer.cancelled }))
      }
    >
      {t('cancelGroup')}
    </CancelButton>
  );
}
