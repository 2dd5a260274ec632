import { assertOrderMaxima, orderMaximaProblems } from './order-limits';
import { contracts, findContractByCode, type ContractReference } from './reference-data';

function contract(code: string): ContractReference {
  const found = findContractByCode(code);
  if (found === undefined) throw new Error(`no ${code}`);
  return found;
}

describe('order maxima of the listed contracts', () => {
  it('are Binance’s for BTCUSDT and ETHUSDT', () => {
    expect(contract('BTCUSDT')).toMatchObject({
      maxOrderQuantity: '1000',
      maxMarketOrderQuantity: '120',
    });
    expect(contract('ETHUSDT')).toMatchObject({
      maxOrderQuantity: '10000',
      maxMarketOrderQuantity: '2000',
    });
  });

  it.each(contracts.map((c) => [c.name, c] as const))(
    '%s: fit inside the top risk tier with room for the price to double',
    (_name, c) => {
      expect(orderMaximaProblems(c)).toEqual([]);
    },
  );
});

describe('implausible order maxima', () => {
  const btc = contract('BTCUSDT');

  it('a limit maximum above what the top tier holds fails loudly, naming the contract', () => {
    // 1 000 000 BTC at 97 000 is 97 000 M USDT; the top tier ends at 500 M.
    expect(() => assertOrderMaxima({ ...btc, maxOrderQuantity: '1000000' })).toThrow(
      'BTC/USDT: implausible order maxima: maxOrderQuantity 1000000 at 97000 is worth more than 1/2 of the top risk tier (500000000)',
    );
  });

  it('the top tier must hold the largest order after the price doubles', () => {
    // 2 577 BTC × 97 000 = 249.97 M fits half of 500 M; 2 578 BTC (250.07 M) does not.
    expect(orderMaximaProblems({ ...btc, maxOrderQuantity: '2577' })).toEqual([]);
    expect(orderMaximaProblems({ ...btc, maxOrderQuantity: '2578' })).toHaveLength(1);
  });

  it('a market maximum above the limit maximum is refused', () => {
    expect(orderMaximaProblems({ ...btc, maxMarketOrderQuantity: '1000.001' })).toEqual([
      'maxMarketOrderQuantity 1000.001 is above maxOrderQuantity 1000',
    ]);
  });

  it('a maximum off the contract size or below the minimum order is refused', () => {
    expect(orderMaximaProblems({ ...btc, maxMarketOrderQuantity: '120.0005' })).toEqual([
      'maxMarketOrderQuantity 120.0005 is not a multiple of 0.001',
    ]);
    expect(orderMaximaProblems({ ...btc, minOrderLots: 200_000 })).toEqual([
      'maxMarketOrderQuantity 120 is below the minimum order or out of range',
    ]);
  });

  it('a contract without risk tiers has no plausible maximum', () => {
    expect(orderMaximaProblems({ ...btc, riskLimits: [] })).toEqual(['no risk tiers']);
  });
});
