'use client';

import { useState, type FocusEvent } from 'react';
import type { MarketRow } from '../model/market-row';
import { inPreviousOrder } from '../model/tabs';

/**
 * Rows in their sorted order as the figures move, except while the pointer or the keyboard focus
 * is in the list: then the order on screen stays as it was, so a row never jumps from under the
 * pointer or the focus. A new sort, tab, search or set of rows (a new `orderKey` base) takes the
 * new order at once. Spread `holdHandlers` on the list's container.
 */
export function useHeldOrder(
  fresh: MarketRow[],
  orderKeyBase: string,
): {
  listed: MarketRow[];
  holdHandlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
} {
  const ids = fresh.map((row) => row.contract.contractId);
  const orderKey = `${orderKeyBase}|${[...ids].sort((a, b) => a - b).join(',')}`;
  const [held, setHeld] = useState<{ key: string; ids: number[] } | null>(null);
  // React's "state from the previous render" pattern: set during render, applied before paint.
  if (held && held.key !== orderKey) setHeld({ key: orderKey, ids });
  const listed = held && held.key === orderKey ? inPreviousOrder(fresh, held.ids) : fresh;
  const hold = () =>
    setHeld(
      (current) => current ?? { key: orderKey, ids: listed.map((row) => row.contract.contractId) },
    );
  const release = () => setHeld(null);
  return {
    listed,
    holdHandlers: {
      onPointerEnter: hold,
      onPointerLeave: release,
      onFocus: hold,
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release();
      },
    },
  };
}
