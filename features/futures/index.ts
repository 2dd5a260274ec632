export * from './components/favorite-toggle';
export * from './api/add-favorite';
export * from './api/delete-favorite';
export type { FavoriteInput, FavoritesAnswer } from './api/favorite-input';
export * from './api/get-private-configs';
export * from './api/get-public-configs';
export * from './hooks/use-favorites';
export * from './hooks/use-load-favorites';
export * from './hooks/use-color-convention';
export * from './hooks/use-chart-indicator-preferences';
export {
  FAVORITES_STORAGE_KEY,
  createFavoritesStore,
  favoritesStore,
  readLocalFavorites,
  writeLocalFavorites,
} from './stores/favorites-store';
export type { ContractTerms } from './model/contract-terms';
export { ContractBar } from './components/contract-bar/contract-bar';
export { TradingLayout } from './components/trading-layout/trading-layout';
export { CalculatorDialog } from './components/calculator/calculator-dialog';
export { TradingShortcuts } from './components/shortcuts/trading-shortcuts';
export * from './hooks/use-contract-indicator';
export * from './hooks/use-own-order-prices';
export { orderFormStore, useOrderFormStore } from './stores/order-form-store';
export { BottomTabs } from './components/bottom-tabs';
export { usePrivateTradingData } from './hooks/use-private-trading-data';
export {
  switchToBonusAccount,
  useBonusAccount,
  type BonusAccountState,
} from './hooks/use-bonus-account';
export { OrderPanel } from './components/order-panel';
export * from './hooks/use-chart-lines';
export { useOrderLineAmend, type OrderLineAmend } from './hooks/use-order-line-amend';
export { futuresEquityOf, getAccountsQueryOptions, type FuturesAccount } from './api/get-accounts';
export {
  OpenOrdersTable,
  OrderHistoryTable,
  TradeHistoryTable,
} from './components/bottom-tabs/lazy-order-tables';
export { useLiveHistories } from './components/bottom-tabs/use-live-histories';
export {
  useOwnContractTrades,
  type OwnContractTrade,
  type OwnContractTrades,
} from './hooks/use-own-contract-trades';
