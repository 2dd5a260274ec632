'use client';

import { useBalance, useRealtime } from '@/features/realtime';
import { positiveOrNull } from '../model/contract-terms';
import { BONUS_ACCOUNT, FUTURES_ACCOUNT, type TradingAccountType } from '../model/trading-account';
import { orderFormStore, useOrderFormStore } from '../stores/order-form-store';

export interface BonusAccountState {
  /**
   * The user has something to trade on the bonus account: money in it (a voucher's trial fund,
   * their own), or a position or an order there.
   */
  usable: boolean;
  /** The voucher's maximum leverage while one is in use; null otherwise. */
  maxLeverage: number | null;
}

/** The bonus (trial fund) account as the realtime store holds it (3002 / 3012 / 3004 frames). */
export function useBonusAccount(): BonusAccountState {
  const balance = useBalance(`${BONUS_ACCOUNT}:1`);
  const trading = useRealtime(
    (s) =>
      s.positions.some((p) => Number(p.accountType) === BONUS_ACCOUNT && Number(p.size) !== 0) ||
      Object.values(s.openOrders).some((o) => Number(o.accountType) === BONUS_ACCOUNT),
  );
  const funded =
    positiveOrNull(balance?.wallet) !== null || positiveOrNull(balance?.bonus) !== null;
  const max = balance?.maxLeverage;
  return {
    usable: funded || trading,
    maxLeverage: typeof max === 'number' && max > 0 ? max : null,
  };
}

/**
 * The account the order panel trades now: the one chosen, while the bonus account has anything
 * to trade; otherwise the main account (a bonus account emptied by its automatic close or its
 * expiry hands the panel back).
 */
export function useTradingAccount(): { accountType: TradingAccountType; bonus: BonusAccountState } {
  const bonus = useBonusAccount();
  const chosen = useOrderFormStore((s) => s.accountType);
  return { accountType: bonus.usable ? chosen : FUTURES_ACCOUNT, bonus };
}

/**
 * Chooses the bonus account in the order panel and moves the focus to its selector (the guided
 * tour's "switch to bonus account"), once the panel has drawn the choice.
 */
export function switchToBonusAccount(): void {
  orderFormStore.getState().accountChosen(BONUS_ACCOUNT);
  if (typeof window === 'undefined') return;
  window.requestAnimationFrame(() => {
    const selector = document.querySelector<HTMLElement>('[data-tour="account"]');
    selector?.scrollIntoView({ block: 'center', inline: 'nearest' });
    selector?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  });
}
