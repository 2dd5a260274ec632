import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  wireAccountAssetSchema,
  wireAccountSchema,
  wireBalanceSchema,
  wirePositionConfigSchema,
  wirePositionSchema,
} from '../../lib/contract/wire/match-schemas';

/** Shapes of what the wired engine serves: indicators, funding, insurance fund and live frames. */

export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const positive = decimal.refine((v) => Number(v) > 0, 'positive');

export const indicator = z
  .object({
    cid: z.number().int().positive(),
    lp: positive,
    pcr: decimal,
    pv: decimal,
    pt: decimal,
    mp: positive,
    ip: positive,
    h: positive,
    l: positive,
    oi: decimal,
  })
  .strict();

export const fundingCurrent = z
  .object({
    contractId: z.number().int(),
    fundingRate: decimal,
    intervalHours: z.number().int().positive(),
    nextFundingTime: z.number().int(),
    markPrice: positive,
    indexPrice: positive,
  })
  .strict();

export const insuranceCurrent = z
  .object({ contractId: z.number().int(), balance: decimal, time: z.number().int() })
  .strict();

const level = z.tuple([positive, positive]);
export const depthFrame = z
  .object({
    sc: z.string().regex(/^[A-Z0-9]+USDT$/),
    asks: z.array(level),
    bids: z.array(level),
    t: z.number(),
  })
  .strict();

export const tickFrame = z
  .object({
    contractId: z.number().int(),
    trades: z
      .array(
        z
          .object({
            time: z.number().int(),
            price: positive,
            amount: positive,
            side: z.enum(['buy', 'sell']),
            contractId: z.number().int(),
            tradeId: z.number().int().positive(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const klineFrame = z
  .object({
    contractId: z.number().int(),
    symbol: z.string(),
    period: z.string(),
    source: z.literal('trades'),
    kline: z
      .object({
        time: z.number().int(),
        open: positive,
        high: positive,
        low: positive,
        close: positive,
        volume: decimal,
      })
      .strict(),
  })
  .strict();

/** A spot market on the `indicator` topic (`markets`): a contract's letters without mark, index, OI. */
export const spotMarket = z
  .object({
    cid: z.number().int().positive(),
    sc: z.string().regex(/^[a-z0-9]+usdt$/),
    lp: positive,
    pcr: decimal,
    pv: decimal,
    pt: decimal,
    h: positive,
    l: positive,
  })
  .strict();

export const indicatorFrame = z
  .object({ indicators: z.array(indicator), markets: z.array(spotMarket) })
  .strict();

/**
 * The contract's account rows (lib/contract/wire/match-schemas), strict: a field the contract does
 * not name, a missing one or one of another type fails. A futures account as `future/accounts`
 * answers it and the user's own `indicator` frames carry it; a 3002 balance row; a 3022 config.
 */
export const strictAccount = zm.strictObject({
  ...wireAccountSchema.shape,
  assets: zm.array(zm.strictObject(wireAccountAssetSchema.shape)),
  posis: zm.array(zm.strictObject(wirePositionSchema.shape)),
});
export const strictBalanceRow = zm.strictObject(wireBalanceSchema.shape);
export const strictPositionConfigRow = zm.strictObject(wirePositionConfigSchema.shape);

/** A user's own `indicator` frame: their futures accounts as `future/accounts` gives them. */
export const accountIndicatorFrame = zm.strictObject({ accounts: zm.array(strictAccount) });
export const topTenFrame = z.object({ ids: z.array(z.number().int().positive()).max(10) }).strict();
