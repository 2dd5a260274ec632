'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Amount } from '@/components/ui/numbers';
import { realtimeStore, useOrder, useRealtime, type Order } from '@/features/realtime';
import { useAmendOrder } from '../../api/amend-order';
import { bestPriceOf } from '../../model/best-price';
import { amendCrossesBook } from '../../model/order-amend';
import {
  amendInputOf,
  editableFieldsOf,
  orderEditDefaults,
  orderEditSchema,
  type OrderEditValues,
} from '../../model/order-edit';
import { contractInfo, type ContractInfo } from '../bottom-tabs/contract-info';

/**
 * The open-orders table's Edit action: a dialog that changes the order's price, quantity or
 * trigger price in place with the amend call. Shown only for orders that can be edited (the
 * user's own limit and conditional orders).
 */
export function OrderEditButton({ order }: { order: Order }) {
  const t = useTranslations('Futures.OrderAmend.edit');
  const [open, setOpen] = useState(false);
  const info = contractInfo(order.contractId);
  if (editableFieldsOf(order) === null || !info) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('buttonLabel', { id: String(order.orderId) })}
        onClick={() => setOpen(true)}
      >
        {t('button')}
      </Button>
      {/* Mounted while open only: each opening starts from the order as it stands. */}
      {open && <OrderEditForm order={order} info={info} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function OrderEditForm({
  order: opened,
  info,
  onDone,
}: {
  order: Order;
  info: ContractInfo;
  onDone: () => void;
}) {
  const t = useTranslations('Futures.OrderAmend');
  const ui = useTranslations('UI');
  const amend = useAmendOrder();
  const live = useOrder(opened.orderId);
  // The live order: a fill while the dialog is open raises what the quantity must stay above.
  const order = live ?? opened;
  const { contract } = info;
  const fields = editableFieldsOf(order) ?? { price: false, triggerPrice: false };
  const schema = useMemo(
    () => orderEditSchema(order, contract, (key, values) => t(`edit.errors.${key}`, values)),
    [order, contract, t],
  );
  const form = useForm<OrderEditValues>({
    resolver: zodResolver(schema),
    defaultValues: orderEditDefaults(opened),
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control });
  const values: OrderEditValues = {
    price: watched.price ?? '',
    quantity: watched.quantity ?? '',
    triggerPrice: watched.triggerPrice ?? '',
  };
  const request = amendInputOf(order, values);
  const bestAsk = useRealtime((state) => bestPriceOf(state.depth[info.code]?.asks, 'ask'));
  const bestBid = useRealtime((state) => bestPriceOf(state.depth[info.code]?.bids, 'bid'));
  const crosses =
    request?.price !== undefined &&
    amendCrossesBook(order, request.price, { bid: bestBid, ask: bestAsk });

  // Set while our own change is on its way: the order leaving the open orders then (a new price
  // that filled at once) is no news.
  const saving = useRef(false);
  // Filled or cancelled elsewhere while the dialog is open: the row (and this dialog with it)
  // leaves the table, or the dialog closes here; either way, say why once it has gone.
  const sayIfGone = useEffectEvent(() => {
    const stillOpen = realtimeStore.getState().openOrders[String(opened.orderId)] !== undefined;
    if (!stillOpen && !saving.current) toast({ message: t('edit.gone'), tone: 'info' });
  });
  useEffect(() => () => sayIfGone(), []);
  const gone = live === undefined;
  useEffect(() => {
    if (gone) onDone();
  }, [gone, onDone]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (next) => {
      const input = amendInputOf(order, next);
      if (input === null) return;
      saving.current = true;
      try {
        await amend.mutateAsync(input);
      } catch {
        saving.current = false;
        // The refusal's toast comes from the request; the dialog stays open for another try.
        return;
      }
      toast({ message: t('edit.saved', { id: String(order.orderId) }), tone: 'success' });
      onDone();
    })(event);

  const id = String(order.orderId);
  return (
    <DialogContent
      title={t('edit.title')}
      description={t('edit.description', { id, contract: info.code })}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="order-edit-form">
        <p className="text-sm text-fg-muted" data-testid="order-edit-filled">
          {t('edit.filledLabel')}{' '}
          <Amount
            className="text-fg"
            value={order.filledQuantity}
            precision={info.amountPrecision}
            unit={contract.baseAsset}
          />
          {' / '}
          <Amount
            className="text-fg"
            value={order.quantity}
            precision={info.amountPrecision}
            unit={contract.baseAsset}
          />
        </p>
        {fields.triggerPrice && (
          <EditField
            form={form}
            name="triggerPrice"
            label={t('triggerPrice')}
            step={contract.tickSize}
            precision={contract.priceScale}
            suffix={contract.quoteAsset}
          />
        )}
        {fields.price && (
          <EditField
            form={form}
            name="price"
            label={t('price')}
            step={contract.tickSize}
            precision={contract.priceScale}
            suffix={contract.quoteAsset}
          />
        )}
        <EditField
          form={form}
          name="quantity"
          label={t('edit.quantity')}
          hint={t('edit.quantityHint')}
          step={contract.contractSize}
          precision={info.amountPrecision}
          suffix={contract.baseAsset}
        />
        <p className="text-sm text-fg-muted">{t('edit.queue')}</p>
        {crosses && (
          <p className="text-sm font-medium text-warn" role="status">
            {order.tif === 'postOnly' ? t('edit.crossesBookPostOnly') : t('crossesBook')}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" type="button">
              {ui('cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" loading={amend.isPending} disabled={request === null}>
            {t('edit.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function EditField({
  form,
  name,
  label,
  hint,
  step,
  precision,
  suffix,
}: {
  form: ReturnType<typeof useForm<OrderEditValues>>;
  name: keyof OrderEditValues;
  label: string;
  hint?: string;
  step: string;
  precision: number;
  suffix: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} error={fieldState.error?.message}>
          <DecimalInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            step={step}
            min={step}
            precision={precision}
            suffix={suffix}
          />
        </FormField>
      )}
    />
  );
}
