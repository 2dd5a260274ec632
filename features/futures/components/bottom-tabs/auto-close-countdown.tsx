'use client';

import { useTranslations } from 'next-intl';
import { useServerNow } from '@/features/realtime';
import { formatCountdown } from '@/lib/countdown';
import { useDateTimeFormat } from './use-trading-labels';

/**
 * Time left until the engine closes a bonus position by itself (24 hours after it opened, by
 * the server's clock), as hh:mm:ss, counted on the server's time.
 */
export function AutoCloseCountdown({ autoCloseAt }: { autoCloseAt: number }) {
  const t = useTranslations('Futures.BottomTabs.autoClose');
  const formatTime = useDateTimeFormat();
  const now = useServerNow();
  return (
    <span
      className="tabular text-xs text-fg-muted"
      title={t('title', { time: formatTime(autoCloseAt) })}
      data-testid="position-auto-close"
    >
      {t('label')}{' '}
      <time dateTime={new Date(autoCloseAt).toISOString()} className="font-medium text-warn">
        {formatCountdown(autoCloseAt, now)}
      </time>
    </span>
  );
}
