import type { TradingRoute, TradingRouteDeps } from './trading-route';

/** `future/order/history`, `future/trade/history`, PnL, liquidation and funding histories. */
export function registerTradingHistoryRoutes(_route: TradingRoute, _deps: TradingRouteDeps): void {}
