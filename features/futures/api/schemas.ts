import * as z from 'zod/mini';
import type { WireOrder } from '@/lib/contract/wire/match';
import {
  wireAccountSchema,
  wireOrderSchema,
  wirePositionRowSchema,
} from '@/lib/contract/wire/match-schemas';
import type { WireTradingConfig, WireTradingConfigs } from '@/lib/contract/wire/reference';
import { wireTradingConfigsSchema } from '@/lib/contract/wire/reference-schemas';
import type { WireFavoritesAnswer, WireOrderPage } from '@/lib/contract/wire/trading';
import {
  wireFavoritesAnswerSchema,
  wireOrderPageSchema,
  wirePositionListSchema,
  wirePrivateConfigsSchema,
} from '@/lib/contract/wire/trading-schemas';

/**
 * The futures feature's wire schemas. The endpoints the trading page loads with itself import this
 * module on demand (`import('./schemas')`) and their importers only its types, so zod stays out of
 * the page's first-load JavaScript. Endpoint files that load later (cancel, close, histories…)
 * import it statically.
 */

/**
 * What future/addFavorite and future/deleteFavorite answer: the contract's (the body is checked
 * without zod: ./favorite-input).
 */
export const favoritesAnswerSchema = wireFavoritesAnswerSchema;
export type FavoritesAnswer = WireFavoritesAnswer;

/**
 * An order as 3004/3016 frames, the order endpoints and the order history carry it: the contract's
 * (lib/contract/wire/match-schemas), built by the server's `orderWire` and `orderRowWire`.
 */
export const orderSchema = wireOrderSchema;
export type FuturesOrder = WireOrder;

/** future/order/open and future/order/history: newest first, `nextCursor` null on the last page. */
export const openOrdersPageSchema = wireOrderPageSchema;
export type OpenOrdersPage = WireOrderPage;

/**
 * A position as position/list and the position actions answer it: the contract's row
 * (lib/contract/wire/match-schemas, built by the server's `positionRow`): the 3012 frame's fields
 * plus the margin an isolated position can give back (`maxRemovableMargin`, null for cross).
 */
export const positionSchema = wirePositionRowSchema;
export type FuturesPosition = z.infer<typeof positionSchema>;

export const positionListSchema = wirePositionListSchema;

/** What configs/private answers: the contract's (lib/contract/wire/trading-schemas). */
export const privateConfigsSchema = wirePrivateConfigsSchema;
export type PrivateConfigs = z.infer<typeof privateConfigsSchema>;

/** futures configs/public: each contract's trading rules (lib/contract/wire/reference-schemas). */
export const publicConfigsSchema = wireTradingConfigsSchema;
export type ContractTradingConfig = WireTradingConfig;
export type PublicConfigs = WireTradingConfigs;

/**
 * The place body and answer are the contract's (lib/contract/wire/trading-schemas: the server
 * parses the same body), loaded with the request.
 */
export type { WirePlaceOrderInput as PlaceOrderInput } from '@/lib/contract/wire/trading';
export type { WirePlacedOrder as PlacedOrder } from '@/lib/contract/wire/trading';

/**
 * A futures account as future/accounts answers it (lib/contract/wire/match-schemas, built by the
 * server's `accountsWire`; the same rows the user's `indicator` frames carry).
 */
export const futuresAccountSchema = wireAccountSchema;
export type FuturesAccount = z.infer<typeof futuresAccountSchema>;

export const futuresAccountListSchema = z.array(futuresAccountSchema);
