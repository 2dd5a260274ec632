'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { getFollowPositionsQueryOptions } from '../api/following';
import { signClass, useFigures } from '../hooks/use-format';

/**
 * The follow that runs now, in brief (the lead trader, the amount following them and its result),
 * or that there is none: for pages beside copy trading's own, such as the funding account page.
 */
export function CurrentFollowSummary() {
  const t = useTranslations('CopyTrading.Fund');
  const mine = useTranslations('CopyTrading.Mine');
  const figures = useFigures();
  const positions = useQuery(getFollowPositionsQueryOptions());
  useQueryErrorToast(positions.error);
  if (positions.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{mine('loading')}</span>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (!positions.data) {
    return <LoadFailed message={t('loadFailed')} onRetry={() => void positions.refetch()} />;
  }
  const follow = positions.data.follow;
  if (!follow) {
    return (
      <p className="text-sm text-fg-muted" data-testid="current-follow-summary">
        {t('none')}
      </p>
    );
  }
  return (
    <div
      className="space-y-2 rounded-md border border-line p-3"
      data-testid="current-follow-summary"
      data-status={follow.status}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-medium text-fg">
          {mine('following', { nickname: follow.nickname ?? `#${follow.leaderId}` })}
        </span>
        {follow.status === 'stopping' ? (
          <span className="text-sm text-warn">{mine('stopping')}</span>
        ) : null}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">{t('amount')}</dt>
          <dd className="tabular text-fg">{figures.usdt(follow.amount)} USDT</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">{mine('pnl')}</dt>
          <dd className={`tabular ${signClass(follow.pnl)}`}>
            {figures.signedUsdt(follow.pnl)} USDT
          </dd>
        </div>
      </dl>
    </div>
  );
}
