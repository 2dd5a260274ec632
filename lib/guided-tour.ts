/**
 * The one signal between the trading screen's preferences and the guided tour (which lives in
 * features/rewards and loads lazily): "show the tour again". A DOM event, so neither side imports
 * the other and the tour's code stays out of the screen's first load.
 */
export const GUIDED_TOUR_OPEN_EVENT = 'exchange:guided-tour-open';

export function requestGuidedTour(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GUIDED_TOUR_OPEN_EVENT));
}

/**
 * The controls of the trading screen each tour step points at, marked with `data-tour`. Listed
 * in order of preference per step; the first one on screen wins.
 */
export const TOUR_TARGETS = {
  /** The order panel's account selector (main / bonus), shown to a user with a bonus account. */
  account: 'account',
  contract: 'contract',
  funds: 'funds',
  leverage: 'leverage',
  orderPanel: 'order-panel',
  positions: 'positions',
} as const;
