'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useFavoriteIds, useToggleFavorite } from '../hooks/use-favorites';

interface Props {
  contractId: number;
  /** Contract code as the user reads it (`BTCUSDT`). */
  symbol: string;
  className?: string;
}

/**
 * The star that marks a contract as a favourite. A refused change is already reported by the http
 * client's error toast and rolled back by the mutation, so the button only has to stay usable.
 */
export function FavoriteToggle({ contractId, symbol, className }: Props) {
  const t = useTranslations('Futures.FavoriteToggle');
  const favorite = useFavoriteIds().has(contractId);
  const toggle = useToggleFavorite();
  const [busy, setBusy] = useState(false);

  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t('label', { symbol })}
      title={favorite ? t('remove') : t('add')}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        toggle(contractId)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      // The look and the star itself are in favorite-toggle.css (aria-pressed fills it).
      className={cn('favorite-toggle', className)}
    />
  );
}
