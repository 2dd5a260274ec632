import {
  averagePriceOf,
  liquidationOf,
  pnlOf,
  targetPriceOf,
} from '@/features/futures/model/calculator';
import { contracts } from '@/lib/contract/reference-data';
import { Decimal } from '@/lib/decimal';
import { formatUsdt, rate, usdt } from '../../server/engine/fixed';
import {
  averagePrice,
  calculateLiquidationPrice,
  calculatePnl,
  targetPrice,
} from '../../server/engine/calculator';
import {
  contractConfigFromReference,
  priceToTicks,
  quantityToLots,
  ticksToPrice,
} from '../../server/engine/contract-config';

/**
 * The calculator dialog (decimal strings through features/futures/model) against the engine's own
 * config and calculator: the same answers for every reference contract and a spread of inputs.
 */
const cases = [
  { side: 'long', entry: '1', exit: '1.2', qty: '3', lev: 5, roi: '0.35', margin: '0.9' },
  { side: 'short', entry: '1', exit: '0.95', qty: '10', lev: 20, roi: '-0.4', margin: '2' },
  { side: 'long', entry: '2', exit: '1.5', qty: '50', lev: 1, roi: '2', margin: '40' },
] as const;

describe('the calculator dialog and the engine agree', () => {
  for (const reference of contracts) {
    const config = contractConfigFromReference(reference);
    // Prices scaled to the contract so they sit on its tick grid and in its first risk tier.
    const scale = new Decimal(reference.seedPrice);
    const onGrid = (fraction: string) =>
      ticksToPrice(
        config,
        scale.times(fraction).dividedBy(reference.tickSize).toDecimalPlaces(0).toNumber(),
      );
    const quantity = (lots: string) =>
      new Decimal(lots)
        .times(reference.contractSize)
        .times(Math.max(1, reference.minOrderLots))
        .toFixed();

    it.each(cases)(`${reference.name}: %o`, (c) => {
      const side = c.side === 'long' ? 1 : -1;
      const entry = onGrid(c.entry);
      const exit = onGrid(c.exit);
      const qty = quantity(c.qty);
      const lots = quantityToLots(config, qty);
      const margin = scale.times(c.margin).times(qty).toDecimalPlaces(8).toFixed();

      const engine = calculatePnl(
        config,
        side,
        priceToTicks(config, entry),
        priceToTicks(config, exit),
        lots,
        c.lev,
      );
      const dialog = pnlOf(reference, {
        side: c.side,
        entryPrice: entry,
        exitPrice: exit,
        quantity: qty,
        leverage: c.lev,
      });
      expect(dialog?.pnl.toString()).toBe(formatUsdt(engine.pnl));
      expect(dialog?.initialMargin.toString()).toBe(formatUsdt(engine.initialMargin));

      const target = targetPrice(side, priceToTicks(config, entry), rate(c.roi), c.lev);
      const dialogTarget = targetPriceOf(reference, {
        side: c.side,
        entryPrice: entry,
        targetRoi: c.roi,
        leverage: c.lev,
      });
      expect(dialogTarget === null).toBe(target === null);
      if (target && dialogTarget) {
        const ticks = Number((2n * target.num + target.den) / (2n * target.den));
        expect(dialogTarget.toString()).toBe(new Decimal(ticksToPrice(config, ticks)).toString());
      }

      const liquidation = calculateLiquidationPrice(
        config,
        side,
        priceToTicks(config, entry),
        lots,
        usdt(margin),
      );
      const dialogLiquidation = liquidationOf(reference, {
        side: c.side,
        entryPrice: entry,
        quantity: qty,
        margin,
      });
      expect(dialogLiquidation?.kind).toBe(liquidation.kind);
      if (liquidation.kind === 'price' && dialogLiquidation?.kind === 'price') {
        expect(dialogLiquidation.price.toString()).toBe(
          new Decimal(ticksToPrice(config, liquidation.ticks)).toString(),
        );
      }

      const average = averagePrice([
        { price: priceToTicks(config, entry), lots },
        { price: priceToTicks(config, exit), lots: lots * 2 },
      ]);
      const dialogAverage = averagePriceOf(reference, [
        { price: entry, quantity: qty },
        { price: exit, quantity: new Decimal(qty).times(2).toFixed() },
      ]);
      expect(dialogAverage?.toString()).toBe(
        average === null ? undefined : new Decimal(ticksToPrice(config, average)).toString(),
      );
    });
  }
});
