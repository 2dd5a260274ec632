import { initialMargin, notionalOf, type ContractConfig, type PositionView } from '../../engine';
import { money } from '../../engine-runtime/units';
import { positionWire } from '../../engine-runtime/wire';

/**
 * The most margin an isolated position can give back now, by the engine's own rule
 * (`adjustMargin` in engine/account-commands.ts): its margin, less any unrealized loss, less the
 * initial margin of its size at the mark price and its leverage. Null for a cross position, whose
 * margin is not adjustable.
 */
export function maxRemovableMargin(config: ContractConfig, p: PositionView): bigint | null {
  if (!p.isolated || p.size === 0) return null;
  const im = initialMargin(
    notionalOf(Math.abs(p.size), p.markPrice, config.valuePerLotTick),
    p.leverage,
  );
  const removable = p.margin + (p.upnl < 0n ? p.upnl : 0n) - im;
  return removable > 0n ? removable : 0n;
}

/** A position as `future/position/list` and the position actions answer it. */
export function positionRow(config: ContractConfig, p: PositionView) {
  const removable = maxRemovableMargin(config, p);
  return {
    ...positionWire(config, p),
    maxRemovableMargin: removable === null ? null : money(removable),
  };
}
