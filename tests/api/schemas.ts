import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  wireCarouselBannerSchema,
  wireCountrySchema,
  wireNoticeDetailSchema,
  wireNoticePageSchema,
  wireNoticeSummarySchema,
} from '../../lib/contract/wire/content-schemas';
import {
  wireFundingRateHistorySchema,
  wireFundingSettlementSchema,
  wireInsuranceFundChangeSchema,
  wireInsuranceFundHistorySchema,
} from '../../lib/contract/wire/futures-info-schemas';
import { wireKlineSchema } from '../../lib/contract/wire/public-schemas';
import {
  wireCurrencySchema,
  wirePublicContractSchema,
  wireRiskLimitSchema,
  wireSpotSymbolSchema,
  wireTradingConfigSchema,
} from '../../lib/contract/wire/reference-schemas';

/** Response shapes the API promises, checked strictly in the API tests. */

export const envelope = <T extends z.core.SomeType>(data: T) =>
  z.object({ code: z.literal(0), message: z.string(), success: z.literal(true), data }).strict();

/**
 * The reference data: the contract's (lib/contract/wire/reference-schemas), strict at every level
 * (a field the contract does not name fails), with what these tests know of the bundled data.
 */
const riskLimit = zm.strictObject(wireRiskLimitSchema.shape);
const publicContractShape = {
  ...wirePublicContractSchema.shape,
  quoteAsset: zm.literal('USDT'),
  marginAsset: zm.literal('USDT'),
  riskLimits: zm.array(riskLimit).check(zm.minLength(1)),
  baseAssetIcon: zm.string().check(zm.regex(/^\/icons\/[a-z0-9]+\.svg$/)),
};
export const publicContract = zm.strictObject(publicContractShape);

const currency = zm.strictObject(wireCurrencySchema.shape);
export const getPublicData = zm.strictObject({
  contracts: zm.array(publicContract).check(zm.minLength(10)),
  currencies: zm.array(currency).check(zm.minLength(1)),
  spotCurrencies: zm.array(currency).check(zm.minLength(2)),
  spotSymbols: zm
    .array(zm.strictObject({ ...wireSpotSymbolSchema.shape, quoteCurrency: zm.literal('USDT') }))
    .check(zm.minLength(10)),
});

export const tradingConfig = zm.strictObject({
  ...wireTradingConfigSchema.shape,
  ...publicContractShape,
  perpetual: zm.literal(true),
  deliveryTime: zm.null(),
});

/** A candle: the contract's (lib/contract/wire/public-schemas), strict. */
export const klinePoint = zm.strictObject(wireKlineSchema.shape);

/** Countries, banners and notices: the contract's (lib/contract/wire/content), strict. */
export const country = zm.strictObject({
  ...wireCountrySchema.shape,
  names: zm.strictObject(wireCountrySchema.shape.names.shape),
});
export const banner = zm.strictObject(wireCarouselBannerSchema.shape);
export const notice = zm.strictObject(wireNoticeSummarySchema.shape);
export const noticeDetail = zm.strictObject(wireNoticeDetailSchema.shape);
export const noticePage = zm.strictObject({
  ...wireNoticePageSchema.shape,
  list: zm.array(notice),
});

/** Funding and insurance fund histories: the contract's (lib/contract/wire/futures-info), strict. */
export const fundingHistory = zm.strictObject({
  ...wireFundingRateHistorySchema.shape,
  list: zm.array(zm.strictObject(wireFundingSettlementSchema.shape)),
});

export const insuranceHistory = zm.strictObject({
  ...wireInsuranceFundHistorySchema.shape,
  list: zm.array(zm.strictObject(wireInsuranceFundChangeSchema.shape)),
});
