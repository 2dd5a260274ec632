import * as z from 'zod/mini';
import { decimalStringSchema } from '@/lib/schemas/decimal';

/**
 * The futures info pages' wire schemas (server/README.md, "HTTP API"). The endpoint files load
 * this module on demand (`import('./schemas')`) and everything else imports its types only, so
 * zod stays out of the pages' first-load JavaScript.
 */

const contractId = z.number().check(z.int());

export const fundingRateSettlementSchema = z.object({
  /** Epoch ms of the settlement. */
  fundingTime: z.number(),
  fundingRate: decimalStringSchema,
  markPrice: decimalStringSchema,
  intervalHours: z.number(),
});
export type FundingRateSettlement = z.infer<typeof fundingRateSettlementSchema>;

/** fundingRate/history: settled rates, newest first. */
export const fundingRateHistorySchema = z.object({
  contractId,
  intervalHours: z.optional(z.nullable(z.number())),
  list: z.array(fundingRateSettlementSchema),
});
export type FundingRateHistory = z.infer<typeof fundingRateHistorySchema>;

/** insuranceFund/current: the engine's balance of one contract's fund. */
export const insuranceFundSchema = z.object({
  contractId,
  balance: decimalStringSchema,
  time: z.number(),
});
export type InsuranceFund = z.infer<typeof insuranceFundSchema>;

export const insuranceFundChangeSchema = z.object({
  time: z.number(),
  balance: decimalStringSchema,
  change: decimalStringSchema,
  /** liquidation_surplus, bankruptcy_cover, injection, snapshot (kept open: new ones may come). */
  reason: z.string(),
});
export type InsuranceFundChange = z.infer<typeof insuranceFundChangeSchema>;

/** insuranceFund/history: balance changes, newest first. */
export const insuranceFundHistorySchema = z.object({
  contractId,
  list: z.array(insuranceFundChangeSchema),
});
export type InsuranceFundHistory = z.infer<typeof insuranceFundHistorySchema>;
