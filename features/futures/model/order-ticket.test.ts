import { summarizeOrderTicket, type OrderTicketInput } from './order-ticket';
import { referenceContract } from './test-contracts';

const btc = referenceContract('BTC');

function ticket(overrides: Partial<OrderTicketInput> = {}) {
  return summarizeOrderTicket({
    side: 'buy',
    type: 'limit',
    price: '60000',
    quantity: '0.5',
    unit: 'base',
    leverage: 10,
    reduceOnly: false,
    marginMode: 'isolated',
    available: '10000',
    markPrice: '60000',
    contract: btc,
    ...overrides,
  });
}

const names = (summary: ReturnType<typeof ticket>) => summary.errors.map((e) => e.name);

describe('a valid limit order', () => {
  const summary = ticket();

  it('costs its initial margin plus the taker fee', () => {
    expect(summary.contracts?.toString()).toBe('500');
    expect(summary.baseQuantity?.toString()).toBe('0.5');
    expect(summary.orderValue?.toString()).toBe('30000');
    expect(summary.initialMargin?.toString()).toBe('3000');
    expect(summary.fee?.toString()).toBe('15');
    expect(summary.cost?.toString()).toBe('3015');
  });

  it('offers the largest quantity the balance pays for', () => {
    // 10000 / (60 ÷ 10 + 0.03) per contract = 1658.3…
    expect(summary.maxContracts?.toString()).toBe('1658');
    expect(summary.maxBaseQuantity?.toString()).toBe('1.658');
  });

  it('estimates the liquidation price of the position it opens', () => {
    expect(summary.liquidationPrice?.toString()).toBe('54216.9');
  });

  it('has no errors or warnings', () => {
    expect(summary.errors).toEqual([]);
    expect(summary.warnings).toEqual([]);
  });
});

describe('quantity units', () => {
  it('reads contracts as they are', () => {
    expect(ticket({ quantity: '500', unit: 'contract' }).orderValue?.toString()).toBe('30000');
  });

  it('reads a USDT amount as a cost: cost × leverage ÷ price, rounded down to whole contracts', () => {
    // 3 005.9 USDT at 10x opens 30 059 USDT of BTC at 60 000: 500 contracts (0.5 BTC), not 501.
    const summary = ticket({ quantity: '3005.9', unit: 'quote' });
    expect(summary.contracts?.toString()).toBe('500');
    expect(summary.baseQuantity?.toString()).toBe('0.5');
    expect(summary.initialMargin?.toString()).toBe('3000');
    expect(summary.errors).toEqual([]);
  });

  it('opens more with the same cost at a higher leverage', () => {
    expect(ticket({ quantity: '3000', unit: 'quote', leverage: 20 }).contracts?.toString()).toBe(
      '1000',
    );
    expect(ticket({ quantity: '3000', unit: 'quote', leverage: 1 }).contracts?.toString()).toBe(
      '50',
    );
  });
});

describe('order ticket errors', () => {
  it('asks for a quantity and a price first, in that order', () => {
    expect(names(ticket({ quantity: '', price: '' }))).toEqual([
      'quantityRequired',
      'priceRequired',
    ]);
  });

  it('rejects a price off the tick grid', () => {
    const summary = ticket({ price: '60000.05' });
    expect(summary.errors).toEqual([
      {
        name: 'priceOffTick',
        key: 'Futures.OrderTicket.errors.priceOffTick',
        values: { tick: '0.1' },
      },
    ]);
  });

  it('rejects a fraction of a contract and a quantity below the minimum', () => {
    const summary = ticket({ quantity: '0.0005' });
    expect(names(summary)).toEqual(['quantityOffStep', 'belowMinQuantity']);
    expect(summary.errors[0]?.values).toEqual({ step: '0.001' });
    expect(summary.errors[1]).toMatchObject({ values: { min: '1' }, code: 1016 });
  });

  it('rejects an order below the minimum value', () => {
    const summary = ticket({ quantity: '1', unit: 'contract' });
    expect(summary.errors).toEqual([
      {
        name: 'belowMinValue',
        key: 'Futures.OrderTicket.errors.belowMinValue',
        values: { min: '100', asset: 'USDT' },
        // Its own code: the value, not the size, is under the minimum.
        code: 102900002,
      },
    ]);
  });

  it('rejects a limit price beyond the price band around the mark', () => {
    const summary = ticket({ price: '63000.1' });
    expect(summary.errors).toEqual([
      expect.objectContaining({
        name: 'priceOutsideBand',
        values: { side: 'buy', limit: '63000' },
        code: 1044,
      }),
    ]);
  });

  it('rejects leverage above the contract maximum', () => {
    expect(ticket({ leverage: 150 }).errors).toEqual([
      expect.objectContaining({ name: 'leverageAboveMax', values: { max: 125 }, code: 1032 }),
    ]);
  });

  it('rejects a position larger than the leverage tier allows', () => {
    const summary = ticket({ leverage: 125, quantity: '1' });
    expect(summary.errors).toEqual([
      expect.objectContaining({
        name: 'leverageLimit',
        values: { maxValue: '50000', leverage: 125 },
        code: 1032,
      }),
    ]);
    // 50000 ÷ 60 per contract.
    expect(summary.maxContracts?.toString()).toBe('833');
  });

  it('rejects an order the balance cannot pay for', () => {
    const summary = ticket({ available: '1000' });
    expect(summary.errors).toEqual([
      expect.objectContaining({ name: 'insufficientBalance', values: { available: '1000' } }),
    ]);
    expect(summary.maxContracts?.toString()).toBe('165');
  });

  it('rejects an order that would be liquidated at once', () => {
    const summary = ticket({ leverage: 125, price: '63000' });
    expect(names(summary)).toEqual(['wouldLiquidate']);
    expect(summary.errors[0]?.code).toBe(1042);
    expect(summary.warnings).toEqual([
      {
        name: 'highLeverage',
        key: 'Futures.OrderTicket.warnings.highLeverage',
        values: { leverage: 10 },
      },
    ]);
  });
});

