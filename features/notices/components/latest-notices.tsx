'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { getLatestNoticesQueryOptions } from '@/features/market';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { LatestNoticeItems, LatestNoticesFrame } from './latest-notice-items';
import { NoticesUnavailable } from './notices-unavailable';

/**
 * The home page's latest notices (pinned first, then newest), loaded in the browser: what the
 * page shows when the server could not get them for its HTML (LatestNoticesSection).
 */
export function LatestNotices() {
  const locale = useLocale();
  const {
    data: notices,
    isPending,
    isError,
    refetch,
  } = useQuery(getLatestNoticesQueryOptions({ size: HOME_NOTICES_SIZE, lang: locale }));

  return (
    <LatestNoticesFrame>
      {isPending ? (
        <ul className="mt-4 divide-y divide-line" aria-hidden="true">
          {Array.from({ length: HOME_NOTICES_SIZE }, (_, i) => (
            <li key={i} className="space-y-2 py-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-40" />
            </li>
          ))}
        </ul>
      ) : isError && !notices ? (
        <NoticesUnavailable onRetry={() => void refetch()} />
      ) : (
        <LatestNoticeItems notices={notices ?? []} />
      )}
    </LatestNoticesFrame>
  );
}
