'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface HistoryFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The CSV export button. */
  children?: ReactNode;
}

/** Under a history: "Load more" while the server has older rows, and the export. */
export function HistoryFooter({ hasMore, loadingMore, onLoadMore, children }: HistoryFooterProps) {
  const t = useTranslations('Futures.BottomTabs');
  return (
    <div className="flex items-center justify-between gap-2 px-3 py-2">
      <div>
        {hasMore ? (
          <Button size="sm" variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {t('loadMore')}
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
