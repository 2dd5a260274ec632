import { chartLinesOf } from './use-chart-lines';

const label = (key: string, side: string) => `${key}:${side}`;

describe('chartLinesOf', () => {
  it("draws the user's own open orders on their contract, by limit price or else trigger price", () => {
    const lines = chartLinesOf(
      [
        { orderId: 1, orderStatus: 1, contractId: 1, side: 1, price: '95000.5' },
        { orderId: 2, orderStatus: 1, contractId: 1, side: 2, price: '', triggerPrice: '99000' },
        { orderId: 3, orderStatus: 1, contractId: 2, side: 1, price: '3000' },
      ],
      [],
      1,
      label,
    );
    expect(lines.map((l) => [l.id, l.price])).toEqual([
      ['order:1', '95000.5'],
      ['order:2', '99000'],
    ]);
  });

  it('leaves out orders the engine made (a triggered TP/SL, a liquidation): nothing to drag', () => {
    const lines = chartLinesOf(
      [
        { orderId: 1, orderStatus: 1, contractId: 1, side: 1, price: '95000', source: 'user' },
        { orderId: 2, orderStatus: 1, contractId: 1, side: 2, price: '94000', source: 'tpsl' },
        {
          orderId: 3,
          orderStatus: 1,
          contractId: 1,
          side: 2,
          price: '90000',
          source: 'liquidation',
        },
      ],
      [],
      1,
      label,
    );
    expect(lines.map((l) => l.id)).toEqual(['order:1']);
  });
});
