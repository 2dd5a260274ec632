'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Amount, Price } from '@/components/ui/numbers';
import { realtimeStore } from '@/features/realtime';
import { cn } from '@/lib/cn';
import type { WireOrder } from '@/lib/contract/wire/match';
import type { CsvColumn } from '@/lib/csv';
import { formatPrice } from '@/lib/format';
import { useTriggerCondition, triggerConditionIn } from '../../hooks/use-trigger-condition';
import { describeTriggerOrder, type TriggerOrderView } from '../../model/trigger-order';
import { trailingStopOf, type TrailingStopView } from '../../model/trailing-stop';
import { AccountBadge } from './account-badge';
import { OrderGroupBadge } from './order-group';
import { contractInfo, MONEY_PRECISION, priceScaleOf } from './contract-info';
import { useDateTimeFormat, useTradingLabels } from './use-trading-labels';

/** An order from the store (3004/3016) or from a REST list: the contract's order. */
export type OrderLike = WireOrder;

const isBuySide = (side: unknown) => side === 'openLong' || side === 'closeShort' || side === 'buy';

/** The order's prices that a cell shows (each a decimal string, or null when the order has none). */
type PriceField = 'price' | 'averagePrice' | 'triggerPrice' | 'tpTrigger' | 'slTrigger';

/** A conditional order as it stands now (its ≥ / ≤ the server's, else from the live price while it waits). */
function useTriggerOrder(order: OrderLike): TriggerOrderView | null {
  const condition = useTriggerCondition(order);
  return describeTriggerOrder(order, condition);
}

type Labels = ReturnType<typeof useTradingLabels>;
type TrailingWords = ReturnType<typeof useTranslations<'TrailingStop'>>;

/**
 * A trailing stop's condition: the level it sells (buys) at now, and its activation price; or,
 * before the trail starts, where it activates ("Activation: Mark price ≥ 98,500.0").
 */
function trailingConditionText(
  labels: Labels,
  t: TrailingWords,
  trigger: TriggerOrderView,
  trailing: TrailingStopView,
  format: (price: string) => string,
): string[] {
  const activation = trailing.activationPrice;
  if (trailing.triggerPrice !== null)
    return [
      labels.triggerCondition(trigger, format(trailing.triggerPrice)),
      ...(activation !== null ? [t('activationAt', { price: format(activation) })] : []),
    ];
  if (activation === null) return [];
  // A sell activates as the price rises to its activation price, a buy as it falls to it.
  const rises: TriggerOrderView = {
    ...trigger,
    condition: trigger.side === 'sell' ? 'gte' : 'lte',
  };
  return [t('activation', { condition: labels.triggerCondition(rises, format(activation)) })];
}

/** Stop Market, Take Profit Market…, and whose TP/SL it is; a trailing stop with its callback. */
function OrderTypeCell({ order }: { order: OrderLike }) {
  const labels = useTradingLabels();
  const t = useTranslations('TrailingStop');
  const trigger = useTriggerOrder(order);
  const trailing = trailingStopOf(order);
  if (trailing !== null)
    return (
      <span className="flex flex-col">
        <span>{t('orderType')}</span>
        <span className="text-xs text-fg-muted">
          {t('callbackValue', { rate: trailing.callbackRate })}
        </span>
      </span>
    );
  if (trigger === null)
    return order.groupId === undefined ? (
      <>{labels.orderType(order.type)}</>
    ) : (
      <span className="flex flex-col gap-0.5">
        <span>{labels.orderType(order.type)}</span>
        <OrderGroupBadge order={order} />
      </span>
    );
  const scope = labels.triggerScope(trigger);
  return (
    <span className="flex flex-col">
      <span>{labels.triggerOrderType(trigger)}</span>
      {scope !== null ? <span className="text-xs text-fg-muted">{scope}</span> : null}
      {order.ocoOrderId !== undefined ? <PairedLegNote pairedId={order.ocoOrderId} /> : null}
    </span>
  );
}

/**
 * A partial TP/SL leg names its other leg: cancelling or filling one cancels the other, which a
 * trader must know before cancelling "just the stop".
 */
