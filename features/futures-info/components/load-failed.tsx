'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** A failed load says so and offers another try (the page still shows everything else). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('ContractInfo');
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-4"
      role="alert"
    >
      <p className="text-fg-muted">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
