'use client';

import { useEffect, useState } from 'react';
import { toDecimal } from '@/lib/decimal';

/** How long a moved price stays highlighted. */
export const PRICE_FLASH_MS = 600;

export type PriceFlash = 'up' | 'down' | null;

/**
 * `up` or `down` for a moment after the price changes, then null. The first price, and the
 * prefetched price being replaced by the same live one, do not flash.
 */
export function usePriceFlash(price: string | number | undefined): PriceFlash {
  const text = price === undefined ? undefined : String(price);
  const [seen, setSeen] = useState<{ price: string | undefined; flash: PriceFlash; move: number }>({
    price: text,
    flash: null,
    move: 0,
  });
  if (text !== seen.price) {
    // Information from the previous render (React's documented pattern): the price moved.
    const direction =
      text === undefined || seen.price === undefined
        ? 0
        : toDecimal(text).comparedTo(toDecimal(seen.price));
    setSeen({
      price: text,
      flash: direction > 0 ? 'up' : direction < 0 ? 'down' : null,
      move: seen.move + 1,
    });
  }

  const { flash, move } = seen;
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(
      () => setSeen((current) => (current.move === move ? { ...current, flash: null } : current)),
      PRICE_FLASH_MS,
    );
    return () => clearTimeout(timer);
  }, [flash, move]);

  return flash;
}
