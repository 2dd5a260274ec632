'use client';

import { useLocale } from 'next-intl';
import type { Numeric } from '@/features/market';
import { formatCompact } from '../model/compact-number';

/** 24 h turnover in the quote asset, shortened the page language's way (1.23M, 1.23억). */
export function Turnover({ value }: { value: Numeric | undefined }) {
  const locale = useLocale();
  return <span className="figure">{formatCompact(value, locale)}</span>;
}
