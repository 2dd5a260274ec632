export { OrderBookPanel, type OrderBookPanelProps } from './components/order-book-panel';
export { RecentTradesPanel, type RecentTradesPanelProps } from './components/recent-trades-panel';
export type { BookView, OwnOrderPrices } from './model/book-rows';
