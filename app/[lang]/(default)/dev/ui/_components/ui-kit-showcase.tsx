'use client';

import { TooltipProvider } from '@/components/ui/tooltip';
import { ButtonsSection } from './buttons-section';
import { NumbersSection } from './numbers-section';
import { OrderEntrySection } from './order-entry-section';
import { OverlaysSection } from './overlays-section';

/** Every primitive of components/ui, with the content the exchange will put in it. */
export function UiKitShowcase() {
  return (
    <TooltipProvider>
      <div className="flex flex-col gap-12">
        <ButtonsSection />
        <OrderEntrySection />
        <OverlaysSection />
        <NumbersSection />
      </div>
    </TooltipProvider>
  );
}
