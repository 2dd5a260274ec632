'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';

/**
 * A section whose data could not be read: says so in place, with a way to try again, and once in
 * a toast (one toast however many sections failed together).
 */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Account.Errors');
  const message = t('loadFailed');
  useEffect(() => {
    toast({ message, tone: 'error', id: 'account-load-failed' });
  }, [message]);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-error">
      <span>{t('loadFailed')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
