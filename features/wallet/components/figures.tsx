'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Amount, PnL } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import type { Numeric } from '@/features/realtime';
import { useWalletPreferences } from '../stores/wallet-preferences';
import { MONEY_DECIMALS, USDT } from '../types';

/** What stands for an amount the user chose to hide; screen readers hear "Hidden". */
export function HiddenFigure() {
  const t = useTranslations('Wallet.Common');
  return (
    <span className="figure">
      <span aria-hidden="true">****</span>
      <span className="sr-only">{t('hidden')}</span>
    </span>
  );
}

interface FigureProps {
  value: Numeric | null | undefined;
  precision?: number;
  unit?: ReactNode;
  className?: string;
  /** Shown instead of the value while it loads. */
  loading?: boolean;
}

/** A wallet amount, or "****" when the user hides amounts. */
export function WalletAmount({
  value,
  precision = MONEY_DECIMALS,
  unit = USDT,
  className,
  loading = false,
}: FigureProps) {
  const { hideAmounts } = useWalletPreferences();
  if (loading) return <Skeleton className="h-4 w-20" />;
  if (hideAmounts) return <HiddenFigure />;
  return <Amount value={value ?? null} precision={precision} unit={unit} className={className} />;
}

/** A profit or loss (signed, coloured), or "****" when the user hides amounts. */
export function WalletPnl({
  value,
  precision = MONEY_DECIMALS,
  unit = USDT,
  className,
  loading = false,
}: FigureProps) {
  const { hideAmounts } = useWalletPreferences();
  if (loading) return <Skeleton className="h-4 w-20" />;
  if (hideAmounts) return <HiddenFigure />;
  return <PnL value={value ?? null} precision={precision} unit={unit} className={className} />;
}
