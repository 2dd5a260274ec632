/**
 * Reference data shared by the web app (route validation, defaults) and the bundled server
 * (engine configuration, /api/getPublic). It is plain data with no framework imports so both
 * sides can load it; amounts are decimal strings, never binary floats.
 */

export interface RiskLimitTier {
  /** Upper bound of the position notional for this tier, in the margin asset (USDT). */
  maxNotional: string;
  /** Highest leverage allowed while the position notional is inside this tier. */
  leverage: number;
  /** Maintenance margin rate as a decimal fraction, e.g. "0.004" for 0.4 %. */
  maintenanceMarginRate: string;
}

export interface ContractReference {
  contractId: number;
  /** Display name with a slash, e.g. "BTC/USDT"; its code is the name without the slash. */
  name: string;
  baseAsset: string;
  quoteAsset: string;
  marginAsset: string;
  /** Quantity of the base asset in one lot; its exponent gives the amount precision. */
  contractSize: string;
  /** Number of decimals of a price. */
  priceScale: number;
  /** Smallest price increment. */
  tickSize: string;
  /** Minimum order quantity in lots. */
  minOrderLots: number;
  /** Minimum order value in the quote asset. */
  minOrderValue: string;
  /**
   * Largest quantity of one limit or conditional order, in the base asset (Binance's `LOT_SIZE`
   * maxQty). `order-limits.ts` checks it against the top risk tier at `seedPrice`.
   */
  maxOrderQuantity: string;
  /** Largest quantity of one market order, in the base asset (`MARKET_LOT_SIZE` maxQty). */
  maxMarketOrderQuantity: string;
  makerFeeRate: string;
  takerFeeRate: string;
  fundingIntervalHours: number;
  /** Absolute cap of the funding rate per interval, e.g. "0.0075". */
  fundingRateCap: string;
  riskLimits: RiskLimitTier[];
  baseAssetIcon: string;
  isNew: boolean;
  /**
   * Starting index price for the bundled market simulator; also the reference price at which the
   * order maxima are checked against the risk tiers.
   */
  seedPrice: string;
  /** Annualised volatility used by the bundled market simulator. */
  annualVolatility: string;
}

export interface SpotCurrencyReference {
  currencyId: number;
  name: string;
  iconAddress: string;
}

export interface SpotSymbolReference {
  instrumentId: number;
  symbol: string;
  showName: string;
  baseCurrency: string;
  quoteCurrency: string;
  amountPrecision: number;
  pricePrecision: number;
  weight: number;
}

const majorTiers: RiskLimitTier[] = [
  { maxNotional: '50000', leverage: 125, maintenanceMarginRate: '0.004' },
  { maxNotional: '250000', leverage: 100, maintenanceMarginRate: '0.005' },
  { maxNotional: '3000000', leverage: 50, maintenanceMarginRate: '0.01' },
  { maxNotional: '15000000', leverage: 20, maintenanceMarginRate: '0.025' },
  { maxNotional: '30000000', leverage: 10, maintenanceMarginRate: '0.05' },
  { maxNotional: '80000000', leverage: 5, maintenanceMarginRate: '0.1' },
  { maxNotional: '100000000', leverage: 4, maintenanceMarginRate: '0.125' },
  { maxNotional: '200000000', leverage: 3, maintenanceMarginRate: '0.15' },
  { maxNotional: '300000000', leverage: 2, maintenanceMarginRate: '0.25' },
  { maxNotional: '500000000', leverage: 1, maintenanceMarginRate: '0.5' },
];

const altTiers: RiskLimitTier[] = [
  { maxNotional: '10000', leverage: 75, maintenanceMarginRate: '0.0065' },
  { maxNotional: '50000', leverage: 50, maintenanceMarginRate: '0.01' },
  { maxNotional: '250000', leverage: 25, maintenanceMarginRate: '0.02' },
  { maxNotional: '1000000', leverage: 20, maintenanceMarginRate: '0.025' },
  { maxNotional: '5000000', leverage: 10, maintenanceMarginRate: '0.05' },
  { maxNotional: '10000000', leverage: 5, maintenanceMarginRate: '0.1' },
  { maxNotional: '20000000', leverage: 4, maintenanceMarginRate: '0.125' },
  { maxNotional: '30000000', leverage: 3, maintenanceMarginRate: '0.15' },
  { maxNotional: '50000000', leverage: 2, maintenanceMarginRate: '0.25' },
  { maxNotional: '100000000', leverage: 1, maintenanceMarginRate: '0.5' },
];

