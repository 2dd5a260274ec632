import type { Numeric } from '@/features/realtime';
import type { Decimal } from '@/lib/decimal';
import { positiveOrNull } from './contract-terms';

/** The best price of one side of the book (lowest ask, highest bid), whatever order levels come in. */
export function bestPriceOf(
  levels: readonly (readonly [Numeric, Numeric])[] | undefined,
  side: 'ask' | 'bid',
): string | undefined {
  let best: Decimal | null = null;
  for (const [price] of levels ?? []) {
    const value = positiveOrNull(price);
    if (value !== null && (best === null || (side === 'ask' ? value.lt(best) : value.gt(best))))
      best = value;
  }
  return best?.toString();
}
