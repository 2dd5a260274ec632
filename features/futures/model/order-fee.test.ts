import { Decimal } from '@/lib/decimal';
import { feeRoleOf, type FeeRoleInput } from './order-fee';
import { summarizeOrderTicket } from './order-ticket';
import { referenceContract } from './test-contracts';

const role = (overrides: Partial<FeeRoleInput>) =>
  feeRoleOf({
    side: 'buy',
    type: 'limit',
    price: new Decimal('97000'),
    bestPrice: '97500',
    lastPrice: '97200',
    ...overrides,
  });

describe('maker or taker', () => {
  it('a limit buy below the best ask rests: maker', () => {
    expect(role({})).toBe('maker');
  });

  it('a limit buy at or above the best ask crosses: taker', () => {
    expect(role({ price: new Decimal('97500') })).toBe('taker');
    expect(role({ price: new Decimal('98000') })).toBe('taker');
  });

  it('a limit sell above the best bid rests, at or below it crosses', () => {
    expect(role({ side: 'sell', price: new Decimal('97000'), bestPrice: '96900' })).toBe('maker');
    expect(role({ side: 'sell', price: new Decimal('96900'), bestPrice: '96900' })).toBe('taker');
  });

  it('compares with the last price when that side of the book is empty', () => {
    expect(role({ bestPrice: undefined, price: new Decimal('97100') })).toBe('maker');
    expect(role({ bestPrice: undefined, price: new Decimal('97300') })).toBe('taker');
  });

  it('takes the taker rate when there is nothing to compare with', () => {
    expect(role({ bestPrice: undefined, lastPrice: undefined })).toBe('taker');
  });

  it('a market order takes, a post-only order makes, IOC and FOK take', () => {
    expect(role({ type: 'market' })).toBe('taker');
    expect(role({ timeInForce: 'postOnly', price: new Decimal('98000') })).toBe('maker');
    expect(role({ timeInForce: 'IOC' })).toBe('taker');
    expect(role({ timeInForce: 'FOK' })).toBe('taker');
  });
});

describe('the ticket’s fee estimate', () => {
  const btc = referenceContract('BTC');
  const ticket = (bestPrice: string) =>
    summarizeOrderTicket({
      side: 'buy',
      type: 'limit',
      price: '60000',
      quantity: '0.5',
      unit: 'base',
      leverage: 10,
      reduceOnly: false,
      available: '10000',
      markPrice: '60000',
      bestPrice,
      contract: btc,
    });

  it('is at the maker rate for a resting order, while the cost still holds the taker fee', () => {
    const summary = ticket('60100');
    expect(summary.feeRole).toBe('maker');
    // 30 000 USDT × 0.02 %; the engine freezes 3 000 margin + 15 taker fee all the same.
    expect(summary.fee?.toString()).toBe('6');
    expect(summary.cost?.toString()).toBe('3015');
  });

  it('is at the taker rate for a crossing order', () => {
    const summary = ticket('59900');
    expect(summary.feeRole).toBe('taker');
    expect(summary.fee?.toString()).toBe('15');
  });
});
