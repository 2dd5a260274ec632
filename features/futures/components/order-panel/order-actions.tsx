'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
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
  leverage: number;
  /** Why one side alone cannot be placed or will be cut, shown with that side's button. */
  notes: Record<OrderSide, string[]>;
  /** Only this side (chosen before the ticket opened); both when null. */
  only?: OrderSide | null;
}

/**
 * Both sides' buttons, each with its own cost, maximum and liquidation estimate; or, when the side
 * was chosen before (`only`: the phone's sheet), that side's alone, its button held at the foot of
 * the scrolling sheet.
 */
export function OrderActions({
  positionMode,
  action,
  ticket,
  placing,
  contract,
  unit,
  leverage,
  notes,
  only = null,
}: OrderActionsProps) {
  const t = useTranslations('Futures.OrderPanel');
  const id = useId();
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
  const parts = ({ direction, label }: { direction: OrderSide; label: string }) => {
    const side = direction === 'buy' ? ticket.buy : ticket.sell;
    const sideNotes = notes[direction];
    const notesId = `${id}-${direction}-notes`;
    return {
      button: (
        <Button
          type="submit"
          data-direction={direction}
          variant={direction === 'buy' ? 'buy' : 'sell'}
          fullWidth
          disabled={side.blocked}
          loading={placing}
          aria-describedby={sideNotes.length > 0 ? notesId : undefined}
        >
          {label}
        </Button>
      ),
      notes:
        sideNotes.length > 0 ? (
          // Not an alert: the other side may be exactly what the user is placing.
          <div id={notesId} className="space-y-0.5 text-xs text-fg-muted">
            {sideNotes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null,
      summary: (
        <OrderSummary
          summary={side.summary}
          contract={contract}
          unit={unit}
          leverage={leverage}
          testId={`order-summary-${direction}`}
        />
      ),
    };
  };

  const chosen = sides.find((side) => side.direction === only);
  if (chosen) {
    const { button, notes: sideNotes, summary } = parts(chosen);
    // Both are the form's own children: the sticky foot sticks within the whole form.
    return (
      <>
        {summary}
        <div className="sticky bottom-0 z-10 -mx-3 -mb-3 space-y-1 border-t border-line bg-bg-raised px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {button}
          {sideNotes}
        </div>
      </>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      {sides.map((side) => {
        const { button, notes: sideNotes, summary } = parts(side);
        return (
          <div key={side.direction} className="min-w-0 space-y-2">
            {button}
            {sideNotes}
            {summary}
          </div>
        );
      })}
    </div>
  );
}
