/**
 * Public API of the trading engine. Commands in, events out, state in memory, a journal on disk.
 * See README.md for units and semantics.
 */
export {
  CLIENT_ORDER_ID,
  CLIENT_ORDER_ID_TTL_MS,
  Engine,
  MONEY_REF,
  MONEY_REF_TTL_MS,
} from './engine';
export { DurableEngine } from './recovery';
export type { EngineState } from './state';
export type { DurableOptions, RecoveryReport } from './recovery';
export type {
  ContractConfig,
  ContractOverrides,
  ContractReferenceInput,
  RiskTier,
  TierInput,
} from './contract-config';
export {
  buildTiers,
  contractConfigFromReference,
  lotsToQuantity,
  quantityToLots,
  priceToTicks,
  ticksToPrice,
  valuePerLotTick,
} from './contract-config';
export * from './types';
export {
  MONEY_SCALE,
  RATE_SCALE,
  formatScaled,
  formatUsdt,
  parseScaled,
  rate,
  usdt,
} from './fixed';
export {
  adlScore,
  bankruptcyPrice,
  breakevenPrice,
  feeOf,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginRatio,
  maxLeverageOf,
  maxNotionalForLeverage,
  notionalOf,
  roi,
  tierFor,
  unrealizedPnl,
} from './risk';
export type { LiquidationInput, LiquidationPriceResult, TickFraction } from './risk';
export { averagePrice, calculateLiquidationPrice, calculatePnl, targetPrice } from './calculator';
export type { CalculatorLiquidation, PnlResult } from './calculator';
export {
  fundingPayments,
  fundingRateOf,
  impactPrice,
  interestPerInterval,
  markPriceOf,
  premiumIndex,
  weightedPremium,
} from './funding';
export {
  bookSnapshot,
  marketView,
  userBalances,
  userOpenOrder,
  userOpenOrders,
  userPositionConfigs,
  userPositions,
} from './queries';
export type { BookSnapshot, MarketView, PositionConfigView } from './queries';
export { toMatchMessages } from './messages';
export type { MatchMessage, PublicEvents } from './messages';
export {
  decodeSnapshot,
  encodeSnapshot,
  restoreSnapshot,
  stateHash,
  takeSnapshot,
} from './snapshot';
export type { EngineSnapshot } from './snapshot';
export { Journal, readJournal } from './journal';
export { BONUS_MAX_HOLD_MS, MAX_PARTIAL_TPSL } from './triggers';
export { remainingBonus } from './accounts';
export { ledgerBalance } from './ledger';
