'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The server did not answer: say so and offer another try (no invented "no notices"). */
export function NoticesUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Notices');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-fg-muted" role="status">
      <p>{t('unavailable')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
