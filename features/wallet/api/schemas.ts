import * as z from 'zod/mini';
import type { WireAccount } from '@/lib/contract/wire/match';
import { wireAccountSchema } from '@/lib/contract/wire/match-schemas';
import type {
  WireCoin,
  WireDeposit,
  WireDepositAddress,
  WireDepositPage,
  WireHistoryPage,
  WireHistoryRow,
  WireLedgerPage,
  WireLedgerRow,
  WireNetwork,
  WirePnlSummary,
  WireSavedAddress,
  WireSendCodeAnswer,
  WireSpotBalance,
  WireTransferAnswer,
  WireWithdrawal,
  WireWithdrawalPage,
  WireWithdrawInfo,
} from '@/lib/contract/wire/wallet';
import {
  wireCoinListSchema,
  wireDepositAddressSchema,
  wireDepositPageSchema,
  wireDepositSchema,
  wireHistoryPageSchema,
  wireLedgerPageSchema,
  wirePnlSummarySchema,
  wireSavedAddressListSchema,
  wireSavedAddressSchema,
  wireSendCodeAnswerSchema,
  wireSpotBalanceListSchema,
  wireSpotBalanceSchema,
  wireTransferAnswerSchema,
  wireWithdrawalPageSchema,
  wireWithdrawalSchema,
  wireWithdrawInfoSchema,
} from '@/lib/contract/wire/wallet-schemas';

/**
 * The wallet feature's wire schemas: the contract's (lib/contract/wire/wallet-schemas) for the
 * balances it reads from the futures API and the deposit, withdrawal, address book, asset history
 * and ledger answers of the v2 base. An answer that drifts from the contract is refused (and
 * shown as a failed load), never half read.
 */

export {
  DEPOSIT_STATUSES,
  HISTORY_TYPES,
  SECOND_FACTORS,
  WITHDRAW_STATUSES,
  type HistoryType,
  type SecondFactor,
} from '@/lib/contract/wire/wallet';

// ---- balances (futures API) ----

export const spotBalanceSchema = wireSpotBalanceSchema;
export type SpotBalance = WireSpotBalance;

/** future/accounts: each futures account with its USDT asset and open positions. */
export type FuturesAccount = WireAccount;

export const walletSnapshotSchemas = {
  spot: wireSpotBalanceListSchema,
  accounts: z.array(wireAccountSchema),
};

export const pnlSummarySchema = wirePnlSummarySchema;
export type PnlSummary = WirePnlSummary;

export const transferAnswerSchema = wireTransferAnswerSchema;
export type TransferAnswer = WireTransferAnswer;

// ---- reference: currencies and networks ----

export type CoinNetwork = WireNetwork;
export type Coin = WireCoin;
export const coinListSchema = wireCoinListSchema;

// ---- deposits ----

export const depositAddressSchema = wireDepositAddressSchema;
export type DepositAddress = WireDepositAddress;
export const depositSchema = wireDepositSchema;
export type Deposit = WireDeposit;
export const depositPageSchema = wireDepositPageSchema;
export type DepositPage = WireDepositPage;

// ---- withdrawals ----

export const withdrawInfoSchema = wireWithdrawInfoSchema;
export type WithdrawInfo = WireWithdrawInfo;
export const sendCodeAnswerSchema = wireSendCodeAnswerSchema;
export type SendCodeAnswer = WireSendCodeAnswer;
export const withdrawalSchema = wireWithdrawalSchema;
export type Withdrawal = WireWithdrawal;
export const withdrawalPageSchema = wireWithdrawalPageSchema;
export type WithdrawalPage = WireWithdrawalPage;
export const savedAddressSchema = wireSavedAddressSchema;
export type SavedAddress = WireSavedAddress;
export const savedAddressListSchema = wireSavedAddressListSchema;

// ---- asset history ----

export const historyPageSchema = wireHistoryPageSchema;
export type HistoryRow = WireHistoryRow;
export type HistoryPage = WireHistoryPage;

// ---- account ledger ----

export { LEDGER_KINDS, type LedgerKind } from '@/lib/contract/ledger-kinds';
export const ledgerPageSchema = wireLedgerPageSchema;
export type LedgerRow = WireLedgerRow;
export type LedgerPage = WireLedgerPage;
