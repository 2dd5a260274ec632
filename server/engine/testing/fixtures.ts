/**
 * Contract fixtures for tests and benchmarks, shaped like lib/contract/reference-data's BTC/ETH/SOL
 * but not a copy of them: minimum order value 5 USDT, five alt tiers, SOL funding every 4 h. The
 * tests' expected figures are worked out from these values.
 */
import type { ContractConfig, ContractReferenceInput } from '../contract-config';
import { contractConfigFromReference } from '../contract-config';

export const majorTiers = [
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

export const altTiers = [
  { maxNotional: '10000', leverage: 75, maintenanceMarginRate: '0.0065' },
  { maxNotional: '50000', leverage: 50, maintenanceMarginRate: '0.01' },
  { maxNotional: '250000', leverage: 25, maintenanceMarginRate: '0.02' },
  { maxNotional: '1000000', leverage: 20, maintenanceMarginRate: '0.025' },
  { maxNotional: '5000000', leverage: 10, maintenanceMarginRate: '0.05' },
];

function ref(
  over: Partial<ContractReferenceInput> & Pick<ContractReferenceInput, 'contractId' | 'name'>,
): ContractReferenceInput {
  return {
    baseAsset: over.name.split('/')[0] ?? 'BTC',
    quoteAsset: 'USDT',
    marginAsset: 'USDT',
    contractSize: '0.001',
    priceScale: 1,
    tickSize: '0.1',
    minOrderLots: 1,
    minOrderValue: '5',
    maxOrderQuantity: '1000',
    maxMarketOrderQuantity: '120',
    seedPrice: '20000',
    makerFeeRate: '0.0002',
    takerFeeRate: '0.0005',
    fundingIntervalHours: 8,
    fundingRateCap: '0.0075',
    riskLimits: majorTiers,
    ...over,
  };
}

export const btcRef = ref({ contractId: 1, name: 'BTC/USDT' });
export const ethRef = ref({
  contractId: 2,
  name: 'ETH/USDT',
  contractSize: '0.01',
  priceScale: 2,
  tickSize: '0.01',
  maxOrderQuantity: '10000',
  maxMarketOrderQuantity: '2000',
  seedPrice: '2000',
});
export const solRef = ref({
  contractId: 3,
  name: 'SOL/USDT',
  contractSize: '0.1',
  priceScale: 2,
  tickSize: '0.01',
  riskLimits: altTiers,
  fundingIntervalHours: 4,
  maxOrderQuantity: '10000',
  maxMarketOrderQuantity: '1000',
  seedPrice: '100',
});

export function testContracts(): ContractConfig[] {
  return [btcRef, ethRef, solRef].map((r) => contractConfigFromReference(r));
}
