/**
 * The private `match` topic (spec §7): a frame `{ type, data }` whose rows are the account's
 * balances (3002), orders (3004 limit and market, 3016 conditional), positions (3012, newest id
 * first) and position configs (3022). The server builds these rows (server/engine-runtime/wire.ts)
 * and the REST routes answer the same rows; the web client's store keeps them. Money, prices and
 * quantities are decimal strings; times epoch milliseconds.
 */
import type * as z from 'zod/mini';
import type { AccountType } from './accounts';
import type { wireOrderSchema, wirePositionSchema } from './match-schemas';

export const MATCH_TYPE = {
  balanceUpdate: 3002,
  orderUpdate: 3004,
  positionList: 3012,
  conditionalOrderUpdate: 3016,
  positionConfigs: 3022,
} as const;

export type MatchTypeValue = (typeof MATCH_TYPE)[keyof typeof MATCH_TYPE];

/** One wallet's balance: `account` is "spot" or the futures account type. */
export type WireBalance = {
  account: 'spot' | AccountType;
  currencyId: number;
  /** Money in the wallet before unrealized PnL. */
  wallet: string;
  /** Available. */
  real: string;
  /** Available floored at 0. */
  trade: string;
  upnl: string;
  /** Frozen initial margin. */
  frozen: string;
  isolatedMargin: string;
  /** What is left of a trial fund or voucher in a bonus or grants account. */
  bonus: string;
  /** A bonus account's fund leverage: the voucher's maximum while one is in use, else null. */
  maxLeverage: number | null;
  /** Wallet + unrealized PnL + isolated margins. */
  equity: string;
  maintenanceMargin: string;
};

/**
 * A futures account as `future/accounts` answers it and the user's `indicator` frames carry it:
 * its USDT asset marked to the current prices, and its open positions.
 */
export type WireAccount = {
  /** userId × 100 + account type. */
  aid: number;
  at: AccountType;
  assets: WireAccountAsset[];
  posis: WirePosition[];
};

export type WireAccountAsset = {
  /** The currency id (1: USDT). */
  cid: number;
  wallet: string;
  /** Available. */
  avail: string;
  upnl: string;
  frozen: string;
  /** Isolated margins and the margin frozen by open orders. */
  margin: string;
  equity: string;
  maintenanceMargin: string;
  bonus: string;
  maxLeverage: number | null;
};

/** An open position (the schema, in ./match-schemas, says each field). */
export type WirePosition = z.infer<typeof wirePositionSchema>;

export type { OrderSource } from './orders';

/** An order (the schema, in ./match-schemas, says each field). */
export type WireOrder = z.infer<typeof wireOrderSchema>;

export type WirePositionConfig = {
  accountType: AccountType;
  contractId: number;
  isolated: boolean;
  leverage: number;
  hedge: boolean;
};

/** A `match` frame as the server emits it. */
export type MatchFrame =
  | { type: typeof MATCH_TYPE.balanceUpdate; data: WireBalance[] }
  | {
      type: typeof MATCH_TYPE.orderUpdate | typeof MATCH_TYPE.conditionalOrderUpdate;
      data: WireOrder[];
    }
  | { type: typeof MATCH_TYPE.positionList; data: WirePosition[] }
  | { type: typeof MATCH_TYPE.positionConfigs; data: WirePositionConfig[] };
