import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { decimalStringSchema } from '@/features/market';
import { http } from '@/lib/http';

/** A contract's trading configuration (server/services/reference-data.ts `contractTradingConfig`). */
export const contractTradingConfigSchema = z.object({
  contractId: z.number().check(z.int()),
  name: z.string(),
  code: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  marginAsset: z.string(),
  contractSize: decimalStringSchema,
  priceScale: z.number().check(z.int()),
  amountPrecision: z.number().check(z.int()),
  /** Tiers by leverage, highest first. */
  riskLimits: z.array(
    z.object({
      maxNotional: decimalStringSchema,
      leverage: z.number(),
      maintenanceMarginRate: decimalStringSchema,
    }),
  ),
  baseAssetIcon: z.string(),
  isNew: z.boolean(),
  perpetual: z.boolean(),
  /** Epoch ms of delivery; null for a perpetual. */
  deliveryTime: z.nullable(z.number()),
  tickSize: decimalStringSchema,
  minOrderQuantity: decimalStringSchema,
  minOrderValue: decimalStringSchema,
  maxLeverage: z.number(),
  makerFeeRate: decimalStringSchema,
  takerFeeRate: decimalStringSchema,
  fundingIntervalHours: z.number(),
  fundingRateCap: decimalStringSchema,
});
export type ContractTradingConfig = z.infer<typeof contractTradingConfigSchema>;

export const publicConfigsSchema = z.object({ contracts: z.array(contractTradingConfigSchema) });
export type PublicConfigs = z.infer<typeof publicConfigsSchema>;

/** GET configs/public (futures API). */
export function getPublicConfigs(signal?: AbortSignal): Promise<PublicConfigs> {
  return http.fetch({ base: 'futures', path: 'configs/public', signal }, publicConfigsSchema);
}

export const getPublicConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'public'],
    queryFn: ({ signal }) => getPublicConfigs(signal),
    staleTime: 5 * 60_000,
  });
