import type { AssetBalance, Numeric, Position } from '@/features/realtime';
import { Decimal, toDecimal } from '@/lib/decimal';
import {
  parseWallet,
  USDT_CURRENCY_ID,
  WALLET_ORDER,
  type WalletBalance,
  type WalletId,
} from '../types';

/**
 * Wallet figures from the realtime store's balances (3002 frames, and the REST snapshot written
 * into the store in the same shape). All arithmetic in decimal.js; results are plain decimal text.
 */

const ZERO = new Decimal(0);

const text = (value: Decimal) => value.toFixed();

/** The wallet a balance key names ("spot:1" → spot, "10:1" → 10); null for another currency. */
export function walletOfKey(key: string, currencyId = USDT_CURRENCY_ID): WalletId | null {
  const [account, currency] = key.split(':');
  if (currency === undefined || Number(currency) !== currencyId) return null;
  return parseWallet(account);
}

/**
 * What may leave a wallet (server/engine/account-commands.ts `transfer`): the spot wallet's
 * balance; from a futures account the smaller of its available balance and its wallet, less what
 * is still the platform's trial fund or voucher, and nothing from a bonus account holding a
 * position while a bonus remains.
 */
export function transferableOf(
  id: WalletId,
  balance: Pick<AssetBalance, 'real' | 'trade' | 'wallet' | 'bonus'>,
  hasOpenPosition = false,
): Decimal {
  if (id === 'spot') return Decimal.max(toDecimal(balance.trade), 0);
  const bonus = toDecimal(balance.bonus);
  if (bonus.greaterThan(0) && hasOpenPosition) return ZERO;
  const available = toDecimal(balance.real);
  return Decimal.max(Decimal.min(available, toDecimal(balance.wallet)).minus(bonus), 0);
}

export function walletBalanceOf(
  id: WalletId,
  balance: AssetBalance,
  hasOpenPosition = false,
): WalletBalance {
  const available = toDecimal(balance.real);
  const frozen = toDecimal(balance.frozen);
  const wallet = toDecimal(balance.wallet);
  const unrealizedPnl = id === 'spot' ? ZERO : toDecimal(balance.upnl);
  const equity = toDecimal(balance.equity);
  // Equity less what is free is what positions and orders hold (cross and isolated margin plus
  // the margin frozen for orders), exactly as the engine computes its available balance.
  const used = id === 'spot' ? frozen : Decimal.max(equity.minus(available), 0);
  return {
    id,
    wallet: text(wallet),
    available: text(available),
    frozen: text(frozen),
    unrealizedPnl: text(unrealizedPnl),
    equity: text(equity),
    bonus: text(id === 'spot' ? ZERO : toDecimal(balance.bonus)),
    positionMargin: text(Decimal.max(used.minus(frozen), 0)),
    used: text(used),
    transferable: text(transferableOf(id, balance, hasOpenPosition)),
    bonusLocked: id !== 'spot' && hasOpenPosition && toDecimal(balance.bonus).greaterThan(0),
    maxLeverage: balance.maxLeverage,
  };
}

/** Account types with an open position (a size other than zero). */
export function accountsWithPositions(positions: readonly Position[]): Set<number> {
  const types = new Set<number>();
  for (const position of positions) {
    if (!toDecimal(position.size).isZero()) types.add(position.accountType);
  }
  return types;
}

/** The spot wallet before its first balance arrives: a user has one, empty, from sign-up. */
const EMPTY_SPOT_BALANCE: AssetBalance = {
  account: 'spot',
  currencyId: USDT_CURRENCY_ID,
  wallet: '0',
  real: '0',
  trade: '0',
  upnl: '0',
  frozen: '0',
  isolatedMargin: '0',
  bonus: '0',
  maxLeverage: null,
  equity: '0',
  maintenanceMargin: '0',
};

/**
 * The user's wallets in USDT, in the listed order: the spot wallet always (a user has one from
 * sign-up), and each futures account the store knows of.
 */
export function walletBalancesOf(
  balances: Readonly<Record<string, AssetBalance>>,
  positions: readonly Position[] = [],
): WalletBalance[] {
  const withPositions = accountsWithPositions(positions);
  const byWallet = new Map<WalletId, WalletBalance>();
  for (const [key, balance] of Object.entries(balances)) {
    const id = walletOfKey(key);
    if (id === null) continue;
    byWallet.set(id, walletBalanceOf(id, balance, id !== 'spot' && withPositions.has(id)));
  }
  if (!byWallet.has('spot')) byWallet.set('spot', walletBalanceOf('spot', EMPTY_SPOT_BALANCE));
  return WALLET_ORDER.flatMap((id) => {
    const row = byWallet.get(id);
    return row ? [row] : [];
  });
}

/**
 * What of a wallet's equity is still the exchange's trial fund or voucher (bonus and voucher
 * accounts): money to trade with that never leaves. The engine lets an open position's loss be
 * borne by the trial fund first (server/engine/positions.ts), so an unrealized loss counts
 * against it, never below zero; a profit is the user's.
 */
export function trialFundOf(wallet: WalletBalance): Decimal {
  const bonus = toDecimal(wallet.bonus);
  if (!bonus.greaterThan(0)) return ZERO;
  const loss = Decimal.min(toDecimal(wallet.unrealizedPnl), 0);
  return Decimal.max(bonus.plus(loss), 0);
}

/** Σ trial funds of the wallets, in USDT: shown apart, never in the total. */
export function trialFundsOf(wallets: readonly WalletBalance[]): Decimal {
  return wallets.reduce((sum, wallet) => sum.plus(trialFundOf(wallet)), ZERO);
}

/** Σ equity of the wallets less the exchange's trial funds, in USDT: the user's own money. */
export function totalEquityOf(wallets: readonly WalletBalance[]): Decimal {
  return wallets.reduce((sum, wallet) => sum.plus(wallet.equity).minus(trialFundOf(wallet)), ZERO);
}

/** A USDT amount in BTC at `btcPrice` (USDT per BTC); null without a usable price. */
export function inBtc(usdtAmount: Decimal, btcPrice: Numeric | null | undefined): Decimal | null {
  if (btcPrice === null || btcPrice === undefined) return null;
  const price = toDecimal(btcPrice);
  return price.greaterThan(0) ? usdtAmount.dividedBy(price) : null;
}

/** Wallets worth less than this (in USDT, either sign) are "small balances". */
export const SMALL_BALANCE_USDT = new Decimal(1);

export function isSmallBalance(wallet: WalletBalance): boolean {
  return toDecimal(wallet.equity).abs().lessThan(SMALL_BALANCE_USDT);
}

/**
 * Fund leverage of a futures account: the notional of its open positions (size × mark price)
 * over its equity. Null with no equity to lever.
 */
export function fundLeverageOf(
  accountType: number,
  equity: Numeric,
  positions: readonly Position[],
  markPriceOf: (contractId: number) => Numeric | null | undefined,
): Decimal | null {
  const value = toDecimal(equity);
  if (!value.greaterThan(0)) return null;
  let notional = ZERO;
  for (const position of positions) {
    if (position.accountType !== accountType) continue;
    const mark = markPriceOf(position.contractId) ?? position.markPrice;
    notional = notional.plus(toDecimal(position.size).abs().times(toDecimal(mark)));
  }
  return notional.dividedBy(value);
}
