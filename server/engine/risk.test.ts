import {
  buildTiers,
  contractConfigFromReference,
  lotsToQuantity,
  quantityToLots,
  priceToTicks,
  ticksToPrice,
  valuePerLotTick,
} from './contract-config';
import { formatUsdt, rate, usdt } from './fixed';
import {
  bankruptcyPrice,
  breakevenPrice,
  feeOf,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  maxNotionalForLeverage,
  tierFor,
  unrealizedPnl,
} from './risk';
import { averagePrice, calculateLiquidationPrice, calculatePnl, targetPrice } from './calculator';
import { btcRef, majorTiers } from './testing/fixtures';

// BTC: 1 lot = 0.001 BTC, 1 tick = 0.1 USDT → one lot·tick is 0.0001 USDT = 10 000 money units.
const btc = contractConfigFromReference(btcRef);
const v = btc.valuePerLotTick;
const px = (usd: string): number => priceToTicks(btc, usd);
/** BTC quantity → lots. */
const lots = (n: number): number => n * 1000;

describe('maintenance amount (cum) of risk tiers', () => {
  it("matches Binance's worked example: 250 000 × (1% − 0.5%) + 50 = 1 300", () => {
    const tiers = buildTiers(majorTiers);
    expect(formatUsdt(tiers[1]?.cum ?? -1n)).toBe('50');
    expect(formatUsdt(tiers[2]?.cum ?? -1n)).toBe('1300');
  });

  it('gives a continuous maintenance margin at each bracket boundary', () => {
    const tiers = buildTiers(majorTiers);
    for (let i = 1; i < tiers.length; i++) {
      const t = tiers[i];
      const prev = tiers[i - 1];
      if (t === undefined || prev === undefined) continue;
      const lower = (t.floor * prev.mmr) / 100_000_000n - prev.cum;
      const upper = (t.floor * t.mmr) / 100_000_000n - t.cum;
      expect(upper).toBe(lower);
    }
  });

  it('maintenance margin = notional × MMR − cum, in the tier of the notional', () => {
    const tiers = buildTiers(majorTiers);
    // 300 000 USDT sits in the 1 % tier: 3 000 − 1 300 = 1 700.
    expect(formatUsdt(maintenanceMargin(tiers, usdt('300000')))).toBe('1700');
    expect(tierFor(tiers, usdt('50000')).maxLeverage).toBe(125);
    expect(tierFor(tiers, usdt('50000.01')).maxLeverage).toBe(100);
  });

  it('bounds leverage by the notional bracket', () => {
    const tiers = buildTiers(majorTiers);
    expect(formatUsdt(maxNotionalForLeverage(tiers, 125))).toBe('50000');
    expect(formatUsdt(maxNotionalForLeverage(tiers, 50))).toBe('3000000');
    expect(maxNotionalForLeverage(tiers, 126)).toBe(0n);
  });
});

describe('units', () => {
  it('converts contract decimals to integer units exactly', () => {
    expect(valuePerLotTick('0.001', '0.1')).toBe(10_000n);
    expect(valuePerLotTick('100000', '0.00000001')).toBe(100_000n);
    expect(px('97000.5')).toBe(970_005);
    expect(ticksToPrice(btc, 970_005)).toBe('97000.5');
    expect(() => px('97000.55')).toThrow();
    expect(quantityToLots(btc, '0.005')).toBe(5);
    expect(quantityToLots(btc, '2')).toBe(2_000);
    expect(() => quantityToLots(btc, '0.0005')).toThrow();
    expect(lotsToQuantity(btc, 1_250)).toBe('1.25');
  });

  it('rounds fees up in the exchange’s favour and rebates down', () => {
    expect(feeOf(3n, rate('0.5'))).toBe(2n);
    expect(feeOf(3n, rate('-0.5'))).toBe(-1n);
    // 1 BTC at 20 000 taker 0.05 % = 10 USDT.
    expect(formatUsdt(feeOf(usdt('20000'), btc.takerFeeRate))).toBe('10');
  });
});

