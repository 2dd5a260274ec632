/**
 * The wallet's answers, typed by their schemas (./wallet-schemas), and the words they use: a
 * module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireAccountLedgerInputSchema,
  wireAddressAddInputSchema,
  wireAddressDeletedSchema,
  wireAssetHistoryInputSchema,
  wireCoinNetworkInputSchema,
  wireDemoDepositInputSchema,
  wireDepositListInputSchema,
  wireRowIdInputSchema,
  wireWithdrawApplyInputSchema,
  wireWithdrawListInputSchema,
  wireCoinSchema,
  wireDepositAddressSchema,
  wireDepositPageSchema,
  wireDepositSchema,
  wireHistoryPageSchema,
  wireInstantDemoDepositInputSchema,
  wireInstantDemoDepositSchema,
  wireHistoryRowSchema,
  wireLedgerPageSchema,
  wireLedgerRowSchema,
  wireNetworkSchema,
  wirePnlFiguresSchema,
  wirePnlSummarySchema,
  wireSavedAddressSchema,
  wireSendCodeAnswerSchema,
  wireSpotBalanceSchema,
  wireTransferAnswerSchema,
  wireWithdrawalPageSchema,
  wireWithdrawalSchema,
  wireWithdrawInfoSchema,
} from './wallet-schemas';

/** USDT is currency 1 and the only currency the wallet holds and moves. */
export const USDT_CURRENCY_ID = 1;

/** The networks USDT moves on (a body names one in any case: the server reads it upper-cased). */
export const WALLET_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];
export const isWalletNetwork = (value: string): value is WalletNetwork =>
  (WALLET_NETWORKS as readonly string[]).includes(value);

/** The code a withdrawal is confirmed with: six digits. */
export const WITHDRAW_CODE = /^\d{6}$/;

/** The wallets the ledger filters by, as the query names them: spot or a futures account type. */
export const LEDGER_ACCOUNTS = ['spot', '1', '10', '11', '30'] as const;

export const DEPOSIT_STATUSES = ['pending', 'credited'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAW_STATUSES = [
  'requested',
  'processing',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The factor a withdrawal asks for: the authenticator when bound, else the e-mail, else the SMS. */
export const SECOND_FACTORS = ['google', 'email', 'sms'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** A saved withdrawal address: its label and the address, at most this many characters. */
export const ADDRESS_LABEL_MAX = 64;
export const ADDRESS_MAX_LENGTH = 128;

/** The kinds of rows of the asset history. */
export const HISTORY_TYPES = ['deposit', 'withdraw', 'transfer', 'funding', 'bonus'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** The PnL summary's ranges: today, the last 7 and the last 30 UTC days (today included). */
export const PNL_RANGES = ['1d', '1w', '1m'] as const;
export type PnlRange = (typeof PNL_RANGES)[number];

export type WireSpotBalance = z.infer<typeof wireSpotBalanceSchema>;
export type WireTransferAnswer = z.infer<typeof wireTransferAnswerSchema>;
export type WirePnlFigures = z.infer<typeof wirePnlFiguresSchema>;
export type WirePnlSummary = z.infer<typeof wirePnlSummarySchema>;
export type WireNetwork = z.infer<typeof wireNetworkSchema>;
export type WireCoin = z.infer<typeof wireCoinSchema>;
export type WireDepositAddress = z.infer<typeof wireDepositAddressSchema>;
export type WireDeposit = z.infer<typeof wireDepositSchema>;
export type WireInstantDemoDeposit = z.infer<typeof wireInstantDemoDepositSchema>;
export type WireDepositPage = z.infer<typeof wireDepositPageSchema>;
export type WireWithdrawInfo = z.infer<typeof wireWithdrawInfoSchema>;
export type WireSendCodeAnswer = z.infer<typeof wireSendCodeAnswerSchema>;
export type WireWithdrawal = z.infer<typeof wireWithdrawalSchema>;
export type WireWithdrawalPage = z.infer<typeof wireWithdrawalPageSchema>;
export type WireSavedAddress = z.infer<typeof wireSavedAddressSchema>;
export type WireAddressDeleted = z.infer<typeof wireAddressDeletedSchema>;
export type WireHistoryRow = z.infer<typeof wireHistoryRowSchema>;
export type WireHistoryPage = z.infer<typeof wireHistoryPageSchema>;
export type WireLedgerRow = z.infer<typeof wireLedgerRowSchema>;
export type WireLedgerPage = z.infer<typeof wireLedgerPageSchema>;

// ---- request bodies and queries (what the server accepts; see ./wallet-schemas) ----

export type WireCoinNetworkInput = z.output<typeof wireCoinNetworkInputSchema>;
export type WireDemoDepositInput = z.output<typeof wireDemoDepositInputSchema>;
export type WireInstantDemoDepositInput = z.output<typeof wireInstantDemoDepositInputSchema>;
export type WireDepositListInput = z.output<typeof wireDepositListInputSchema>;
export type WireWithdrawApplyInput = z.output<typeof wireWithdrawApplyInputSchema>;
export type WireWithdrawListInput = z.output<typeof wireWithdrawListInputSchema>;
export type WireRowIdInput = z.output<typeof wireRowIdInputSchema>;
export type WireAddressAddInput = z.output<typeof wireAddressAddInputSchema>;
export type WireAssetHistoryInput = z.output<typeof wireAssetHistoryInputSchema>;
export type WireAccountLedgerInput = z.output<typeof wireAccountLedgerInputSchema>;
