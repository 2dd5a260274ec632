import { contracts } from '../../lib/contract/reference-data';
import type { IndexQuote } from './index-source';
import { SimulatedIndexSource } from './simulated-index-source';

function run(seed: number): IndexQuote[] {
  const source = new SimulatedIndexSource({ seed, contracts, startTime: 1_000_000 });
  const quotes: IndexQuote[] = [];
  source.subscribe((q) => quotes.push(q));
  for (let i = 1; i <= 50; i++) source.observe(1_000_000 + i * 1000);
  return quotes;
}

describe('simulated index source', () => {
  it('replays the same quotes for the same seed and start', () => {
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('quotes every contract on its own tick grid as a decimal string', () => {
    const quotes = run(1);
    expect(new Set(quotes.map((q) => q.contractId)).size).toBe(contracts.length);
    const pepe = quotes.find((q) => q.contractId === 12);
    expect(pepe?.price).toMatch(/^0\.\d{8}$/);
    const btc = quotes.find((q) => q.contractId === 1);
    expect(btc?.price).toMatch(/^\d+\.\d$/);
    expect(Number(btc?.price)).toBeCloseTo(97000, -3);
  });

  it('starts from given prices so live quotes continue the stored history', () => {
    const source = new SimulatedIndexSource({
      seed: 1,
      contracts,
      startTime: 0,
      startPrices: new Map([[1, '50000.0']]),
    });
    source.observe(1000);
    expect(Number(source.latest(1)?.price)).toBeCloseTo(50000, -2);
  });
});
