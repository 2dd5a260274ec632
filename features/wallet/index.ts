export { TransferDialog, type TransferDialogProps } from './components/transfer-dialog';
export { TransferDialogHost } from './components/transfer-dialog-host';
export { TransferForm, type TransferFormProps } from './components/transfer-form';
export {
  closeTransferDialog,
  openTransferDialog,
  transferDialogStore,
  type TransferRequest,
} from './stores/transfer-dialog-store';
export { WalletGate, LogInPrompt } from './components/wallet-gate';
export { WalletNav, WALLET_PAGES } from './components/wallet-nav';
export { WalletOverview } from './components/wallet-overview';
export { SpotAssets } from './components/spot-assets';
export { FuturesAssets } from './components/futures-assets';
export { FundAccounts, type FundAccountsProps } from './components/fund-accounts';
export { TransferPanel } from './components/transfer-panel';
export { DepositPanel } from './components/deposit-panel';
export { WithdrawPanel } from './components/withdraw-panel';
export { AssetHistory } from './components/asset-history';
export { AccountLedger } from './components/lazy-account-ledger';
export type { AccountLedgerProps } from './components/account-ledger';
export { WalletHistoryTabs } from './components/wallet-history-tabs';
export { FeeSchedule, FeeTier } from './components/fee-schedule';
export { getFeeRatesQueryOptions, type FeeRate } from './api/get-fee-rates';
export { useWalletData } from './hooks/use-wallet-data';
export type { WalletBalance, WalletId } from './types';
