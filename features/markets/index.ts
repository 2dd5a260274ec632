// Client-safe entry. The server-only sparkline loader is in ./server.ts.
export { MarketListing, type MarketListingProps } from './components/market-listing';
export { MarketsTable, type MarketsTableProps } from './components/markets-table';
export type { Sparklines } from './model/sparkline';
