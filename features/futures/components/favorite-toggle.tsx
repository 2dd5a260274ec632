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
      className={cn(
        'inline-flex h-6 w-6 items-center justify-center rounded text-fg-muted hover:text-warn focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60',
        favorite && 'text-warn',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
