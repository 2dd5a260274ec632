'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Decimal } from '@/lib/decimal';
import { formatNumber, formatPrice } from '@/lib/format';
import {
  buildPlaceOrderBody,
  hasLimitPrice,
  isTrailingStop,
  type ConditionalExecution,
  type OrderAction,
  type OrderFormValues,
  type OrderKind,
  type PresetForm,
  type TimeInForce,
  type TriggerBy,
} from '../../api/place-order';
import { wirePlaceOrderInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WirePlaceOrderBody } from '@/lib/contract/wire/trading';
import { positiveOrNull } from '../../model/contract-terms';
import { orderMinimumAt } from '../../model/order-minimum';
import { BONUS_ACCOUNT } from '../../model/trading-account';
import type { OrderSide, OrderTicketError } from '../../model/order-ticket';
import { useTradingShortcut } from '../../hooks/use-trading-shortcut';
import { useOrderFormStore } from '../../stores/order-form-store';
import { useChosenSide } from './chosen-side';
import { OrderActions } from './order-actions';
import { ConditionalFields, PriceField } from './price-fields';
import { QuantityField, quantityInUnit } from './quantity-field';
import { OrderOptions, TicketForm } from './ticket-parts';
import { TpslFields } from './tpsl-fields';
import {
  EMPTY_TRAILING_STOP,
  TrailingStopFields,
  trailingSideError,
  useTrailingStopSummary,
  type TrailingStopForm,
} from './trailing-stop-fields';
import { LimitExecutionSelect, ScaledOrderForm, type LimitExecution } from './scaled-order-fields';
import { placeOf, useOrderTicket } from './use-order-ticket';
import type { OrderPanelData, PanelContract } from './use-order-panel-data';
import { useOrderSubmit } from './use-order-submit';
import { useQuantityUnit } from './use-quantity-unit';
import { TIME_IN_FORCE } from '@/lib/contract/wire/orders';

const EMPTY_PRESET: PresetForm = { triggerPrice: '', triggerBy: 'mark', price: '' };

export interface OrderFormProps {
  contract: PanelContract;
  data: OrderPanelData;
  /** Replaces the buttons while the user cannot trade yet (log in, KYC, open futures…). */
  gateNotice: ReactNode | null;
}

