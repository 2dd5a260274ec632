'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ORDER_BATCH_TIME_IN_FORCE, type OrderBatchTimeInForce } from '@/lib/contract/order-batch';
import { formatNumber, formatPrice } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { wireSideOf, type OrderAction } from '../../api/place-order';
import { usePlaceBatch, type PlaceBatchInput } from '../../api/place-batch';
import { useSavePreferences } from '../../api/save-preferences';
import {
  planScaledOrder,
  SCALED_DISTRIBUTIONS,
  SCALED_ORDER_COUNT,
  type ScaledDistribution,
} from '../../model/scaled-order';
import type { OrderSide } from '../../model/order-ticket';
import { summarizeScaledOrder } from '../../model/scaled-order-summary';
import { ScaledOrderPreview } from './scaled-order-preview';
import { ScaledOrderSummaryList } from './scaled-order-summary-list';
import { OrderOptions, TicketForm } from './ticket-parts';
import { positionFor } from './use-order-ticket';
import { OrderConfirmDialog, type OrderConfirmSummary } from '../dialogs/order-confirm-dialog';
import { useChosenSide } from './chosen-side';
import type { OrderPanelData, PanelContract } from './use-order-panel-data';

export type { LimitExecution } from '../../stores/order-form-store';
import type { LimitExecution } from '../../stores/order-form-store';

/** On the limit tab: one limit order, or a scaled order (N limit orders between two prices). */
export function LimitExecutionSelect({
  value,
  onValueChange,
}: {
  value: LimitExecution;
  onValueChange: (value: LimitExecution) => void;
}) {
  const t = useTranslations('Futures.OrderPanel');
  const tScaled = useTranslations('ScaledOrder');
  return (
    <Select
      label={t('execution')}
      hideLabel
      options={[
        { value: 'limit', label: t('executionLimit') },
        { value: 'scaled', label: tScaled('execution') },
      ]}
      value={value}
      onValueChange={(v) => onValueChange(v === 'scaled' ? 'scaled' : 'limit')}
      className="w-full"
    />
  );
}

export interface ScaledOrderFormProps {
  contract: PanelContract;
  data: OrderPanelData;
  action: OrderAction;
  /** The panel form's id, which the order-type tabs above the fields control. */
  formId: string;
  /** The order-type tabs (and the hedge mode's open/close tabs) above the fields. */
  header: ReactNode;
  execution: ReactNode;
  gateNotice: ReactNode | null;
}

/**
 * A scaled order: lower and upper price, number of orders, size distribution and total quantity,
 * a preview of the orders, then one all-or-none batch (`future/order/placeBatch`) through the
 * confirmation dialog unless the user turned it off.
 */
