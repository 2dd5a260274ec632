'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { MD_UP, useMediaQuery } from '@/components/hooks/use-media-query';
import { Button } from '@/components/ui/button';
import { useTradingShortcut } from '../../hooks/use-trading-shortcut';
import type { OrderSide } from '../../model/order-ticket';

// The sheet (Radix Dialog) is its own chunk, fetched when a finger reaches the bar: a phone that
// never opens it, and every wider screen, loads none of it.
const loadDialog = () => import('./order-sheet-dialog');
const OrderSheetDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.OrderSheetDialog })),
);
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The side the phone's order sheet is open for, or null while it is closed. From `md` up the
 * panel sits beside the chart and the sheet is never open (a phone turned to a wider screen closes it).
 */
export function useOrderSheetSide(): [OrderSide | null, (side: OrderSide | null) => void] {
  const wide = useMediaQuery(MD_UP, true);
  const [side, setSide] = useState<OrderSide | null>(null);
  return [wide ? null : side, setSide];
}

export interface OrderSheetProps {
  /** The side the sheet is open for; null: closed. */
  side: OrderSide | null;
  onSideChange: (side: OrderSide | null) => void;
  /** The order panel: shown in the sheet while it is open. */
  children: ReactNode;
}

/**
 * Phones (below `md`): a bar fixed at the bottom of the screen with Buy / Long and Sell / Short,
 * each opening the order panel in a bottom sheet with that side chosen (the sheet's switch changes
 * it). The sheet is a modal dialog: focus stays in it, Escape or Close shuts it and focus goes
 * back to the button that opened it.
 */
export function OrderSheet({ side, onSideChange, children }: OrderSheetProps) {
  const layout = useTranslations('Futures.Layout');
  const opener = useRef<HTMLButtonElement | null>(null);
  // Once opened the sheet stays mounted, so it closes with its animation and focus goes back.
  const [used, setUsed] = useState(false);
  const openFor = (next: OrderSide, button: HTMLButtonElement) => {
    opener.current = button;
    setUsed(true);
    onSideChange(next);
  };
  const buyButton = useRef<HTMLButtonElement>(null);
  const sellButton = useRef<HTMLButtonElement>(null);
  // B and S on a phone with a keyboard open the sheet on that side (the panel beside the chart,
  // which they press on wider screens, is hidden here); only while the bar shows.
  const openByKey = (next: OrderSide) => {
    const button = (next === 'buy' ? buyButton : sellButton).current;
    if (button?.checkVisibility?.() === true) openFor(next, button);
  };
  useTradingShortcut('buy', () => openByKey('buy'));
  useTradingShortcut('sell', () => openByKey('sell'));
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar: its height (2 × 0.5rem, a 2.5rem
          button, the 1px border and the phone's home-indicator inset). */}
      <div
        aria-hidden="true"
        className="h-[calc(3.5rem+1px+env(safe-area-inset-bottom))] md:hidden"
      />
      <div
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-line bg-bg-raised px-2 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] md:hidden"
        data-testid="order-bar"
      >
        <Button
          ref={buyButton}
          variant="buy"
          onPointerDown={preload}
          onFocus={preload}
          onClick={(event) => openFor('buy', event.currentTarget)}
          data-testid="open-order-sheet-buy"
        >
          {layout('buyLong')}
        </Button>
        <Button
          ref={sellButton}
          variant="sell"
          onPointerDown={preload}
          onFocus={preload}
          onClick={(event) => openFor('sell', event.currentTarget)}
          data-testid="open-order-sheet-sell"
        >
          {layout('sellShort')}
        </Button>
      </div>
      {used ? (
        <Suspense fallback={null}>
          <OrderSheetDialog side={side} onSideChange={onSideChange} opener={opener}>
            {children}
          </OrderSheetDialog>
        </Suspense>
      ) : null}
    </>
  );
}
