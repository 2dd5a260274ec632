'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useIsLoggedIn } from '@/features/session';
import { getPrivateConfigsQueryOptions } from '../../api/get-private-configs';
import { useSavePreferences } from '../../api/save-preferences';
import type { QuantityUnit } from '../../model/order-ticket';
import { QUANTITY_UNITS } from '@/lib/contract/wire/orders';

export const QUANTITY_UNIT_STORAGE_KEY = 'futures.quantityUnit';
const listeners = new Set<() => void>();

function readLocalUnit(): QuantityUnit {
  try {
    const stored = window.localStorage.getItem(QUANTITY_UNIT_STORAGE_KEY);
    return QUANTITY_UNITS.find((unit) => unit === stored) ?? 'base';
  } catch {
    return 'base';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The quantity unit the user last chose: saved in preferences when logged in (so it follows them
 * to another device), in this browser otherwise.
 */
export function useQuantityUnit(): [QuantityUnit, (unit: QuantityUnit) => void] {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    ...getPrivateConfigsQueryOptions(),
    enabled: loggedIn,
    select: (configs) => configs.preferences.quantityUnit,
  });
  const local = useSyncExternalStore(subscribe, readLocalUnit, () => 'base' as const);
  const save = useSavePreferences();
  const { mutate } = save;
  const setUnit = useCallback(
    (unit: QuantityUnit) => {
      if (loggedIn) {
        mutate({ quantityUnit: unit });
        return;
      }
      try {
        window.localStorage.setItem(QUANTITY_UNIT_STORAGE_KEY, unit);
      } catch {
        // Private mode: the choice lasts until the page is left.
      }
      listeners.forEach((listener) => listener());
    },
    [loggedIn, mutate],
  );
  const unit = loggedIn ? (save.variables?.quantityUnit ?? data ?? local) : local;
  return [unit, setUnit];
}
