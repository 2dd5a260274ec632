import { contracts, type ContractReference } from '../../lib/contract/reference-data';
import { contractConfigFromReference } from '../engine';
import { settlementTimes, simulatedSettlement } from './simulated-funding';

const HOUR = 3_600_000;
const SEED = 20_261_122;
const btc = ((): ContractReference => {
  const found = contracts.find((c) => c.contractId === 1);
  if (!found) throw new Error('no BTC');
  return found;
})();
const config = contractConfigFromReference(btc);
const T0 = Date.UTC(2026, 10, 1, 0);

/** A month of settlements on a price that moves `movePerSettlement` (log) each interval. */
function month(movePerSettlement: (i: number) => number) {
  let close = 970_000; // 97 000.0 in ticks
  return Array.from({ length: 90 }, (_, i) => {
    const before = close;
    close = Math.round(close * Math.exp(movePerSettlement(i)));
    return simulatedSettlement(btc, config, SEED, T0 + i * 8 * HOUR, close, before);
  });
}

describe('funding of the simulated past', () => {
  it('settles at every interval boundary after the start up to and including the end', () => {
    expect(settlementTimes(8, T0 + 1, T0 + 24 * HOUR)).toEqual([
      T0 + 8 * HOUR,
      T0 + 16 * HOUR,
      T0 + 24 * HOUR,
    ]);
    expect(settlementTimes(4, T0, T0 + 4 * HOUR - 1)).toEqual([]);
  });

  it('reads the interest rate most of the time in a quiet market, within the cap and floor always', () => {
    const rates = month(() => 0).map((s) => Number(s.fundingRate));
    const atInterest = rates.filter((r) => r === 0.0001).length;
    expect(atInterest / rates.length).toBeGreaterThan(0.9);
    for (const r of rates) {
      expect(r).toBeLessThanOrEqual(Number(btc.fundingRateCap));
      expect(r).toBeGreaterThanOrEqual(-Number(btc.fundingRateCap));
    }
  });

  it('makes longs pay more after a rally and less after a fall', () => {
    const sigma = 0.55 * Math.sqrt(8 / (365 * 24));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const rally = mean(month(() => 3 * sigma).map((s) => Number(s.fundingRate)));
    const fall = mean(month(() => -3 * sigma).map((s) => Number(s.fundingRate)));
    expect(rally).toBeGreaterThan(0.0004);
    expect(fall).toBeLessThan(-0.0002);
  });

  it('takes the mark from the close, at the contract’s tick, the same every time', () => {
    const a = simulatedSettlement(btc, config, SEED, T0, 970_005, 960_000);
    expect(a.markPrice).toBe('97000.5');
    expect(simulatedSettlement(btc, config, SEED, T0, 970_005, 960_000)).toEqual(a);
    expect(a.fundingTime).toBe(T0);
  });
});
