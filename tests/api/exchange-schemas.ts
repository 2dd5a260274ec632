import { z } from 'zod';

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

/** A user's own `indicator` frame: their futures accounts as `future/accounts` gives them. */
export const accountIndicatorFrame = z
  .object({
    accounts: z.array(
      z.looseObject({
        aid: z.number().int().positive(),
        at: z.number().int(),
        assets: z.array(z.looseObject({ cid: z.number(), equity: decimal, upnl: decimal })),
        posis: z.array(z.looseObject({ contractId: z.number(), size: decimal })),
      }),
    ),
  })
  .strict();
export const topTenFrame = z.object({ ids: z.array(z.number().int().positive()).max(10) }).strict();
