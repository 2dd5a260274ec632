import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { TradingAccountType } from '../model/trading-account';

/**
 * The order ticket's price and quantity, shared so other panels can fill them: a price clicked in
 * the order book lands in the ticket (with the level's size when a modifier key is held) without
 * the book importing the panel.
 */
export interface OrderFormState {
  price: string;
  quantity: string;
  /** The quantity unit of `quantity` when another panel filled it (the book's sizes are base). */
  quantityUnit: 'contract' | 'base' | 'quote' | null;
  /**
   * The account chosen on this page for the ticket: the main (futures) account, or the bonus
   * account when the user has one (in the panel, or by the guided tour's "switch to bonus
   * account"); null until then, when the user's remembered choice applies (`useTradingAccount`).
   */
  accountType: TradingAccountType | null;
  accountChosen: (accountType: TradingAccountType) => void;
  priceSelected: (price: string, quantity?: string) => void;
  priceChanged: (price: string) => void;
  quantityChanged: (quantity: string) => void;
  /** After a placed order: the next one usually keeps the price but not the size. */
  orderPlaced: () => void;
  /** Another contract: nothing typed for the previous one applies. */
  contractChanged: () => void;
}

export function createOrderFormStore() {
  return createStore<OrderFormState>((set) => ({
    price: '',
    quantity: '',
    quantityUnit: null,
    accountType: null,
    // What was typed was sized for the other account's balance and leverage.
    accountChosen: (accountType) => set({ accountType, quantity: '', quantityUnit: null }),
    priceSelected: (price, quantity) =>
      set(quantity === undefined ? { price } : { price, quantity, quantityUnit: 'base' }),
    priceChanged: (price) => set({ price }),
    quantityChanged: (quantity) => set({ quantity, quantityUnit: null }),
    orderPlaced: () => set({ quantity: '', quantityUnit: null }),
    contractChanged: () => set({ price: '', quantity: '', quantityUnit: null }),
  }));
}

export const orderFormStore = createOrderFormStore();

/** Read the ticket with an atomic selector: `useOrderFormStore((s) => s.priceSelected)`. */
export function useOrderFormStore<T>(selector: (state: OrderFormState) => T): T {
  return useStore(orderFormStore, selector);
}
