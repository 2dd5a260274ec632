import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type {
  ConditionalExecution,
  OrderAction,
  OrderKind,
  TimeInForce,
  TriggerBy,
} from '../api/place-order';
import type { TradingAccountType } from '../model/trading-account';

/** A limit ticket places one order, or a scaled order of several between two prices. */
export type LimitExecution = 'limit' | 'scaled';

/**
 * The ticket's tabs and selects as the trader left them. They outlive the ticket: the phone's
 * order sheet unmounts the panel each time it closes, and a trader who chose Market or Close
 * expects to find it there when the sheet opens again (as on another contract).
 */
export interface TicketChoices {
  kind: OrderKind;
  action: OrderAction;
  conditionalExecution: ConditionalExecution;
  limitExecution: LimitExecution;
  triggerBy: TriggerBy;
  timeInForce: TimeInForce;
}

const FIRST_TICKET: TicketChoices = {
  kind: 'limit',
  action: 'open',
  conditionalExecution: 'limit',
  limitExecution: 'limit',
  triggerBy: 'last',
  timeInForce: 'GTC',
};

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
  choices: TicketChoices;
  choicesChanged: (choices: Partial<TicketChoices>) => void;
  accountChosen: (accountType: TradingAccountType) => void;
  priceSelected: (price: string, quantity?: string) => void;
  priceChanged: (price: string) => void;
  quantityChanged: (quantity: string) => void;
  /** After a placed order: the next one usually keeps the price but not the size. */
  orderPlaced: () => void;
  /** Another contract: nothing typed for the previous one applies (the choices do). */
  contractChanged: () => void;
}

export function createOrderFormStore() {
  return createStore<OrderFormState>((set) => ({
    price: '',
    quantity: '',
    quantityUnit: null,
    accountType: null,
    choices: FIRST_TICKET,
    choicesChanged: (choices) => set((state) => ({ choices: { ...state.choices, ...choices } })),
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
