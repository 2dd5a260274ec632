'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { OrderAction, PositionModeName } from '../../api/place-order';
import type { OrderSide, QuantityUnit } from '../../model/order-ticket';
import { OrderSummary } from './order-summary';
import type { OrderTicket } from './use-order-ticket';
import type { PanelContract } from './use-order-panel-data';

export interface OrderActionsProps {
  positionMode: PositionModeName;
  action: OrderAction;
  ticket: OrderTicket;
  placing: boolean;
  contract: PanelContract;
  unit: QuantityUnit;
}

/** Both sides' buttons, each with its own cost, maximum and liquidation estimate. */
export function OrderActions({
  positionMode,
  action,
  ticket,
  placing,
  contract,
  unit,
}: OrderActionsProps) {
  const t = useTranslations('Futures.OrderPanel');
  const closing = positionMode === 'hedge' && action === 'close';
  // Closing a long sells, so Close Long comes first and is the one Enter presses.
  const sides: { direction: OrderSide; label: string }[] = closing
    ? [
        { direction: 'sell', label: t('closeLong') },
        { direction: 'buy', label: t('closeShort') },
      ]
    : [
        { direction: 'buy', label: t('buyLong') },
        { direction: 'sell', label: t('sellShort') },
      ];
  return (
    <div className="grid grid-cols-2 gap-2">
      {sides.map(({ direction, label }) => {
        const side = direction === 'buy' ? ticket.buy : ticket.sell;
        return (
          <div key={direction} className="min-w-0 space-y-2">
            <Button
              type="submit"
              data-direction={direction}
              variant={direction === 'buy' ? 'buy' : 'sell'}
              fullWidth
              disabled={side.blocked}
              loading={placing}
            >
              {label}
            </Button>
            <OrderSummary
              summary={side.summary}
              contract={contract}
              unit={unit}
              testId={`order-summary-${direction}`}
            />
          </div>
        );
      })}
    </div>
  );
}