function PairedLegNote({ pairedId }: { pairedId: number }) {
  const t = useTranslations('Futures.BottomTabs.columns');
  return (
    <span className="text-xs text-fg-muted" data-testid="paired-leg" title={t('pairedWithHint')}>
      {t('pairedWith', { id: String(pairedId) })}
    </span>
  );
}

/** "Mark price ≤ 90,500.0"; a dash for a limit or market order. */
function TriggerConditionCell({ order }: { order: OrderLike }) {
  const labels = useTradingLabels();
  const t = useTranslations('TrailingStop');
  const locale = useLocale();
  const trigger = useTriggerOrder(order);
  const trailing = trailingStopOf(order);
  if (trigger !== null && trailing !== null) {
    const lines = trailingConditionText(labels, t, trigger, trailing, (price) =>
      formatPrice(price, locale, priceScaleOf(order)),
    );
    if (lines.length > 0)
      return (
        <span className="tabular flex flex-col whitespace-nowrap">
          <span>{lines[0]}</span>
          {lines[1] !== undefined ? (
            <span className="text-xs text-fg-muted">{lines[1]}</span>
          ) : null}
        </span>
      );
  }
  if (trigger === null || trigger.triggerPrice === null)
    return <Price value={null} precision={priceScaleOf(order)} />;
  return (
    <span className="tabular whitespace-nowrap">
      {labels.triggerCondition(
        trigger,
        formatPrice(trigger.triggerPrice, locale, priceScaleOf(order)),
      )}
    </span>
  );
}

/** The same words for the CSV, from the store as it is at the moment of the export. */
function triggerOrderNow(order: OrderLike): TriggerOrderView | null {
  return describeTriggerOrder(order, triggerConditionIn(realtimeStore.getState(), order));
}

function useOrderCells() {
  const labels = useTradingLabels();
  const formatTime = useDateTimeFormat();
  const priceOf = (order: OrderLike, field: PriceField) => (
    <Price value={order[field]} precision={priceScaleOf(order)} />
  );
  const amountOf = (order: OrderLike, field: 'quantity' | 'filledQuantity') => (
    <Amount value={order[field]} precision={contractInfo(order.contractId)?.amountPrecision ?? 3} />
  );
  return { labels, formatTime, priceOf, amountOf };
}

export interface OrderColumnOptions {
  variant: 'open' | 'history';
  /** The last column (cancel button for open orders). */
  actions?: (order: OrderLike) => ReactNode;
  /** Renders the order id (history: a button opening the details). */
  orderId?: (order: OrderLike) => ReactNode;
}

