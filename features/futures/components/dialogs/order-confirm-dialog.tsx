'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PlaceOrderInput } from '../../api/place-order';

/** What the dialog shows; figures come formatted from the panel, which knows their precision. */
export interface OrderConfirmSummary {
  side: PlaceOrderInput['side'];
  orderType: PlaceOrderInput['orderType'];
  contractName: string;
  price: ReactNode | null;
  triggerPrice: ReactNode | null;
  quantity: ReactNode;
  /** Left out where the panel does not estimate it (a scaled order's batch). */
  cost?: ReactNode;
  liquidationPrice?: ReactNode;
  /** The account traded, named when it is not the main account (the bonus account). */
  account?: ReactNode | null;
  /** Names the type instead of its number's name (a trailing stop is a conditional market order). */
  typeLabel?: ReactNode;
  /** Rows shown after the type (a trailing stop's callback rate and activation price). */
  details?: [string, ReactNode][];
  /** The orders of a batch (a scaled order), listed under the rows. */
  orders?: ReactNode;
}

export interface OrderConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: OrderConfirmSummary | null;
  /** Places the order; `dontShowAgain` when the user ticked the box (saved by the caller). */
  onConfirm: (dontShowAgain: boolean) => Promise<unknown>;
}

const TYPE_KEYS = {
  1: 'limit',
  2: 'conditionalLimit',
  3: 'market',
  4: 'conditionalMarket',
} as const;

/** "Are you sure?" before an order, unless the user turned it off in preferences. */
export function OrderConfirmDialog({
  open,
  onOpenChange,
  summary,
  onConfirm,
}: OrderConfirmDialogProps) {
  const t = useTranslations('Futures.Dialogs.OrderConfirm');
  const [dontShowAgain, setDontShowAgain] = useState(false);
  if (summary === null) return null;
  const rows: [string, ReactNode][] = [
    ...(summary.account ? ([[t('account'), summary.account]] as [string, ReactNode][]) : []),
    [t('side'), t(`sides.${summary.side}`)],
    [t('type'), summary.typeLabel ?? t(`types.${TYPE_KEYS[summary.orderType]}`)],
    ...(summary.details ?? []),
    ...(summary.triggerPrice === null
      ? []
      : ([[t('triggerPrice'), summary.triggerPrice]] as [string, ReactNode][])),
    [t('price'), summary.price ?? t('market')],
    [t('quantity'), summary.quantity],
    ...(summary.cost === undefined ? [] : ([[t('cost'), summary.cost]] as [string, ReactNode][])),
    ...(summary.liquidationPrice === undefined
      ? []
      : ([[t('liquidation'), summary.liquidationPrice]] as [string, ReactNode][])),
  ];
  const long =
    summary.side === 'openLong' || summary.side === 'buy' || summary.side === 'closeShort';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDontShowAgain(false);
        onOpenChange(next);
      }}
      title={`${t('title')} · ${summary.contractName}`}
      confirmLabel={t('confirm')}
      onConfirm={() => onConfirm(dontShowAgain)}
      body={
        <div className="space-y-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value], index) => (
              <div key={label} className="contents">
                <dt className="text-fg-muted">{label}</dt>
                <dd
                  className={
                    index === 0
                      ? `text-right font-medium ${long ? 'text-up' : 'text-down'}`
                      : 'tabular text-right'
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {summary.orders ?? null}
          <Checkbox
            label={t('dontShowAgain')}
            checked={dontShowAgain}
            onCheckedChange={(checked) => setDontShowAgain(checked === true)}
          />
        </div>
      }
    />
  );
}