const newCoinTiers: RiskLimitTier[] = [
  { maxNotional: '5000', leverage: 20, maintenanceMarginRate: '0.025' },
  { maxNotional: '25000', leverage: 10, maintenanceMarginRate: '0.05' },
  { maxNotional: '100000', leverage: 5, maintenanceMarginRate: '0.1' },
  { maxNotional: '250000', leverage: 4, maintenanceMarginRate: '0.125' },
  { maxNotional: '1000000', leverage: 2, maintenanceMarginRate: '0.25' },
  { maxNotional: '3000000', leverage: 1, maintenanceMarginRate: '0.5' },
];

function usdtPerpetual(
  contractId: number,
  baseAsset: string,
  spec: Pick<
    ContractReference,
    | 'contractSize'
    | 'priceScale'
    | 'tickSize'
    | 'minOrderLots'
    | 'maxOrderQuantity'
    | 'maxMarketOrderQuantity'
    | 'riskLimits'
    | 'seedPrice'
    | 'annualVolatility'
  > &
    Partial<
      Pick<ContractReference, 'isNew' | 'fundingIntervalHours' | 'fundingRateCap' | 'minOrderValue'>
    >,
): ContractReference {
  return {
    contractId,
    name: `${baseAsset}/USDT`,
    baseAsset,
    quoteAsset: 'USDT',
    marginAsset: 'USDT',
    makerFeeRate: '0.0002',
    takerFeeRate: '0.0005',
    fundingIntervalHours: spec.fundingIntervalHours ?? 8,
    fundingRateCap: spec.fundingRateCap ?? '0.0075',
    minOrderValue: spec.minOrderValue ?? '5',
    baseAssetIcon: `/icons/${baseAsset.toLowerCase()}.svg`,
    isNew: spec.isNew ?? false,
    ...spec,
  };
}

