import { describe, expect, it } from 'vitest';
import { publicContractOf, publicReferenceData, riskTiersByLeverage } from './public-reference';
import { contracts } from './reference-data';
import { wirePublicDataSchema } from './wire/reference-schemas';

describe('public reference data', () => {
  it('sorts risk tiers by leverage, highest first, as copies', () => {
    const tiers = [
      { maxNotional: '1', leverage: 20, maintenanceMarginRate: '0.1' },
      { maxNotional: '2', leverage: 125, maintenanceMarginRate: '0.1' },
      { maxNotional: '3', leverage: 50, maintenanceMarginRate: '0.1' },
    ];
    const sorted = riskTiersByLeverage(tiers);
    expect(sorted.map((tier) => tier.leverage)).toEqual([125, 50, 20]);
    expect(sorted[1]).not.toBe(tiers[1]);
  });

  it('derives the code and the amount precision of a contract', () => {
    const eth = contracts.find((contract) => contract.name === 'ETH/USDT');
    if (!eth) throw new Error('ETH/USDT is not in the reference data');
    const wire = publicContractOf({ ...eth, contractSize: '0.01' });
    expect(wire.code).toBe('ETHUSDT');
    expect(wire.amountPrecision).toBe(2);
    expect(publicContractOf({ ...eth, contractSize: '10' }).amountPrecision).toBe(0);
  });

  it('is what the contract promises, spot markets by weight and only margin currencies', () => {
    const data = publicReferenceData();
    expect(wirePublicDataSchema.parse(data)).toEqual(data);
    const weights = data.spotSymbols.map((symbol) => symbol.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(data.currencies.map((currency) => currency.name)).toEqual(['USDT']);
  });

  it('hands out fresh objects on every call', () => {
    const first = publicReferenceData();
    const second = publicReferenceData();
    expect(second.contracts[0]).not.toBe(first.contracts[0]);
    expect(second.contracts[0]?.riskLimits[0]).not.toBe(first.contracts[0]?.riskLimits[0]);
    expect(second.spotCurrencies[0]).not.toBe(first.spotCurrencies[0]);
    expect(second.spotSymbols[0]).not.toBe(first.spotSymbols[0]);
  });
});
