/**
 * The private `match` topic (spec §7): a frame `{ type, data }` whose rows are the account's
 * balances (3002), orders (3004 limit and market, 3016 conditional), positions (3012, newest id
 * first) and position configs (3022). The server builds these rows (server/engine-runtime/wire.ts)
 * and the REST routes answer the same rows; the web client's store keeps them. Money, prices and
 * quantities are decimal strings; times epoch milliseconds.
 */
import type * as z from 'zod/mini';
import type {
  wireAccountAssetSchema,
  wireAccountSchema,
  wireBalanceSchema,
  wireCloseRefusalSchema,
  wireFillSchema,
  wireLiquidationSchema,
  wireOrderSchema,
  wirePositionConfigSchema,
  wirePositionHistorySchema,
  wirePositionSchema,
  wireTradeSchema,
} from './match-schemas';

export const MATCH_TYPE = {
  balanceUpdate: 3002,
  orderUpdate: 3004,
  positionList: 3012,
  conditionalOrderUpdate: 3016,
  positionConfigs: 3022,
} as const;

export type MatchTypeValue = (typeof MATCH_TYPE)[keyof typeof MATCH_TYPE];

/** One wallet's balance (the schema, in ./match-schemas, says each field). */
export type WireBalance = z.infer<typeof wireBalanceSchema>;

/** A futures account as `future/accounts` answers it and the user's `indicator` frames carry it. */
export type WireAccount = z.infer<typeof wireAccountSchema>;

export type WireAccountAsset = z.infer<typeof wireAccountAssetSchema>;

/** An open position (the schema, in ./match-schemas, says each field). */
export type WirePosition = z.infer<typeof wirePositionSchema>;

export type { OrderSource } from './orders';

/** An order (the schema, in ./match-schemas, says each field). */
export type WireOrder = z.infer<typeof wireOrderSchema>;

export type WirePositionConfig = z.infer<typeof wirePositionConfigSchema>;

/** A fill of the caller's order (the schema, in ./match-schemas, says each field). */
export type WireFill = z.infer<typeof wireFillSchema>;

/** A row of the caller's trade history: a fill with its order and side. */
export type WireTrade = z.infer<typeof wireTradeSchema>;

/** A row of the caller's position history (the schema, in ./match-schemas, says each field). */
export type WirePositionHistory = z.infer<typeof wirePositionHistorySchema>;

/** A row of the caller's liquidation history (the schema, in ./match-schemas, says each field). */
export type WireLiquidation = z.infer<typeof wireLiquidationSchema>;

/** A position `future/position/closeAll` could not close, with the engine's refusal. */
export type WireCloseRefusal = z.infer<typeof wireCloseRefusalSchema>;

/** A `match` frame as the server emits it. */
export type MatchFrame =
  | { type: typeof MATCH_TYPE.balanceUpdate; data: WireBalance[] }
  | {
      type: typeof MATCH_TYPE.orderUpdate | typeof MATCH_TYPE.conditionalOrderUpdate;
      data: WireOrder[];
    }
  | { type: typeof MATCH_TYPE.positionList; data: WirePosition[] }
  | { type: typeof MATCH_TYPE.positionConfigs; data: WirePositionConfig[] };