describe('isolated liquidation and bankruptcy prices', () => {
  // The example: 1 BTC at 20 000, 50x, MMR 0.5 % (cum 0) → liquidation near 19 700.
  const flat = buildTiers([
    { maxNotional: '1000000', leverage: 100, maintenanceMarginRate: '0.005' },
  ]);
  const cost = BigInt(lots(1)) * BigInt(px('20000')) * v;
  const margin = initialMargin(cost, 50);
  const longLiquidation = (): ReturnType<typeof liquidationPrice> =>
    liquidationPrice({
      longLots: lots(1),
      longCost: cost,
      shortLots: 0,
      shortCost: 0n,
      margin,
      valuePerLotTick: v,
      tiers: flat,
    });

  it('margin = position value / leverage', () => {
    expect(formatUsdt(margin)).toBe('400');
  });

  it('long: (20 000 − 400) / (1 − 0.5 %) ≈ 19 698.5', () => {
    const r = longLiquidation();
    expect(r.kind).toBe('price');
    if (r.kind === 'price') {
      expect(ticksToPrice(btc, r.ticks)).toBe('19698.5');
      expect(Math.abs(r.ticks - px('19700'))).toBeLessThan(px('5'));
    }
  });

  it('short: (20 000 + 400) / (1 + 0.5 %) ≈ 20 298.5', () => {
    const r = liquidationPrice({
      longLots: 0,
      longCost: 0n,
      shortLots: lots(1),
      shortCost: cost,
      margin,
      valuePerLotTick: v,
      tiers: flat,
    });
    expect(r.kind === 'price' ? ticksToPrice(btc, r.ticks) : r.kind).toBe('20298.5');
  });

  it('bankruptcy price: long 19 600, short 20 400 (margin exhausted)', () => {
    const long = bankruptcyPrice(1, lots(1), cost, margin, v);
    const short = bankruptcyPrice(-1, lots(1), -cost, margin, v);
    expect(long !== null && Number(long.num / long.den)).toBe(px('19600'));
    expect(short !== null && Number(short.num / short.den)).toBe(px('20400'));
  });

  it('at the liquidation price equity equals maintenance margin', () => {
    const r = longLiquidation();
    if (r.kind !== 'price') throw new Error('expected a price');
    // Exact solution: margin + q·v·p − C = q·v·p·MMR  (p = num/den).
    const lhs =
      (margin - cost) * r.exact.den * 100_000_000n +
      BigInt(lots(1)) * v * r.exact.num * 100_000_000n;
    const rhs = BigInt(lots(1)) * v * r.exact.num * 500_000n;
    expect(lhs).toBe(rhs);
  });

  it('re-computes with the tier of the liquidation price, not of the entry', () => {
    // 10 BTC at 30 000 = 300 000 USDT (1 % tier, cum 1 300) with 20x.
    const c = BigInt(lots(10)) * BigInt(px('30000')) * v;
    const m = initialMargin(c, 20);
    const r = liquidationPrice({
      longLots: lots(10),
      longCost: c,
      shortLots: 0,
      shortCost: 0n,
      margin: m,
      valuePerLotTick: v,
      tiers: btc.tiers,
    });
    if (r.kind !== 'price') throw new Error('expected a price');
    // At ≈ 28 657 the notional is ≈ 286 566 (still the 1 % tier): (300 000 − 15 000 − 1 300) / (10 × 0.99).
    expect(ticksToPrice(btc, r.ticks)).toBe('28656.6');
  });

  it('cross hedge: both legs of one contract solve together', () => {
    const c = BigInt(lots(1)) * BigInt(px('20000')) * v;
    const r = liquidationPrice({
      longLots: lots(2),
      longCost: 2n * c,
      shortLots: lots(1),
      shortCost: c,
      margin: usdt('1000'),
      valuePerLotTick: v,
      tiers: btc.tiers,
    });
    // Net 1 BTC long backed by 1 000 USDT: roughly 20 000 − 1 000 less maintenance.
    expect(r.kind).toBe('price');
    if (r.kind === 'price') expect(r.ticks).toBeGreaterThan(px('19000'));
  });
});

describe('PnL, breakeven and the calculator', () => {
  it('unrealized PnL = size × (mark − entry)', () => {
    const cost = BigInt(lots(2)) * BigInt(px('20000')) * v;
    expect(formatUsdt(unrealizedPnl(lots(2), cost, px('20100'), v))).toBe('200');
    expect(formatUsdt(unrealizedPnl(-lots(2), -cost, px('20100'), v))).toBe('-200');
  });

  it('breakeven covers the closing taker fee and what was already paid', () => {
    const cost = BigInt(lots(1)) * BigInt(px('20000')) * v;
    const be = breakevenPrice(1, lots(1), cost, -usdt('10'), btc.takerFeeRate, v);
    if (be === null) throw new Error('expected a price');
    // (20 000 + 10) / (1 − 0.0005) = 20 020.01…
    expect(ticksToPrice(btc, Number(be.num / be.den))).toBe('20020.0');
  });

  it('calculator PnL and ROI', () => {
    const r = calculatePnl(btc, 1, px('20000'), px('21000'), lots(1), 10);
    expect(formatUsdt(r.initialMargin)).toBe('2000');
    expect(formatUsdt(r.pnl)).toBe('1000');
    expect(r.roi).toBe(rate('0.5'));
  });

  it('calculator target price for a 50 % ROI at 10x', () => {
    const t = targetPrice(1, px('20000'), rate('0.5'), 10);
    expect(t !== null && ticksToPrice(btc, Number(t.num / t.den))).toBe('21000.0');
  });

  it('calculator liquidation price and "insufficient margin"', () => {
    const ok = calculateLiquidationPrice(btc, 1, px('20000'), lots(1), usdt('400'));
    expect(ok.kind).toBe('price');
    expect(calculateLiquidationPrice(btc, 1, px('20000'), lots(1), usdt('50')).kind).toBe(
      'insufficientMargin',
    );
    expect(calculateLiquidationPrice(btc, 1, px('20000'), lots(1), usdt('30000')).kind).toBe(
      'none',
    );
  });

  it('average price of several fills', () => {
    expect(
      averagePrice([
        { price: 100, lots: 1 },
        { price: 200, lots: 3 },
      ]),
    ).toBe(175);
    expect(averagePrice([])).toBeNull();
  });
});
