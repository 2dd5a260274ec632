'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Cursor paging: the cursors of the pages seen so far, so "previous" goes back exactly. */
export function useCursorPages<C>() {
  const [stack, setStack] = useState<(C | null)[]>([null]);
  const cursor = stack[stack.length - 1] ?? null;
  return {
    cursor,
    page: stack.length,
    next: (nextCursor: C) => setStack((s) => [...s, nextCursor]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
  };
}

export function CursorPager({
  page,
  hasNext,
  onNext,
  onPrevious,
  label,
}: {
  page: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  label: string;
}) {
  const t = useTranslations('Referral.Pager');
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-1 py-2">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={onPrevious}>
        {t('previous')}
      </Button>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('page', { page })}
      </p>
      <Button size="sm" variant="secondary" disabled={!hasNext} onClick={onNext}>
        {t('next')}
      </Button>
    </nav>
  );
}