/** The order ticket: type tabs, prices, quantity, TP/SL, time in force, summary and buttons. */
export function OrderForm({ contract, data, gateNotice }: OrderFormProps) {
  const t = useTranslations('Futures.OrderPanel');
  // The order-type and open/close tabs switch the fields of this form: they control it (their
  // Radix default points at tab panels this form does not have).
  const formId = useId();
  // B and S press that side's button, as a click would: its checks and confirmation included
  // (a disabled button ignores it). Never a ticket the layout hides (the phone's panel until its
  // sheet opens; the sheet's bar answers there): an order comes from a ticket the user sees.
  const pressSide = (direction: OrderSide) => {
    const button = document
      .getElementById(formId)
      ?.querySelector<HTMLButtonElement>(`button[data-direction="${direction}"]`);
    if (button && button.checkVisibility?.() !== false) button.click();
  };
  useTradingShortcut('buy', () => pressSide('buy'));
  useTradingShortcut('sell', () => pressSide('sell'));
  const tAll = useTranslations();
  const locale = useLocale();
  // The tabs and selects live in the store: they survive the phone sheet's remount.
  const { kind, action, conditionalExecution, limitExecution, triggerBy, timeInForce } =
    useOrderFormStore((s) => s.choices);
  const choicesChanged = useOrderFormStore((s) => s.choicesChanged);
  const setKind = (next: OrderKind) => choicesChanged({ kind: next });
  const setAction = (next: OrderAction) => choicesChanged({ action: next });
  const setConditionalExecution = (next: ConditionalExecution) =>
    choicesChanged({ conditionalExecution: next });
  const setLimitExecution = (next: LimitExecution) => choicesChanged({ limitExecution: next });
  const setTriggerBy = (next: TriggerBy) => choicesChanged({ triggerBy: next });
  const setTimeInForce = (next: TimeInForce) => choicesChanged({ timeInForce: next });
  const [trailingStop, setTrailingStop] = useState<TrailingStopForm>(EMPTY_TRAILING_STOP);
  const [triggerPrice, setTriggerPrice] = useState('');
  const [reduceOnly, setReduceOnly] = useState(false);
  const [tpslEnabled, setTpslEnabled] = useState(false);
  const [tp, setTp] = useState<PresetForm>(EMPTY_PRESET);
  const [sl, setSl] = useState<PresetForm>(EMPTY_PRESET);
  const [percent, setPercent] = useState(0);
  // Required-field errors wait until the user typed there or pressed a button.
  const [touched, setTouched] = useState({ price: false, quantity: false });
  const [attempted, setAttempted] = useState<OrderSide | null>(null);
  const price = useOrderFormStore((s) => s.price);
  const quantity = useOrderFormStore((s) => s.quantity);
  const priceChanged = useOrderFormStore((s) => s.priceChanged);
  const quantityChanged = useOrderFormStore((s) => s.quantityChanged);
  const filledUnit = useOrderFormStore((s) => s.quantityUnit);
  const [unit, setUnit] = useQuantityUnit();
  const { submit, placing, confirmDialog } = useOrderSubmit(data.confirmOrders);
  const trailingSummary = useTrailingStopSummary(contract.priceScale);
  // The phone's sheet: the side was chosen before the ticket opened, and only its button shows.
  const chosenSide = useChosenSide();

  const form: Omit<OrderFormValues, 'direction' | 'contractId' | 'accountType'> = {
    positionMode: data.positionMode,
    action,
    kind,
    conditionalExecution,
    price,
    triggerPrice,
    triggerBy,
    ...trailingStop,
    quantity,
    unit,
    timeInForce,
    reduceOnly,
    tpslEnabled,
    tp,
    sl,
  };
  const ticket = useOrderTicket(form, data);
  const limit = hasLimitPrice(form);
  const reducing = data.positionMode === 'hedge' ? action === 'close' : reduceOnly;
  const text = (key: string, values: Record<string, string | number>) =>
    // Keys come from the model's data, not from the typed catalogue, hence the widening.
    tAll(key as Parameters<typeof tAll>[0], values);
  const shown = (error: OrderTicketError) => {
    if (error.name === 'quantityRequired') return touched.quantity || attempted !== null;
    if (error.name === 'priceRequired') return touched.price || attempted !== null;
    return true;
  };
  // What both sides break shows at its field; what one side alone breaks (a buy price above the
  // band while the sell is fine) shows with that side's button.
  const visible = ticket.errors.filter(shown);
  const errorsAt = (place: 'price' | 'quantity' | 'general') =>
    visible.filter((e) => placeOf(e) === place).map((e) => text(e.key, e.values));
  const sideNotes = (direction: OrderSide) => {
    const side = direction === 'buy' ? ticket.buy : ticket.sell;
    const trailingSide = trailingSideError(ticket.trailing, direction);
    return [
      ...side.errors.filter(shown),
      ...side.warnings,
      ...(trailingSide ? [trailingSide] : []),
    ].map((e) => text(e.key, e.values));
  };
  const tpslErrors = attempted && tpslEnabled && !reducing ? ticket.tpsl[attempted] : {};
  const { warnings } = ticket;
  // The smallest order both buttons take: a market sell fills lower than a market buy, so its
  // minimum value may need more contracts.
  const minimum = [ticket.buy.summary, ticket.sell.summary]
    .map((summary) =>
      orderMinimumAt(
        contract,
        summary.executionPrice ?? data.lastPrice ?? data.markPrice,
        reducing,
      ),
    )
    .reduce((a, b) => (b.lots.greaterThan(a.lots) ? b : a));
  const maxContracts = Decimal.max(
    ticket.buy.summary.maxContracts ?? 0,
    ticket.sell.summary.maxContracts ?? 0,
  );

  useEffect(() => {
    // A size picked in the book is in the base asset; show it in the user's unit.
    if (filledUnit !== 'base' || unit === 'base') return;
    const lots = positiveOrNull(quantity)
      ?.dividedBy(contract.contractSize)
      .toDecimalPlaces(0, Decimal.ROUND_DOWN);
    quantityChanged(
      lots
        ? quantityInUnit(lots, unit, contract, ticket.buy.summary.executionPrice, data.leverage)
        : '',
    );
  }, [
    filledUnit,
    unit,
    quantity,
    contract,
    quantityChanged,
    ticket.buy.summary.executionPrice,
    data.leverage,
  ]);

  async function submitSide(direction: OrderSide) {
    setAttempted(direction);
    const side = direction === 'buy' ? ticket.buy : ticket.sell;
    const presetErrors = tpslEnabled && !reducing ? ticket.tpsl[direction] : {};
    if (side.blocked || Object.keys(presetErrors).length > 0) return;
    let body: WirePlaceOrderBody;
    try {
      // The order panel is its own chunk: checking here, before the confirmation, costs the
      // first load nothing.
      body = wirePlaceOrderInputSchema.parse(
        buildPlaceOrderBody({
          ...form,
          // A cost opens whole contracts at this side's price and the leverage (the ticket's
          // sizing, lib/contract/risk `lotsForCost`): what the confirmation shows is what is sent.
          ...(unit === 'quote'
            ? { quantity: side.summary.contracts?.toString() ?? '', unit: 'contract' as const }
            : {}),
          direction,
          contractId: contract.contractId,
          accountType: data.accountType,
        }),
      );
    } catch {
      // The model accepted what the wire schema does not: nothing sensible to send.
      return;
    }
    const { summary } = side;
    await submit(body, {
      side: body.side,
      orderType: body.orderType,
      contractName: contract.name,
      price: body.price ? formatPrice(body.price, locale, contract.priceScale) : null,
      triggerPrice: body.triggerPrice
        ? formatPrice(body.triggerPrice, locale, contract.priceScale)
        : null,
      quantity: `${body.quantity} ${t(`units.${body.quantityUnit}`, { asset: contract.baseAsset })}`,
      cost: `${formatNumber(summary.cost, locale, { decimals: 2 })} USDT`,
      liquidationPrice: formatPrice(summary.liquidationPrice, locale, contract.priceScale),
      account: data.accountType === BONUS_ACCOUNT ? t('account.bonus') : null,
      ...trailingSummary(body),
    });
    setAttempted(null);
    setTouched({ price: false, quantity: false });
    setPercent(0);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter submits with the first button of the form; a pressed button names its own side.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const direction = submitter?.dataset.direction === 'sell' ? 'sell' : 'buy';
    void submitSide(submitter ? direction : (chosenSide ?? attempted ?? firstDirection));
  }
  // Hedge mode's Close tab starts with Close Long (a sell).
  const firstDirection: OrderSide =
    data.positionMode === 'hedge' && action === 'close' ? 'sell' : 'buy';

  const header = (
    <>
      <Tabs
        value={kind}
        onValueChange={(v) =>
          setKind(v === 'market' ? 'market' : v === 'conditional' ? 'conditional' : 'limit')
        }
      >
        <TabsList variant="underline" aria-label={t('orderType')}>
          <TabsTrigger aria-controls={formId} value="limit">
            {t('tabs.limit')}
          </TabsTrigger>
          <TabsTrigger aria-controls={formId} value="market">
            {t('tabs.market')}
          </TabsTrigger>
          <TabsTrigger aria-controls={formId} value="conditional">
            {t('tabs.conditional')}
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {data.positionMode === 'hedge' ? (
        <Tabs value={action} onValueChange={(v) => setAction(v === 'close' ? 'close' : 'open')}>
          <TabsList variant="pill" aria-label={t('openClose')} className="grid w-full grid-cols-2">
            <TabsTrigger aria-controls={formId} value="open" className="justify-center">
              {t('open')}
            </TabsTrigger>
            <TabsTrigger aria-controls={formId} value="close" className="justify-center">
              {t('close')}
            </TabsTrigger>
          </TabsList>
        </Tabs>
      ) : null}
    </>
  );
  const executionSelect =
    kind === 'limit' ? (
      <LimitExecutionSelect value={limitExecution} onValueChange={setLimitExecution} />
    ) : null;
  if (kind === 'limit' && limitExecution === 'scaled')
    return (
      <ScaledOrderForm
        contract={contract}
        data={data}
        action={action}
        formId={formId}
        header={header}
        execution={executionSelect}
        gateNotice={gateNotice}
      />
    );

  return (
    <TicketForm
      id={formId}
      label={t('orderForm')}
      onSubmit={onSubmit}
      header={header}
      execution={executionSelect}
    >
      {kind === 'conditional' ? (
        <ConditionalFields
          triggerPrice={triggerPrice}
          onTriggerPriceChange={setTriggerPrice}
          triggerBy={triggerBy}
          onTriggerByChange={setTriggerBy}
          execution={conditionalExecution}
          onExecutionChange={setConditionalExecution}
          contract={contract}
          lastPrice={data.lastPrice}
          errors={attempted && ticket.triggerMissing ? [t('triggerPriceRequired')] : []}
          trailingFields={
            <TrailingStopFields
              value={trailingStop}
              onValueChange={setTrailingStop}
              errors={ticket.trailing}
              attempted={attempted !== null}
              contract={contract}
              lastPrice={data.lastPrice}
            />
          }
        />
      ) : null}
      {limit ? (
        <PriceField
          label={t('price')}
          value={price}
          onValueChange={(next) => {
            priceChanged(next);
            setTouched((s) => ({ ...s, price: true }));
          }}
          tickSize={contract.tickSize}
          priceScale={contract.priceScale}
          lastPrice={data.lastPrice}
          errors={errorsAt('price')}
        />
      ) : (
        <p className="flex h-11 items-center rounded-md border border-line bg-bg-sunken px-3 text-sm text-fg-muted">
          {t('marketPrice')}
        </p>
      )}
      <QuantityField
        value={quantity}
        onValueChange={(next) => {
          quantityChanged(next);
          setTouched((s) => ({ ...s, quantity: true }));
        }}
        unit={unit}
        onUnitChange={(next) => {
          setUnit(next);
          quantityChanged('');
          setPercent(0);
        }}
        contract={contract}
        maxContracts={maxContracts}
        minimum={minimum}
        executionPrice={ticket.buy.summary.executionPrice}
        leverage={data.leverage}
        percent={percent}
        onPercentChange={setPercent}
        errors={errorsAt('quantity')}
      />
      {!reducing && !isTrailingStop(form) ? (
        <TpslFields
          enabled={tpslEnabled}
          onEnabledChange={setTpslEnabled}
          tp={tp}
          sl={sl}
          onTpChange={setTp}
          onSlChange={setSl}
          tickSize={contract.tickSize}
          priceScale={contract.priceScale}
          errors={Object.fromEntries(
            Object.entries(tpslErrors).map(([field, e]) => [field, text(e.key, e.values)]),
          )}
        />
      ) : null}
      <OrderOptions
        showReduceOnly={data.positionMode === 'oneWay'}
        reduceOnly={reduceOnly}
        onReduceOnlyChange={setReduceOnly}
        timesInForce={kind !== 'market' && limit ? TIME_IN_FORCE : null}
        timeInForce={timeInForce}
        onTimeInForceChange={setTimeInForce}
      />
      {errorsAt('general').map((message) => (
        <FieldError key={message} error={message} />
      ))}
      {warnings.map((w) => (
        <p key={w.key} className="text-xs text-fg-muted" data-testid="order-warning">
          {text(w.key, w.values)}
        </p>
      ))}
      {gateNotice ?? (
        <OrderActions
          positionMode={data.positionMode}
          action={action}
          ticket={ticket}
          placing={placing}
          contract={contract}
          unit={unit}
          leverage={data.leverage}
          notes={{ buy: sideNotes('buy'), sell: sideNotes('sell') }}
          only={chosenSide}
        />
      )}
      {confirmDialog}
    </TicketForm>
  );
}
