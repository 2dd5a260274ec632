'use client';

import { createContext, useContext } from 'react';
import type { OrderSide } from '../../model/order-ticket';

/**
 * The side the user chose before the ticket opened (the phone's Buy / Sell bar). Inside it the
 * ticket shows only that side's button, summary and notes, the button kept in view at the foot of
 * the sheet; outside it (the panel beside the chart) both sides show.
 */
export const ChosenSideContext = createContext<OrderSide | null>(null);

export function useChosenSide(): OrderSide | null {
  return useContext(ChosenSideContext);
}
