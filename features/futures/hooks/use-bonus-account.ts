'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useBalance, useRealtime } from '@/features/realtime';
import { useUserInfo } from '@/features/session';
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
      s.positions.some((p) => p.accountType === BONUS_ACCOUNT && !p.size.isZero()) ||
      Object.values(s.openOrders).some((o) => o.accountType === BONUS_ACCOUNT),
  );
  const funded =
    positiveOrNull(balance?.wallet) !== null || positiveOrNull(balance?.bonus) !== null;
  const max = balance?.maxLeverage;
  return {
    usable: funded || trading,
    maxLeverage: typeof max === 'number' && max > 0 ? max : null,
  };
}

/** Where the order panel's account choice is remembered, per user: `futures.orderAccount.<userId>`. */
export const ORDER_ACCOUNT_STORAGE_KEY = 'futures.orderAccount';

function storageKeyOf(userId: number): string {
  return `${ORDER_ACCOUNT_STORAGE_KEY}.${userId}`;
}

function readRememberedAccount(userId: number | null): TradingAccountType | null {
  if (userId === null) return null;
  try {
    const stored = window.localStorage.getItem(storageKeyOf(userId));
    if (stored === String(BONUS_ACCOUNT)) return BONUS_ACCOUNT;
    return stored === String(FUTURES_ACCOUNT) ? FUTURES_ACCOUNT : null;
  } catch {
    return null;
  }
}

function rememberAccount(userId: number, accountType: TradingAccountType): void {
  try {
    window.localStorage.setItem(storageKeyOf(userId), String(accountType));
  } catch {
    // Private mode: the choice lasts until the page is left.
  }
}

/** Another tab of the same browser changed a remembered choice. */
function subscribeToStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * The account the order panel trades now: the one chosen on this page, else the one this user
 * chose last in this browser (kept across reloads), else the main account; and the main account
 * whatever the choice while the bonus account has nothing to trade (a bonus account emptied by
 * its automatic close or its expiry hands the panel back, and a reload shows the main account
 * until the bonus balance arrives). The choice itself stays remembered for the next voucher.
 */
export function useTradingAccount(): { accountType: TradingAccountType; bonus: BonusAccountState } {
  const bonus = useBonusAccount();
  const userId = useUserInfo()?.userId ?? null;
  const chosen = useOrderFormStore((s) => s.accountType);
  const remembered = useSyncExternalStore(
    subscribeToStorage,
    () => readRememberedAccount(userId),
    () => null,
  );
  useEffect(() => {
    if (chosen !== null && userId !== null) rememberAccount(userId, chosen);
  }, [chosen, userId]);
  const wanted = chosen ?? remembered ?? FUTURES_ACCOUNT;
  return { accountType: bonus.usable ? wanted : FUTURES_ACCOUNT, bonus };
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