export function ScaledOrderForm({
  contract,
  data,
  action,
  formId,
  header,
  execution,
  gateNotice,
}: ScaledOrderFormProps) {
  const t = useTranslations('ScaledOrder');
  const tPanel = useTranslations('Futures.OrderPanel');
  const tAll = useTranslations();
  const locale = useLocale();
  const closing = data.positionMode === 'hedge' && action === 'close';
  // The phone's sheet: the side was chosen before the ticket opened.
  const chosenSide = useChosenSide();
  const [direction, setDirection] = useState<OrderSide>(chosenSide ?? (closing ? 'sell' : 'buy'));
  const [lowerPrice, setLowerPrice] = useState('');
  const [upperPrice, setUpperPrice] = useState('');
  const [count, setCount] = useState('5');
  const [distribution, setDistribution] = useState<ScaledDistribution>('equal');
  const [totalQuantity, setTotalQuantity] = useState('');
  const [timeInForce, setTimeInForce] = useState<OrderBatchTimeInForce>('GTC');
  const [reduceOnly, setReduceOnly] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<PlaceBatchInput | null>(null);
  const [confirming, setConfirming] = useState(false);
  const placeBatch = usePlaceBatch();
  const savePreferences = useSavePreferences();

  const reducing = closing || (data.positionMode === 'oneWay' && reduceOnly);
  const plan = planScaledOrder(contract, {
    side: direction,
    lowerPrice,
    upperPrice,
    count,
    distribution,
    totalQuantity,
    reduceOnly: reducing,
  });
  const typed = lowerPrice !== '' && upperPrice !== '' && totalQuantity !== '';
  const costs = plan.ok
    ? summarizeScaledOrder(plan.orders, {
        side: direction,
        reduceOnly: reducing,
        leverage: data.leverage,
        marginMode: data.marginMode,
        available: data.available,
        markPrice: data.markPrice,
        contract,
        position: positionFor(
          { positionMode: data.positionMode, action },
          direction,
          data.positions,
        ),
      })
    : null;
  // The engine refuses the whole batch when the balance does not cover every order.
  const unaffordable = costs?.insufficient === true && data.available !== undefined;
  const error = !plan.ok
    ? attempted || typed
      ? tAll(plan.error.key as Parameters<typeof tAll>[0], plan.error.values)
      : null
    : unaffordable
      ? tAll('Futures.OrderTicket.errors.insufficientBalance', {
          available: String(data.available ?? '0'),
        })
      : null;
  const sides: { direction: OrderSide; label: string }[] = closing
    ? [
        { direction: 'sell', label: tPanel('closeLong') },
        { direction: 'buy', label: tPanel('closeShort') },
      ]
    : [
        { direction: 'buy', label: tPanel('buyLong') },
        { direction: 'sell', label: tPanel('sellShort') },
      ];

  async function place(body: PlaceBatchInput): Promise<void> {
    const batch = await placeBatch.mutateAsync(body);
    toast({ message: t('placed', { count: batch.orders.length }), tone: 'success' });
    setAttempted(false);
    setTotalQuantity('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!plan.ok || unaffordable) return;
    const body: PlaceBatchInput = {
      contractId: contract.contractId,
      accountType: data.accountType,
      side: wireSideOf(data.positionMode, action, direction),
      orders: plan.orders,
      timeInForce,
      ...(data.positionMode === 'oneWay' && reduceOnly ? { reduceOnly: true } : {}),
    };
    if (!data.confirmOrders) {
      place(body).catch(() => {
        // Shown by the http client's toast.
      });
      return;
    }
    setPending(body);
    setConfirming(true);
  }

  async function confirm(dontShowAgain: boolean) {
    if (pending === null) return;
    if (dontShowAgain) savePreferences.mutate({ confirmOrders: false });
    try {
      await place(pending);
    } catch (e) {
      if (!isApiError(e) || e.kind === 'timeout' || e.kind === 'network') throw e;
    }
  }

  // The batch's cost and liquidation estimate, in the confirmation as in the panel.
  const costDetails: [string, string][] = costs
    ? [
        [
          tPanel('summary.cost'),
          `${formatNumber(costs.cost, locale, { decimals: 2 })} ${contract.quoteAsset}`,
        ],
        [
          t('liquidationAfterAll'),
          formatPrice(costs.liquidationPrice, locale, contract.priceScale),
        ],
      ]
    : [];
  const first = pending?.orders[0];
  const last = pending?.orders.at(-1);
  const summary: OrderConfirmSummary | null =
    pending && first && last
      ? {
          side: pending.side,
          orderType: 1,
          typeLabel: t('orderType'),
          contractName: contract.name,
          price: `${formatPrice(first.price, locale, contract.priceScale)} → ${formatPrice(last.price, locale, contract.priceScale)}`,
          triggerPrice: null,
          quantity: `${plan.ok ? plan.total : ''} ${contract.baseAsset}`,
          details: [[t('count'), String(pending.orders.length)], ...costDetails],
          orders: <ScaledOrderPreview orders={pending.orders} contract={contract} />,
        }
      : null;
  const selectedSide = sides.find((s) => s.direction === direction) ?? sides[0];
  const priceRange = [
    { label: t('lowerPrice'), value: lowerPrice, onValueChange: setLowerPrice },
    { label: t('upperPrice'), value: upperPrice, onValueChange: setUpperPrice },
  ];

  return (
    <TicketForm
      id={formId}
      label={t('orderType')}
      onSubmit={onSubmit}
      header={header}
      execution={execution}
    >
      <Tabs value={direction} onValueChange={(v) => setDirection(v === 'sell' ? 'sell' : 'buy')}>
        <TabsList
          variant="pill"
          aria-label={tAll('Futures.Dialogs.OrderConfirm.side')}
          className="grid w-full grid-cols-2"
        >
          {sides.map((s) => (
            <TabsTrigger
              key={s.direction}
              aria-controls={formId}
              value={s.direction}
              className="justify-center"
            >
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="grid grid-cols-2 gap-2">
        {priceRange.map((end) => (
          <FormField key={end.label} label={end.label}>
            <DecimalInput
              value={end.value}
              onValueChange={end.onValueChange}
              step={contract.tickSize}
              min="0"
              precision={contract.priceScale}
              suffix={contract.quoteAsset}
            />
          </FormField>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <FormField label={t('count')}>
          <DecimalInput
            value={count}
            onValueChange={setCount}
            step="1"
            min={String(SCALED_ORDER_COUNT.min)}
            max={String(SCALED_ORDER_COUNT.max)}
            precision={0}
          />
        </FormField>
        <Select
          label={t('distribution')}
          options={SCALED_DISTRIBUTIONS.map((d) => ({
            value: d,
            label: t(`distributions.${d}`),
          }))}
          value={distribution}
          onValueChange={(v) =>
            setDistribution(SCALED_DISTRIBUTIONS.find((d) => d === v) ?? 'equal')
          }
        />
      </div>
      <FormField label={t('totalQuantity')}>
        <DecimalInput
          value={totalQuantity}
          onValueChange={setTotalQuantity}
          step={contract.contractSize}
          min="0"
          suffix={contract.baseAsset}
        />
      </FormField>
      {plan.ok ? <ScaledOrderPreview orders={plan.orders} contract={contract} /> : null}
      {costs ? <ScaledOrderSummaryList summary={costs} contract={contract} /> : null}
      {error ? <FieldError error={error} /> : null}
      <OrderOptions
        showReduceOnly={data.positionMode === 'oneWay'}
        reduceOnly={reduceOnly}
        onReduceOnlyChange={setReduceOnly}
        timesInForce={ORDER_BATCH_TIME_IN_FORCE}
        timeInForce={timeInForce}
        onTimeInForceChange={setTimeInForce}
      />
      {gateNotice ?? (
        <Button
          type="submit"
          variant={direction === 'buy' ? 'buy' : 'sell'}
          fullWidth
          loading={placeBatch.isPending}
        >
          {selectedSide ? `${selectedSide.label} · ` : ''}
          {t('submit', { count: plan.ok ? plan.orders.length : Number(count) || 0 })}
        </Button>
      )}
      <OrderConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        summary={summary}
        onConfirm={confirm}
      />
    </TicketForm>
  );
}
