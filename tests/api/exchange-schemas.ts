import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  wireAccountAssetSchema,
  wireAccountSchema,
  wireBalanceSchema,
  wirePositionConfigSchema,
  wirePositionSchema,
} from '../../lib/contract/wire/match-schemas';
import {
  wireDepthFrameSchema,
  wireKlineFrameSchema,
  wireKlineSchema,
  wireMarketIndicatorSchema,
  wireSpotMarketSchema,
  wireTickFrameSchema,
  wireTickSchema,
  wireTopTenFrameSchema,
} from '../../lib/contract/wire/public-schemas';

/** Shapes of what the wired engine serves: indicators, funding, insurance fund and live frames. */

export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const positive = decimal.refine((v) => Number(v) > 0, 'positive');

/**
 * The public topics' rows and frames: the contract's (lib/contract/wire/public-schemas), strict (a
 * field it does not name fails), with what this server's runs must also show: prices above zero,
 * contract codes as the spec writes them, candles built from trades, at most ten top contracts.
 */
const positiveText = zm.string().check(
  zm.regex(/^\d+(\.\d+)?$/),
  zm.refine((v) => Number(v) > 0, 'positive'),
);
const prices = { lp: positiveText, h: positiveText, l: positiveText };
export const indicator = zm.strictObject({
  ...wireMarketIndicatorSchema.shape,
  ...prices,
  mp: positiveText,
  ip: positiveText,
});

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

export const depthFrame = zm.strictObject({
  ...wireDepthFrameSchema.shape,
  sc: zm.string().check(zm.regex(/^[A-Z0-9]+USDT$/)),
});

export const tickFrame = zm.strictObject({
  contractId: wireTickFrameSchema.shape.contractId,
  trades: zm.array(zm.strictObject(wireTickSchema.shape)).check(zm.minLength(1)),
});

export const klineFrame = zm.strictObject({
  ...wireKlineFrameSchema.shape,
  source: zm.literal('trades'),
  kline: zm.strictObject(wireKlineSchema.shape),
});

/** A spot market on the `indicator` topic (`markets`): a contract's letters without mark, index, OI. */
export const spotMarket = zm.strictObject({
  ...wireSpotMarketSchema.shape,
  ...prices,
  sc: zm.string().check(zm.regex(/^[a-z0-9]+usdt$/)),
});

export const indicatorFrame = zm.strictObject({
  indicators: zm.array(indicator),
  markets: zm.array(spotMarket),
});

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
export const topTenFrame = zm.strictObject({
  ids: wireTopTenFrameSchema.shape.ids.check(zm.maxLength(10)),
});
