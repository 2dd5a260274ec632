'use client';

import { useTranslations } from 'next-intl';
import { useServerNow } from '@/features/realtime';
import { formatCountdown } from '@/lib/countdown';

/**
 * Time left until the bonus position is closed automatically (24 h after it opened, by the
 * engine's clock), counted on the server's time as the positions table does, so a machine whose
 * clock is off shows the same time left. Small enough to sit in a position row.
 */
export function AutoCloseCountdown({ autoCloseAt }: { autoCloseAt: number }) {
  const t = useTranslations('Rewards.Bonus');
  const now = useServerNow();
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
