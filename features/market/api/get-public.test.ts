import { contracts, spotCurrencies, spotSymbols } from '@/lib/contract/reference-data';
import { fallbackPublicData } from './get-public';
import { publicDataSchema } from './schemas';

describe('bundled public data', () => {
  it('is what the public data schema makes of the reference data', () => {
    const parsed = publicDataSchema.parse({
      contracts,
      currencies: spotCurrencies,
      spotCurrencies,
      spotSymbols,
    });
    expect(parsed.contracts.length).toBeGreaterThan(0);
    expect(fallbackPublicData()).toEqual(parsed);
  });

  it('hands out fresh copies, as parsing does', () => {
    const first = fallbackPublicData();
    const second = fallbackPublicData();
    expect(second.contracts[0]).not.toBe(first.contracts[0]);
    expect(second.contracts[0]?.riskLimits[0]).not.toBe(first.contracts[0]?.riskLimits[0]);
    expect(second.spotCurrencies[0]).not.toBe(first.spotCurrencies[0]);
    expect(second.spotSymbols[0]).not.toBe(first.spotSymbols[0]);
  });
});