export function useOrderColumns({
  variant,
  actions,
  orderId,
}: OrderColumnOptions): DataTableColumn<OrderLike>[] {
  const t = useTranslations('Futures.BottomTabs.columns');
  const { labels, formatTime, priceOf, amountOf } = useOrderCells();
  const columns: (DataTableColumn<OrderLike> | false)[] = [
    {
      id: 'time',
      header: t('time'),
      cell: (o) => <span className="tabular">{formatTime(o.createdAt)}</span>,
      sortValue: (o) => o.createdAt,
    },
    variant === 'history' && {
      id: 'orderId',
      header: t('orderId'),
      cell: (o) => orderId?.(o) ?? String(o.orderId),
    },
    {
      id: 'contract',
      header: t('contract'),
      cell: (o) => (
        <span className="flex items-center gap-1.5">
          {contractInfo(o.contractId)?.code ?? String(o.contractId)}
          <AccountBadge accountType={o.accountType} />
        </span>
      ),
    },
    {
      id: 'direction',
      header: t('direction'),
      cell: (o) => (
        <span className={cn(isBuySide(o.side) ? 'text-up' : 'text-down')}>
          {labels.orderSide(o.side)}
        </span>
      ),
    },
    variant === 'open' && {
      id: 'tif',
      header: t('tif'),
      hideBelow: 'md',
      cell: (o) => labels.tif(o.tif),
    },
    { id: 'orderType', header: t('orderType'), cell: (o) => <OrderTypeCell order={o} /> },
    {
      id: 'filledQuantity',
      header: t('filledQuantity'),
      align: 'end',
      cell: (o) => (
        <span>
          {amountOf(o, 'filledQuantity')} / {amountOf(o, 'quantity')}
        </span>
      ),
    },
    variant === 'history' && {
      id: 'averagePrice',
      header: t('averagePrice'),
      align: 'end',
      cell: (o) => priceOf(o, 'averagePrice'),
    },
    { id: 'price', header: t('price'), align: 'end', cell: (o) => priceOf(o, 'price') },
    {
      id: 'triggerCondition',
      header: t('triggerCondition'),
      align: 'end',
      hideBelow: 'md',
      cell: (o) => <TriggerConditionCell order={o} />,
    },
    variant === 'open' && {
      id: 'tpsl',
      header: t('tpsl'),
      align: 'end',
      hideBelow: 'lg',
      cell: (o) => (
        <span>
          {priceOf(o, 'tpTrigger')} / {priceOf(o, 'slTrigger')}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('status'),
      // Whether it fired does not depend on the live price: no subscription needed.
      cell: (o) => labels.orderStatusOf(o.orderStatus, describeTriggerOrder(o, null)),
    },
    variant === 'history' && {
      id: 'fee',
      header: t('fee'),
      align: 'end',
      hideBelow: 'md',
      cell: (o) => <Amount value={o.fee} precision={MONEY_PRECISION} rounding="half-up" />,
    },
    {
      id: 'reduceOnly',
      header: t('reduceOnly'),
      hideBelow: 'lg',
      cell: (o) => labels.yesNo(o.reduceOnly === true),
    },
    actions !== undefined && { id: 'actions', header: t('actions'), cell: actions },
  ];
  return columns.filter((column): column is DataTableColumn<OrderLike> => column !== false);
}

/** The order history's CSV columns: the same headers, plain decimal text. */
export function useOrderCsvColumns(): CsvColumn<OrderLike>[] {
  const t = useTranslations('Futures.BottomTabs.columns');
  const tTrailing = useTranslations('TrailingStop');
  const tScaled = useTranslations('ScaledOrder');
  const { labels, formatTime } = useOrderCells();
  const locale = useLocale();
  return [
    { header: t('time'), value: (o) => formatTime(o.createdAt) },
    { header: t('orderId'), value: (o) => String(o.orderId) },
    {
      header: t('contract'),
      value: (o) => contractInfo(o.contractId)?.code ?? String(o.contractId),
    },
    { header: t('direction'), value: (o) => labels.orderSide(o.side) },
    {
      header: t('orderType'),
      value: (o) => {
        const trigger = triggerOrderNow(o);
        const trailing = trailingStopOf(o);
        if (trailing !== null)
          return `${tTrailing('orderType')} (${tTrailing('callbackValue', { rate: trailing.callbackRate })})`;
        // A scaled order's orders carry their batch's id: the rows of one batch can be told apart
        // from another's in a spreadsheet, as the screen's "Scaled" tag cannot.
        if (trigger === null)
          return o.groupId === undefined
            ? labels.orderType(o.type)
            : `${labels.orderType(o.type)} (${tScaled('execution')} ${o.groupId})`;
        const scope = labels.triggerScope(trigger);
        const type = labels.triggerOrderType(trigger);
        return scope === null ? type : `${type} (${scope})`;
      },
    },
    {
      header: t('filledQuantity'),
      value: (o) => `${o.filledQuantity} / ${o.quantity}`,
    },
    { header: t('averagePrice'), value: (o) => o.averagePrice },
    { header: t('price'), value: (o) => o.price },
    { header: t('triggerPrice'), value: (o) => o.triggerPrice },
    {
      header: t('triggerCondition'),
      value: (o) => {
        const trigger = triggerOrderNow(o);
        const trailing = trailingStopOf(o);
        if (trigger !== null && trailing !== null)
          return (
            trailingConditionText(labels, tTrailing, trigger, trailing, (price) =>
              formatPrice(price, locale, priceScaleOf(o)),
            ).join(' · ') || null
          );
        return trigger === null || trigger.triggerPrice === null
          ? null
          : labels.triggerCondition(
              trigger,
              formatPrice(trigger.triggerPrice, locale, priceScaleOf(o)),
            );
      },
    },
    {
      header: t('status'),
      value: (o) => labels.orderStatusOf(o.orderStatus, describeTriggerOrder(o, null)),
    },
    { header: t('fee'), value: (o) => o.fee },
    { header: t('reduceOnly'), value: (o) => labels.yesNo(o.reduceOnly === true) },
  ];
}