describe('reduce-only orders', () => {
  const short = { side: 'short' as const, contracts: '200', entryPrice: '61000', margin: '1220' };

  it('need a position on the other side', () => {
    expect(names(ticket({ reduceOnly: true }))).toEqual(['reduceOnlyWithoutPosition']);
  });

  it('close at most the position, with a warning, and cost nothing', () => {
    const summary = ticket({ reduceOnly: true, position: short });
    expect(summary.errors).toEqual([]);
    expect(summary.warnings).toEqual([
      expect.objectContaining({ name: 'reduceOnlyClamped', values: { max: 200 } }),
    ]);
    expect(summary.cost?.toString()).toBe('0');
    expect(summary.maxContracts?.toString()).toBe('200');
  });
});

describe('a sell limit order', () => {
  it('must stay above the price band below the mark', () => {
    const summary = ticket({ side: 'sell', price: '56999.9' });
    expect(summary.errors).toEqual([
      expect.objectContaining({
        name: 'priceOutsideBand',
        values: { side: 'sell', limit: '57000' },
      }),
    ]);
  });

  it('opens a short that liquidates above the price', () => {
    const summary = ticket({ side: 'sell' });
    // 3000 + 0.5 (60000 − p) = 0.002 p  →  p = 65737.05…
    expect(summary.liquidationPrice?.toString()).toBe('65737');
  });

  it('needs margin for every lot, even lots that close a long, unless it is reduce-only', () => {
    const long = { side: 'long' as const, contracts: '300', entryPrice: '60000', margin: '1800' };
    expect(ticket({ side: 'sell', position: long, available: '0' }).maxContracts?.toString()).toBe(
      '0',
    );
    expect(
      ticket({
        side: 'sell',
        position: long,
        available: '0',
        reduceOnly: true,
      }).maxContracts?.toString(),
    ).toBe('300');
  });
});

describe('market orders', () => {
  it('are priced at the best opposite price, else the mark', () => {
    expect(
      ticket({ type: 'market', price: undefined, bestPrice: '60010' }).executionPrice?.toString(),
    ).toBe('60010');
    const atMark = ticket({ type: 'market', price: undefined });
    expect(atMark.executionPrice?.toString()).toBe('60000');
    expect(atMark.errors).toEqual([]);
  });
});

describe('the largest order', () => {
  const rich = { leverage: 1, available: '1000000000' };

  it('stops at the contract’s 120 BTC for a market order and 1 000 BTC for a limit order', () => {
    const market = ticket({ ...rich, type: 'market', price: undefined });
    expect(market.maxContracts?.toString()).toBe('120000');
    expect(market.maxBaseQuantity?.toString()).toBe('120');
    expect(ticket(rich).maxBaseQuantity?.toString()).toBe('1000');
  });

  it('stops at the risk tier allowed at the leverage: 250 BTC at 20×', () => {
    expect(ticket({ ...rich, leverage: 20 }).maxBaseQuantity?.toString()).toBe('250');
  });

  it('refuses a quantity above the maximum for the order type, as the engine does (1044)', () => {
    expect(
      ticket({ ...rich, type: 'market', price: undefined, quantity: '120.001' }).errors,
    ).toEqual([
      expect.objectContaining({ name: 'aboveMaxQuantity', values: { max: 120000 }, code: 1044 }),
    ]);
    expect(ticket({ ...rich, quantity: '120.001' }).errors).toEqual([]);
    expect(names(ticket({ ...rich, quantity: '1000.001' }))).toEqual(['aboveMaxQuantity']);
  });

  it('does not hold a reduce-only order to it: the engine cuts it to the position', () => {
    const long = { side: 'long' as const, contracts: '2000000', entryPrice: '60000' };
    const close = ticket({
      side: 'sell',
      type: 'market',
      price: undefined,
      quantity: '2000',
      reduceOnly: true,
      position: long,
    });
    expect(close.errors).toEqual([]);
    expect(close.maxBaseQuantity?.toString()).toBe('2000');
  });
});

describe('an unknown or malformed contract', () => {
  it('computes nothing and reports only what the inputs lack', () => {
    const summary = ticket({ contract: { ...btc, riskLimits: [] }, quantity: '' });
    expect(summary.cost).toBeNull();
    expect(summary.maxContracts).toBeNull();
    expect(names(summary)).toEqual(['quantityRequired']);
  });
});
