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

export const indicatorFrame = z.object({ indicators: z.array(indicator) }).strict();
export const topTenFrame = z.object({ ids: z.array(z.number().int().positive()).max(10) }).strict();
