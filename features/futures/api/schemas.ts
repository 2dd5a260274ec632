import * as z from 'zod/mini';
import type { WireOrder } from '@/lib/contract/wire/match';
import {
  wireAccountSchema,
  wireOrderSchema,
  wirePositionRowSchema,
} from '@/lib/contract/wire/match-schemas';
import type { WireTradingConfig, WireTradingConfigs } from '@/lib/contract/wire/reference';
import { wireTradingConfigsSchema } from '@/lib/contract/wire/reference-schemas';
import { QUANTITY_UNITS } from '@/lib/contract/wire/orders';

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

/** What configs/private answers (server/services/trading/preferences.ts `privateConfigs`). */
export const privateConfigsSchema = z.object({
  /** Favourite contract ids, in the order they were added. */
  favorites: z.array(z.number().check(z.int())),
  positionMode: z.object({ hedge: z.boolean() }),
  positionConfigs: z.array(
    z.object({
      contractId: z.number().check(z.int()),
      isolated: z.boolean(),
      leverage: z.number(),
    }),
  ),
  preferences: z.object({
    confirmOrders: z.boolean(),
    dismissedNotices: z.record(z.string(), z.boolean()),
    colorConvention: z.enum(['greenUp', 'redUp']),
    quantityUnit: z.enum(QUANTITY_UNITS),
    /**
     * The price chart's indicators, absent until the user first changes them. The chart checks
     * them with their own schema (lib/contract/chart-indicators-schema.ts), which loads with the
     * indicators: this file is in the trading screen's first load.
     */
    chartIndicators: z.optional(z.unknown()),
    /** The chart's drawings by contract code, checked by the chart (features/chart/model/drawings). */
    chartDrawings: z.optional(z.unknown()),
  }),
});
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
