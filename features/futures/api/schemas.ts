import * as z from 'zod/mini';
import type { WireOrder } from '@/lib/contract/wire/match';
import {
  wireAccountSchema,
  wireOrderSchema,
  wirePositionRowSchema,
} from '@/lib/contract/wire/match-schemas';
import type { WireTradingConfig, WireTradingConfigs } from '@/lib/contract/wire/reference';
import { wireTradingConfigsSchema } from '@/lib/contract/wire/reference-schemas';
import { wirePrivateConfigsSchema } from '@/lib/contract/wire/trading-schemas';

/**
 * The futures feature's wire schemas. The endpoints the trading page loads with itself import this
 * module on demand (`import('./schemas')`) and their importers only its types, so zod stays out of
 * the page's first-load JavaScript. Endpoint files that load later (cancel, close, histories…)
 * import it statically.
 */

/**
 * What future/addFavorite and future/deleteFavorite answer: the favourites as they are after the
 * change. (Their body is checked without zod: ./favorite-input.)
 */
export const favoritesAnswerSchema = z.object({ favorites: z.array(z.number().check(z.int())) });
export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;

/**
 * An order as 3004/3016 frames, the order endpoints and the order history carry it: the contract's
 * (lib/contract/wire/match-schemas), built by the server's `orderWire` and `orderRowWire`.
 */
export const orderSchema = wireOrderSchema;
export type FuturesOrder = WireOrder;

/** A page of a newest-first list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.core.SomeType>(row: T) =>
  z.object({
    list: z.array(row),
    nextCursor: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  });

export const openOrdersPageSchema = pageOf(orderSchema);
export type OpenOrdersPage = z.infer<typeof openOrdersPageSchema>;

/**
 * A position as position/list and the position actions answer it: the contract's row
 * (lib/contract/wire/match-schemas, built by the server's `positionRow`): the 3012 frame's fields
 * plus the margin an isolated position can give back (`maxRemovableMargin`, null for cross).
 */
export const positionSchema = wirePositionRowSchema;
export type FuturesPosition = z.infer<typeof positionSchema>;

export const positionListSchema = z.object({ list: z.array(positionSchema) });

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
