import type { AssetBalance } from '@/features/realtime';
import { toDecimal, type Decimal } from '@/lib/decimal';
import type { WalletId } from '../types';
import { walletOfKey } from './balances';

/**
 * What trading did to the wallets over a ledger filter, as Binance shows it: realized PnL before
 * fees, the fees (negative: a cost; a maker rebate is positive), funding (received positive, paid
 * negative) and what is left after fees and funding, which is what the wallet gained.
 */
export interface LedgerSummary {
  realizedPnl: Decimal;
  fees: Decimal;
  funding: Decimal;
  afterFeesAndFunding: Decimal;
}

/** The summary of the server's per-kind sums (signed, over every page of the filter). */
export function ledgerSummaryOf(totals: Readonly<Record<string, string>>): LedgerSummary {
  const realizedPnl = toDecimal(totals.realizedPnl);
  const fees = toDecimal(totals.fee);
  const funding = toDecimal(totals.funding);
  return {
    realizedPnl,
    fees,
    funding,
    afterFeesAndFunding: realizedPnl.plus(fees).plus(funding),
  };
}

/**
 * What a ledger row changes in a balance frame: the wallet (cash) and the isolated margins
 * (funding of an isolated position is taken from its margin). Unrealized PnL, available and frozen
 * move with every mark price and order without a row, so they are left out.
 */
function ledgerBalanceOf(balance: AssetBalance): string {
  return `${String(balance.wallet ?? balance.real ?? '')}|${String(balance.isolatedMargin ?? '')}`;
}

/** The ledger balance of each of `wallets` (every wallet when undefined) the store holds. */
export function ledgerBalancesOf(
  balances: Readonly<Record<string, AssetBalance>>,
  wallets: readonly WalletId[] | undefined,
): Map<WalletId, string> {
  const out = new Map<WalletId, string>();
  for (const [key, balance] of Object.entries(balances)) {
    const id = walletOfKey(key);
    if (id !== null && (wallets === undefined || wallets.includes(id))) {
      out.set(id, ledgerBalanceOf(balance));
    }
  }
  return out;
}

/**
 * Whether a ledger row may have been added between two readings: a wallet's balance changed, or
 * a wallet appeared (the first transfer into an account). The first reading (nothing known yet:
 * the page's own snapshot arriving) is not a change.
 */
export function ledgerBalancesMoved(
  before: ReadonlyMap<WalletId, string>,
  after: ReadonlyMap<WalletId, string>,
): boolean {
  if (before.size === 0) return false;
  for (const [id, balance] of after) if (before.get(id) !== balance) return true;
  return false;
}
