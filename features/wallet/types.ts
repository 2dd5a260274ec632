import { ACCOUNT_TYPES, isAccountType, type AccountType } from '@/lib/contract/wire/accounts';

/**
 * The wallets a user's money sits in: the spot wallet and the futures account types of the spec
 * (§3: 1 futures / principal, 10 bonus / trial fund, 11 follow, 30 grants / bonus voucher).
 */
export type FuturesAccountType = AccountType;
export type WalletId = 'spot' | FuturesAccountType;

/** The order the wallets are listed in everywhere. */
export const WALLET_ORDER: readonly WalletId[] = ['spot', 1, 10, 30, 11];

export const FUTURES_ACCOUNT_TYPES: readonly FuturesAccountType[] = ACCOUNT_TYPES;

/**
 * What the engine lets money move between (server/engine/account-commands.ts TRANSFERABLE): the
 * grants (voucher) account is credited by the platform only and never transfers.
 */
export const TRANSFERABLE_WALLETS: readonly WalletId[] = ['spot', 1, 10, 11];

/** The engine's spot wallet holds USDT only; every wallet figure here is in USDT. */
export const USDT_CURRENCY_ID = 1;
export const USDT = 'USDT';
/** Decimals the wallets keep (the engine's USDT minor unit). */
export const USDT_DECIMALS = 8;
/** Decimals a wallet figure is shown with. */
export const MONEY_DECIMALS = 2;

/** The words a wallet is named by in the messages (`Wallet.wallets.<key>`). */
export type WalletKey = 'spot' | 'futures' | 'bonus' | 'follow' | 'grants';

export function walletKey(id: WalletId): WalletKey {
  switch (id) {
    case 'spot':
      return 'spot';
    case 1:
      return 'futures';
    case 10:
      return 'bonus';
    case 11:
      return 'follow';
    default:
      return 'grants';
  }
}

/** "spot", "1", "10"…: a wallet as a select's value or a query parameter. */
export function walletOption(id: WalletId): string {
  return String(id);
}

export function parseWallet(value: unknown): WalletId | null {
  if (value === 'spot') return 'spot';
  const type = Number(value);
  return isAccountType(type) ? type : null;
}

/** One wallet's USDT figures as the balance frames (3002) and the REST snapshot carry them. */
export interface WalletBalance {
  id: WalletId;
  /** Money in the wallet before unrealized PnL. */
  wallet: string;
  /** Available (may be negative while a position is under water). */
  available: string;
  /** Margin frozen for open orders. */
  frozen: string;
  unrealizedPnl: string;
  /** Wallet + unrealized PnL (+ isolated margins): what the wallet is worth now. */
  equity: string;
  /** What is left of a trial fund or voucher (bonus and grants accounts). */
  bonus: string;
  /** Margin held by positions (cross initial and isolated). */
  positionMargin: string;
  /** Position margin and order margin together. */
  used: string;
  /** What may leave the wallet now (see model/balances `transferableOf`). */
  transferable: string;
  /** A bonus account with a bonus left and a position open: nothing may leave it yet. */
  bonusLocked: boolean;
  /**
   * The leverage a voucher designates while its trial fund is in the bonus account (the engine's
   * `maxLeverage`); null when no voucher is in use.
   */
  maxLeverage: number | null;
}
