'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A part of a page whose data could not be read: says so in place with a way to try again (the
 * rest of the page keeps working). `framed` draws it as a card where the data would have been.
 */
export function LoadFailed({
  message,
  onRetry,
  framed = false,
}: {
  message: string;
  onRetry: () => void;
  framed?: boolean;
}) {
  const t = useTranslations('UI');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 text-fg-muted',
        framed ? 'rounded-lg border border-line p-4' : 'text-sm',
      )}
    >
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
