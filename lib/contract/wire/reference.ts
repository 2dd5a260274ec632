/**
 * The public reference data's answers (/api/getPublic, futures configs/public), typed by their
 * schemas (./reference-schemas): a module that needs only the types loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireCurrencySchema,
  wirePublicContractSchema,
  wirePublicDataSchema,
  wireRiskLimitSchema,
  wireSpotSymbolSchema,
  wireTradingConfigSchema,
  wireTradingConfigsSchema,
} from './reference-schemas';

export type WireRiskLimit = z.infer<typeof wireRiskLimitSchema>;
export type WirePublicContract = z.infer<typeof wirePublicContractSchema>;
export type WireCurrency = z.infer<typeof wireCurrencySchema>;
export type WireSpotSymbol = z.infer<typeof wireSpotSymbolSchema>;
export type WirePublicData = z.infer<typeof wirePublicDataSchema>;
export type WireTradingConfig = z.infer<typeof wireTradingConfigSchema>;
export type WireTradingConfigs = z.infer<typeof wireTradingConfigsSchema>;
