'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers ("Deposit history pages"). */
  label: string;
}

/** Previous / page n of N / next under a paged list; nothing when everything fits one page. */
export function Pager({ page, size, total, onPageChange, label }: PagerProps) {
  const t = useTranslations('Wallet.Common');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-1 py-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('previousPage')}
      </Button>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('pageOf', { page, pages })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('nextPage')}
      </Button>
    </nav>
  );
}
