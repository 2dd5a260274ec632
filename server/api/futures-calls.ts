import type { z } from 'zod';
import type { WireAccount, WireOrder } from '../../lib/contract/wire/match';
import type {
  WireCancelAllAnswer,
  WireCancelledGroup,
  WireCloseAllAnswer,
  WireFavoritesAnswer,
  WireFundingPage,
  WireLiquidationPage,
  WireOrderDetail,
  WireOrderListAnswer,
  WireOrderPage,
  WirePartialTpSlAnswer,
  WirePlacedBatch,
  WirePlacedOrder,
  WirePositionAnswer,
  WirePositionList,
  WirePositionModeAnswer,
  WirePositionSettings,
  WirePrivateConfigs,
  WireSavedPreferences,
  WireTradePage,
} from '../../lib/contract/wire/trading';
import type {
  WirePnlSummary,
  WireSpotBalance,
  WireTransferAnswer,
} from '../../lib/contract/wire/wallet';
import type {
  leverageInput,
  marginModeInput,
  positionModeInput,
  transferInput,
} from '../services/trading/account-service';
import type { amendOrderInput } from '../services/trading/amend-order';
import type { cancelOrderInput } from '../services/trading/cancel-orders';
import type { cancelGroupInput, placeBatchInput } from '../services/trading/place-batch';
import type { placeOrderInput } from '../services/trading/place-order';
import type {
  partialTpSlInput,
  positionMarginInput,
  positionTpSlInput,
} from '../services/trading/position-actions';
import type { contractScopeInput } from '../services/trading/position-input';
import type {
  closeAllInput,
  closePositionInput,
  reversePositionInput,
} from '../services/trading/position-orders';
import type { favoriteInput, preferencesUpdate } from '../services/trading/preferences';
import type {
  fundingHistoryQuery,
  orderDetailQuery,
  pnlHistoryQuery,
} from './futures-history-routes';
import type { positionListQuery } from './futures-position-routes';
import type { noQuery, privateConfigsQuery } from './futures-trading-routes';
import type { listQuery } from './trading-route';

/**
 * A private futures call: what its route's schema accepts (`z.input`: a body field as JSON or
 * digits, a query parameter as text) and what its handler answers, the contract's type.
 */
interface Call<Schema extends z.core.$ZodType, Answer> {
  input: z.input<Schema>;
  answer: Answer;
}

/**
 * The private futures API (`{futures}/configs/…`, `{futures}/future/…`) by URL: each route's input
 * and answer. The routes are registered through this table (`TradingRoute<FuturesCalls>`, which
 * refuses a schema taking another input or a handler answering another shape), and the adapters
 * that call them (the Binance layer's `callRoute`) read their inputs and answers from it, so both
 * sides change together or the typecheck fails. Each URL's API-key permission is in
 * api-key-access.ts.
 */
export type FuturesCalls = {
  '/configs/private': Call<typeof privateConfigsQuery, WirePrivateConfigs>;
  '/configs/preferences': Call<typeof preferencesUpdate, WireSavedPreferences>;
  '/future/addFavorite': Call<typeof favoriteInput, WireFavoritesAnswer>;
  '/future/deleteFavorite': Call<typeof favoriteInput, WireFavoritesAnswer>;
  '/future/spotBalance': Call<typeof noQuery, WireSpotBalance[]>;
  '/future/accounts': Call<typeof noQuery, WireAccount[]>;
  '/future/transfer': Call<typeof transferInput, WireTransferAnswer>;
  '/future/leverage': Call<typeof leverageInput, WirePositionSettings>;
  '/future/marginMode': Call<typeof marginModeInput, WirePositionSettings>;
  '/future/positionMode': Call<typeof positionModeInput, WirePositionModeAnswer>;
  '/future/order/open': Call<typeof listQuery, WireOrderPage>;
  '/future/order/place': Call<typeof placeOrderInput, WirePlacedOrder>;
  '/future/order/placeBatch': Call<typeof placeBatchInput, WirePlacedBatch>;
  '/future/order/amend': Call<typeof amendOrderInput, WireOrder>;
  '/future/order/cancel': Call<typeof cancelOrderInput, WireOrder>;
  '/future/order/cancelGroup': Call<typeof cancelGroupInput, WireCancelledGroup>;
  '/future/order/cancelAll': Call<typeof contractScopeInput, WireCancelAllAnswer>;
  '/future/order/history': Call<typeof listQuery, WireOrderPage>;
  '/future/order/detail': Call<typeof orderDetailQuery, WireOrderDetail>;
  '/future/trade/history': Call<typeof listQuery, WireTradePage>;
  '/future/pnl/history': Call<typeof pnlHistoryQuery, WirePnlSummary>;
  '/future/liquidation/history': Call<typeof listQuery, WireLiquidationPage>;
  '/future/funding/history': Call<typeof fundingHistoryQuery, WireFundingPage>;
  '/future/position/list': Call<typeof positionListQuery, WirePositionList>;
  '/future/position/tpsl': Call<typeof positionTpSlInput, WirePositionAnswer>;
  '/future/position/tpsl/partial': Call<typeof partialTpSlInput, WirePartialTpSlAnswer>;
  '/future/position/margin': Call<typeof positionMarginInput, WirePositionAnswer>;
  '/future/position/close': Call<typeof closePositionInput, WireOrder>;
  '/future/position/closeAll': Call<typeof closeAllInput, WireCloseAllAnswer>;
  '/future/position/reverse': Call<typeof reversePositionInput, WireOrderListAnswer>;
};

export type FuturesUrl = keyof FuturesCalls;
/** What an adapter may send to `Url` (the route parses it as its own request's body or query). */
export type FuturesInput<Url extends FuturesUrl> = FuturesCalls[Url]['input'];
/** What `Url` answers. */
export type FuturesAnswer<Url extends FuturesUrl> = FuturesCalls[Url]['answer'];
