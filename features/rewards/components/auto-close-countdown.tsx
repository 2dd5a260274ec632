'use client';

import { useTranslations } from 'next-intl';
import { formatCountdown } from '@/lib/countdown';
import { useNow } from '../hooks/use-now';

/**
 * Time left until the bonus position is closed automatically (24 h after it opened, by the
 * engine's clock). Small enough to sit in a position row.
 */
export function AutoCloseCountdown({ autoCloseAt }: { autoCloseAt: number }) {
  const t = useTranslations('Rewards.Bonus');
  const now = useNow();
  const left = formatCountdown(autoCloseAt, now);
  return (
    <span className="tabular text-sm" data-testid="bonus-auto-close-countdown">
      <span className="text-fg-muted">{t('autoCloseIn')} </span>
      <time dateTime={new Date(autoCloseAt).toISOString()} className="font-medium text-fg">
        {left}
      </time>
    </span>
  );
}
