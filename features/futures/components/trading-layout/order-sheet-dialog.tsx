'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode, type RefObject } from 'react';
import { BottomSheetContent } from '@/components/ui/bottom-sheet';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { OrderSide } from '../../model/order-ticket';
import { ChosenSideContext } from '../order-panel/chosen-side';

export interface OrderSheetDialogProps {
  /** The side the sheet is open for; null: closed. */
  side: OrderSide | null;
  onSideChange: (side: OrderSide | null) => void;
  /** The bar's button that opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The order sheet itself (Radix Dialog: focus trap, scroll lock), its own chunk: loaded when a
 * phone first opens it, never in the trading screen's first load.
 */
export function OrderSheetDialog({ side, onSideChange, opener, children }: OrderSheetDialogProps) {
  const t = useTranslations('Futures.OrderSheet');
  const layout = useTranslations('Futures.Layout');
  const bodyId = useId();
  return (
    <Dialog open={side !== null} onOpenChange={(open) => (open ? undefined : onSideChange(null))}>
      <BottomSheetContent
        title={t('title')}
        bodyId={bodyId}
        data-testid="order-sheet"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        header={
          <Tabs
            value={side ?? 'buy'}
            onValueChange={(v) => onSideChange(v === 'sell' ? 'sell' : 'buy')}
          >
            <TabsList variant="pill" aria-label={t('side')} className="grid w-full grid-cols-2">
              <TabsTrigger
                value="buy"
                aria-controls={bodyId}
                className="justify-center data-[state=active]:bg-up data-[state=active]:text-white dark:data-[state=active]:text-bg"
              >
                {layout('buyLong')}
              </TabsTrigger>
              <TabsTrigger
                value="sell"
                aria-controls={bodyId}
                className="justify-center data-[state=active]:bg-down data-[state=active]:text-white dark:data-[state=active]:text-bg"
              >
                {layout('sellShort')}
              </TabsTrigger>
            </TabsList>
          </Tabs>
        }
      >
        <ChosenSideContext value={side}>{children}</ChosenSideContext>
      </BottomSheetContent>
    </Dialog>
  );
}
