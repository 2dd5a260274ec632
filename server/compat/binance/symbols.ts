import {
  contractCode,
  contracts,
  findContractByCode,
  type ContractReference,
} from '../../../lib/contract/reference-data';
import { TRADING_LIMITS } from '../../api/trading-route';
import { ticksToPrice, type ContractConfig } from '../../engine';
import { decimalScale } from '../../../lib/contract/fixed-point';
import {
  contractSpecOf,
  engineContractConfig,
  type ContractSpec,
} from '../../services/contract-specs';
import { invalidSymbol, mandatory } from './errors';

/** Something that knows the engine's contract configs (the host, where this process runs it). */
export interface ConfigSource {
  config(contractId: number): ContractConfig | undefined;
}

/** Binance names a contract by its code (BTCUSDT). */
export function contractOfSymbol(symbol: unknown): ContractReference {
  if (symbol === undefined || symbol === '') throw mandatory('symbol');
  const contract = typeof symbol === 'string' ? findContractByCode(symbol) : undefined;
  if (!contract || symbol !== contractCode(contract.name)) throw invalidSymbol();
  return contract;
}

/** A symbol that may be left out (every contract then). */
export function optionalContract(symbol: unknown): ContractReference | undefined {
  return symbol === undefined ? undefined : contractOfSymbol(symbol);
}

export function symbolOf(contractId: number): string {
  const contract = contracts.find((c) => c.contractId === contractId);
  return contract ? contractCode(contract.name) : String(contractId);
}

export function configOf(
  contract: ContractReference,
  engine: ConfigSource | undefined,
): ContractConfig {
  return engineContractConfig(contract, engine);
}

export function specOf(
  contract: ContractReference,
  engine: ConfigSource | undefined,
): ContractSpec {
  return contractSpecOf(configOf(contract, engine));
}

export const BINANCE_ORDER_TYPES = [
  'LIMIT',
  'MARKET',
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
] as const;
export type BinanceOrderType = (typeof BINANCE_ORDER_TYPES)[number];
export const BINANCE_TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'GTX'] as const;

/** Prices the order entry accepts: positive whole ticks, at most 15 integer digits. */
function maxPrice(config: ContractConfig): string {
  const text = ticksToPrice(config, Number.MAX_SAFE_INTEGER);
  const [int = '', frac] = text.split('.');
  if (int.length <= 15) return text;
  return frac === undefined ? '9'.repeat(15) : `${'9'.repeat(15)}.${'0'.repeat(frac.length)}`;
}

/** One symbol of `exchangeInfo`, every figure from the engine's own contract config. */
function symbolInfo(contract: ContractReference, engine: ConfigSource | undefined) {
  const config = configOf(contract, engine);
  const spec = contractSpecOf(config);
  const band = Number(spec.priceBandRate);
  return {
    symbol: spec.code,
    pair: spec.code,
    contractType: 'PERPETUAL',
    // Binance's value for perpetual contracts (no delivery).
    deliveryDate: 4133404800000,
    status: 'TRADING',
    baseAsset: spec.baseAsset,
    quoteAsset: spec.quoteAsset,
    marginAsset: spec.marginAsset,
    pricePrecision: decimalScale(spec.tickSize),
    quantityPrecision: decimalScale(spec.contractSize),
    baseAssetPrecision: 8,
    quotePrecision: 8,
    underlyingType: 'COIN',
    underlyingSubType: [],
    marketTakeBound: spec.priceBandRate,
    filters: [
      {
        filterType: 'PRICE_FILTER',
        minPrice: spec.tickSize,
        maxPrice: maxPrice(config),
        tickSize: spec.tickSize,
      },
      {
        filterType: 'LOT_SIZE',
        minQty: spec.minOrderQuantity,
        maxQty: spec.maxOrderQuantity,
        stepSize: spec.contractSize,
      },
      {
        filterType: 'MARKET_LOT_SIZE',
        minQty: spec.minOrderQuantity,
        maxQty: spec.maxMarketOrderQuantity,
        stepSize: spec.contractSize,
      },
      { filterType: 'MIN_NOTIONAL', notional: spec.minOrderValue },
      {
        filterType: 'PERCENT_PRICE',
        multiplierUp: (1 + band).toFixed(4),
        multiplierDown: (1 - band).toFixed(4),
        multiplierDecimal: '4',
      },
    ],
    orderTypes: [...BINANCE_ORDER_TYPES],
    timeInForce: [...BINANCE_TIME_IN_FORCE],
  };
}

export function exchangeInfo(engine: ConfigSource | undefined, now: number, weightLimit: number) {
  return {
    timezone: 'UTC',
    serverTime: now,
    futuresType: 'U_MARGINED',
    rateLimits: [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: weightLimit },
      {
        rateLimitType: 'ORDERS',
        interval: 'SECOND',
        intervalNum: 1,
        limit: TRADING_LIMITS.write,
      },
    ],
    exchangeFilters: [],
    assets: [...new Set(contracts.map((c) => c.marginAsset))].map((asset) => ({
      asset,
      marginAvailable: true,
      autoAssetExchange: null,
    })),
    symbols: contracts.map((c) => symbolInfo(c, engine)),
  };
}

/** `leverageBracket`: the engine's risk tiers, as Binance's notional brackets. */
export function leverageBrackets(contract: ContractReference, engine: ConfigSource | undefined) {
  const spec = specOf(contract, engine);
  return {
    symbol: spec.code,
    notionalCoef: 1,
    brackets: spec.riskTiers.map((tier) => ({
      bracket: tier.tier,
      initialLeverage: tier.maxLeverage,
      notionalCap: Number(tier.maxNotional),
      notionalFloor: Number(tier.minNotional),
      maintMarginRatio: Number(tier.maintenanceMarginRate),
      cum: Number(tier.maintenanceAmount),
    })),
  };
}
