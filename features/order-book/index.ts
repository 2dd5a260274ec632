export { OrderBookPanel, type OrderBookPanelProps } from './components/order-book-panel';
export { RecentTradesPanel, type RecentTradesPanelProps } from './components/recent-trades-panel';
export {
  OwnTradesList,
  type OwnTrade,
  type OwnTradesListProps,
} from './components/own-trades-list';
export { DepthChart } from './components/depth-chart-lazy';
export type { DepthChartProps } from './components/depth-chart';
export type { BookView, OwnOrderPrices } from './model/book-rows';
