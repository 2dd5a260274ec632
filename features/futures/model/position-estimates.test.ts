import { livePositionOf } from '@/features/realtime';
import type { WirePosition } from '@/lib/contract/wire/match';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { closePnl, liquidationAfterMargin, triggerPriceFor } from './position-estimates';
import { toPositionRow } from './position-row';
import { referenceContract } from './test-contracts';

const btc = referenceContract('BTC');
const mark = { cid: 1, mp: '61000' };

/** The store's row of a wire position (cost: size × entry). */
const position = (fields: Partial<WirePosition>) => livePositionOf(wirePosition(fields));

/** 0.5 BTC long at 60 000, 10x isolated with 3 000 USDT margin (= the initial margin). */
const longFields = {
  positionId: 11,
  contractId: 1,
  side: 1,
  size: '0.5',
  entryPrice: '60000',
  isolated: true,
  leverage: 10,
  margin: '3000',
  realizedPnl: '0',
  fees: '0',
  funding: '0',
} satisfies Partial<WirePosition>;
const long = position(longFields);
const short = position({ ...longFields, positionId: 12, side: -1, size: '-0.5' });

describe('closing estimates', () => {
  const longRow = toPositionRow(long, btc, mark);
  const shortRow = toPositionRow(short, btc, mark);

  it('the PnL of closing all at a price, and its ROE on the margin', () => {
    const all = closePnl(longRow, '61000');
    // 0.5 × (61 000 − 60 000) = 500 on 3 000 margin.
    expect(all?.pnl.toFixed()).toBe('500');
    expect(all?.roe?.toFixed(6)).toBe('0.166666');
    expect(closePnl(shortRow, '61000')?.pnl.toFixed()).toBe('-500');
  });

  it('a partial close counts only its share of the margin', () => {
    const part = closePnl(longRow, '59000', '0.2');
    // 0.2 × (59 000 − 60 000) = −200 on 0.2/0.5 × 3 000 = 1 200.
    expect(part?.pnl.toFixed()).toBe('-200');
    expect(part?.roe?.toFixed(6)).toBe('-0.166666');
  });

  it('answers nothing for a missing or non-positive price', () => {
    expect(closePnl(longRow, '')).toBeNull();
    expect(closePnl(longRow, '0')).toBeNull();
    expect(closePnl(longRow, null)).toBeNull();
  });
});

describe('trigger price from a target ROE or PnL', () => {
  const longRow = toPositionRow(long, btc, mark);
  const shortRow = toPositionRow(short, btc, mark);

  it('a long’s +50 % ROE is 1 500 USDT above entry: 3 000 per BTC', () => {
    expect(triggerPriceFor(longRow, btc, 'roe', '50')?.toFixed()).toBe('63000');
    expect(closePnl(longRow, '63000')?.roe?.toFixed()).toBe('0.5');
  });

  it('measures ROE on the initial margin, as the table does, after margin was added', () => {
    // 1 000 USDT added to the isolated margin: the table's ROE stays PnL ÷ 3 000 (cost ÷ 10).
    const topped = toPositionRow(position({ ...longFields, margin: '4000' }), btc, {
      cid: 1,
      mp: '63000',
    });
    expect(topped.roi?.toFixed()).toBe('0.5');
    expect(triggerPriceFor(topped, btc, 'roe', '50')?.toFixed()).toBe('63000');
    expect(closePnl(topped, '63000')?.roe?.toFixed()).toBe('0.5');
  });

  it('a short’s take profit lies below entry and its stop loss above', () => {
    expect(triggerPriceFor(shortRow, btc, 'pnl', '250')?.toFixed()).toBe('59500');
    expect(triggerPriceFor(shortRow, btc, 'roe', '-20')?.toFixed()).toBe('61200');
  });

  it('rounds to the nearest tick, and the estimate at that price is what the dialog shows', () => {
    // 100.03 ÷ 0.5 = 200.06 above entry; BTC ticks 0.1 → 60 200.1.
    const price = triggerPriceFor(longRow, btc, 'pnl', '100.03');
    expect(price?.toFixed()).toBe('60200.1');
    expect(closePnl(longRow, price)?.pnl.toFixed()).toBe('100.05');
  });

  it('refuses targets no positive price reaches, and text that is no number', () => {
    expect(triggerPriceFor(shortRow, btc, 'pnl', '30000')).toBeNull();
    expect(triggerPriceFor(longRow, btc, 'roe', 'abc')).toBeNull();
  });
});

describe('liquidation price after a margin change', () => {
  it('adding margin moves a long’s liquidation price down, removing it moves it up', () => {
    const now = toPositionRow(long, btc, mark).liquidationPrice;
    const added = liquidationAfterMargin(long, btc, mark, '1000');
    const removed = liquidationAfterMargin(long, btc, mark, '-1000');
    if (now === null || added === null || removed === null) throw new Error('no price');
    expect(added.lessThan(now)).toBe(true);
    expect(removed.greaterThan(now)).toBe(true);
    // The same formula as the row: with 4 000 margin the row itself says the same price.
    const row4000 = toPositionRow(position({ ...longFields, margin: '4000' }), btc, mark);
    expect(added.toFixed()).toBe(row4000.liquidationPrice?.toFixed());
  });

  it('answers nothing when the margin would not stay positive', () => {
    expect(liquidationAfterMargin(long, btc, mark, '-3000')).toBeNull();
  });
});

describe('a position entered at several prices', () => {
  // A cost of 180.0002 for 0.003 BTC: an average entry of 60 000.0666…, 60 000.1 to the tick.
  const averaged = toPositionRow(
    position({ size: '0.003', entryPrice: '60000.1', cost: '180.0002', leverage: 10 }),
    btc,
    mark,
  );

  it('estimates a close from the exact average entry, as the row values the position', () => {
    expect(averaged.unrealisedPnl?.toFixed()).toBe('2.9998');
    expect(closePnl(averaged, '61000')?.pnl.toFixed()).toBe('2.9998');
    // A third of it: 0.001 × (61 000 − 60 000.0666…).
    expect(closePnl(averaged, '61000', '0.001')?.pnl.toFixed(8)).toBe('0.99993333');
  });
});
