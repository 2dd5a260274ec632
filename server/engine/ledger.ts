/**
 * The account ledger: one event for every change of a wallet balance, with the balance after it.
 * Emitted where the engine moves the money (not derived later from balance views), so the rows of
 * an account always sum to its balance; the property test checks that over random command streams.
 *
 * The balance is the wallet balance a trader knows from Binance: cash plus isolated margins (moving
 * money between the wallet and an isolated position's margin is not a change of the balance).
 */
import type { AccountState, EngineState } from './state';
import type { LedgerKind, WalletRef } from './types';

export interface LedgerDetail {
  contractId?: number;
  orderId?: number;
  /** The other wallet of a transfer or a trial fund profit move. */
  peer?: WalletRef;
}

/** Cash plus the margins of isolated positions. */
export function ledgerBalance(a: AccountState): bigint {
  let balance = a.wallet;
  for (const p of a.positions.values()) if (p.isolated) balance += p.margin;
  return balance;
}

/** Records a change of a futures account's balance that has just been applied. */
export function book(
  state: EngineState,
  a: AccountState,
  kind: LedgerKind,
  amount: bigint,
  detail?: LedgerDetail,
): void {
  // The insurance fund's own accounts keep no cash: their changes are the fund's history.
  if (amount === 0n || a.userId < 0) return;
  state.events.push({
    type: 'ledger',
    userId: a.userId,
    account: a.type,
    kind,
    amount,
    balance: ledgerBalance(a),
    contractId: detail?.contractId,
    orderId: detail?.orderId,
    peer: detail?.peer,
    ts: state.now,
  });
}

/** Records a change of a spot wallet that has just been applied (`balance` is the new amount). */
export function bookSpot(
  state: EngineState,
  userId: number,
  kind: LedgerKind,
  amount: bigint,
  balance: bigint,
  detail?: LedgerDetail,
): void {
  if (amount === 0n || userId < 0) return;
  state.events.push({
    type: 'ledger',
    userId,
    account: 'spot',
    kind,
    amount,
    balance,
    contractId: detail?.contractId,
    orderId: detail?.orderId,
    peer: detail?.peer,
    ts: state.now,
  });
}
