import { chartLinesOf, type ChartLineLabel } from './use-chart-lines';

const label = (line: ChartLineLabel) =>
  'side' in line ? `${line.key}:${line.side}` : line.key === 'trigger' ? 'trigger' : line.key;
const noConditions = new Map<string, 'gte' | 'lte'>();

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
      noConditions,
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
      noConditions,
      label,
    );
    expect(lines.map((l) => l.id)).toEqual(['order:1']);
  });

  it('draws a waiting preset TP of a filled order as a TP line, not as an order to drag', () => {
    const lines = chartLinesOf(
      [
        {
          orderId: 5,
          orderStatus: 0,
          contractId: 1,
          type: 4,
          side: 'closeLong',
          triggerPrice: '110000.0',
          triggerBy: 'mark',
          source: 'tpsl',
          parentOrderId: 4,
        },
      ],
      [],
      1,
      new Map([['5', 'gte']]),
      label,
    );
    expect(lines.map((l) => [l.id, l.kind, l.price, l.label])).toEqual([
      ['tp:order:5', 'tp', '110000.0', 'presetTp'],
    ]);
  });
});