export const contracts: readonly ContractReference[] = [
  usdtPerpetual(1, 'BTC', {
    contractSize: '0.001',
    priceScale: 1,
    tickSize: '0.1',
    minOrderLots: 1,
    maxOrderQuantity: '1000',
    maxMarketOrderQuantity: '120',
    riskLimits: majorTiers,
    seedPrice: '97000',
    annualVolatility: '0.55',
    minOrderValue: '100',
  }),
  usdtPerpetual(2, 'ETH', {
    contractSize: '0.01',
    priceScale: 2,
    tickSize: '0.01',
    minOrderLots: 1,
    maxOrderQuantity: '10000',
    maxMarketOrderQuantity: '2000',
    riskLimits: majorTiers,
    seedPrice: '3400',
    annualVolatility: '0.7',
    minOrderValue: '20',
  }),
  usdtPerpetual(3, 'SOL', {
    contractSize: '0.1',
    priceScale: 2,
    tickSize: '0.01',
    minOrderLots: 1,
    maxOrderQuantity: '100000',
    maxMarketOrderQuantity: '5000',
    riskLimits: altTiers,
    seedPrice: '185',
    annualVolatility: '0.9',
  }),
  usdtPerpetual(4, 'XRP', {
    contractSize: '1',
    priceScale: 4,
    tickSize: '0.0001',
    minOrderLots: 1,
    maxOrderQuantity: '10000000',
    maxMarketOrderQuantity: '1000000',
    riskLimits: altTiers,
    seedPrice: '2.35',
    annualVolatility: '0.85',
  }),
  usdtPerpetual(5, 'DOGE', {
    contractSize: '10',
    priceScale: 5,
    tickSize: '0.00001',
    minOrderLots: 1,
    maxOrderQuantity: '50000000',
    maxMarketOrderQuantity: '5000000',
    riskLimits: altTiers,
    seedPrice: '0.38',
    annualVolatility: '1.0',
    fundingIntervalHours: 4,
  }),
  usdtPerpetual(6, 'BNB', {
    contractSize: '0.01',
    priceScale: 2,
    tickSize: '0.01',
    minOrderLots: 1,
    maxOrderQuantity: '20000',
    maxMarketOrderQuantity: '2000',
    riskLimits: altTiers,
    seedPrice: '690',
    annualVolatility: '0.6',
  }),
  usdtPerpetual(7, 'ADA', {
    contractSize: '1',
    priceScale: 4,
    tickSize: '0.0001',
    minOrderLots: 1,
    maxOrderQuantity: '10000000',
    maxMarketOrderQuantity: '1000000',
    riskLimits: altTiers,
    seedPrice: '0.98',
    annualVolatility: '0.95',
  }),
  usdtPerpetual(8, 'LINK', {
    contractSize: '0.1',
    priceScale: 3,
    tickSize: '0.001',
    minOrderLots: 1,
    maxOrderQuantity: '500000',
    maxMarketOrderQuantity: '50000',
    riskLimits: altTiers,
    seedPrice: '23.5',
    annualVolatility: '0.95',
  }),
  usdtPerpetual(9, 'AVAX', {
    contractSize: '0.1',
    priceScale: 3,
    tickSize: '0.001',
    minOrderLots: 1,
    maxOrderQuantity: '200000',
    maxMarketOrderQuantity: '20000',
    riskLimits: altTiers,
    seedPrice: '41.2',
    annualVolatility: '1.0',
  }),
  usdtPerpetual(10, 'TON', {
    contractSize: '0.1',
    priceScale: 3,
    tickSize: '0.001',
    minOrderLots: 1,
    maxOrderQuantity: '1000000',
    maxMarketOrderQuantity: '100000',
    riskLimits: altTiers,
    seedPrice: '5.6',
    annualVolatility: '0.9',
  }),
  usdtPerpetual(11, 'SUI', {
    contractSize: '1',
    priceScale: 4,
    tickSize: '0.0001',
    minOrderLots: 1,
    maxOrderQuantity: '300000',
    maxMarketOrderQuantity: '30000',
    riskLimits: newCoinTiers,
    seedPrice: '4.2',
    annualVolatility: '1.3',
    isNew: true,
    fundingIntervalHours: 4,
    fundingRateCap: '0.02',
  }),
  usdtPerpetual(12, 'PEPE', {
    contractSize: '100000',
    priceScale: 8,
    tickSize: '0.00000001',
    minOrderLots: 1,
    maxOrderQuantity: '50000000000',
    maxMarketOrderQuantity: '5000000000',
    riskLimits: newCoinTiers,
    seedPrice: '0.00002',
    annualVolatility: '1.6',
    isNew: true,
    fundingIntervalHours: 4,
    fundingRateCap: '0.02',
  }),
];

export const DEFAULT_CONTRACT_CODE = 'BTCUSDT';

/** The code of a contract is its name without the slash ("BTC/USDT" → "BTCUSDT"). */
export function contractCode(name: string): string {
  return name.replace('/', '');
}

/** The highest leverage the contract allows (that of its smallest risk-limit tier). */
export function maxLeverage(contract: Pick<ContractReference, 'riskLimits'>): number {
  return Math.max(...contract.riskLimits.map((tier) => tier.leverage));
}

const contractsByCode = new Map(contracts.map((c) => [contractCode(c.name), c]));

export function findContractByCode(code: string): ContractReference | undefined {
  return contractsByCode.get(code.toUpperCase());
}

export const spotCurrencies: readonly SpotCurrencyReference[] = [
  'USDT',
  'BTC',
  'ETH',
  'SOL',
  'XRP',
  'DOGE',
  'BNB',
  'ADA',
  'LINK',
  'AVAX',
  'TON',
  'SUI',
  'PEPE',
].map((name, index) => ({
  currencyId: index + 1,
  name,
  iconAddress: `/icons/${name.toLowerCase()}.svg`,
}));

export const spotSymbols: readonly SpotSymbolReference[] = contracts.map((contract, index) => ({
  instrumentId: 1000 + contract.contractId,
  symbol: `${contract.baseAsset.toLowerCase()}usdt`,
  showName: contract.name,
  baseCurrency: contract.baseAsset,
  quoteCurrency: 'USDT',
  amountPrecision: Math.max(0, 6 - contract.priceScale),
  pricePrecision: contract.priceScale,
  weight: index + 1,
}));
