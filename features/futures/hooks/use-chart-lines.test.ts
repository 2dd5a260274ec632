import { wireOrder } from '@/lib/test-utils/wire-order';
import { chartLinesOf, type ChartLineLabel } from './use-chart-lines';

const label = (line: ChartLineLabel) =>
  'side' in line ? `${line.key}:${line.side}` : line.key === 'trigger' ? 'trigger' : line.key;
const noConditions = new Map<string, 'gte' | 'lte'>();

describe('chartLinesOf', () => {
  it("draws the user's own open orders on their contract, by limit price or else trigger price", () => {
    const lines = chartLinesOf(
      [
        wireOrder(1, 2, { side: 'buy', price: '95000.5' }),
        wireOrder(2, 2, { type: 4, side: 'sell', price: null, triggerPrice: '99000' }),
        wireOrder(3, 2, { contractId: 2, side: 'buy', price: '3000' }),
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
        wireOrder(1, 2, { side: 'buy', price: '95000', source: 'user' }),
        wireOrder(2, 2, { side: 'sell', price: '94000', source: 'tpsl' }),
        wireOrder(3, 2, { side: 'sell', price: '90000', source: 'liquidation' }),
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
        wireOrder(5, 0, {
          type: 4,
          side: 'closeLong',
          price: null,
          triggerPrice: '110000.0',
          triggerBy: 'mark',
          source: 'tpsl',
          parentOrderId: 4,
        }),
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
