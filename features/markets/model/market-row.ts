import type { CurrentFundingRate, MarketIndicator } from '@/features/market';
import type { ContractReference } from '@/lib/contract/reference-data';

/** One line of the market listing: the contract and its latest market indicator, if any. */
export interface MarketRow {
  contract: ContractReference;
  /** Contract code as traders read it (`BTCUSDT`). */
  code: string;
  indicator: MarketIndicator | undefined;
  /** The running funding rate and its next settlement (the markets page reads them). */
  funding?: CurrentFundingRate | undefined;
}
