// Client-safe entry. The server-only sparkline loader is in ./server.ts.
export { MarketListing, type MarketListingProps } from './components/market-listing';
export type { Sparklines } from './model/sparkline';
