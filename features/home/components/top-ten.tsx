'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Percent, Price } from '@/components/ui/numbers';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Skeleton } from '@/components/ui/skeleton';
import { getOverviewQueryOptions } from '@/features/market';
import { useRealtime, useTopicSubscription, useTopTen } from '@/features/realtime';
import { contracts } from '@/lib/contract/reference-data';
import { Link } from '@/components/i18n/link';
import { Topic } from '@/lib/socket/protocol';
import { joinIndicators, topTen } from '../model/top-ten';

const NO_SYMBOLS: never[] = [];

/**
 * The ten contracts with the largest 24 h change, ranked from the overview the page prefetched for
 * the market listing; the socket's `home_page_top_ten24` pushes (ids) set the order and the
 * app-wide `indicator` stream moves the figures. The rows are drawn once the page is hydrated: the
 * section is below the fold, its links are the listing's, and its figures are in the page's data
 * already, so the HTML keeps only its heading and the rows' room (5 kB less on every home page).
 */
export function TopTen() {
  const t = useTranslations('HomeContent.topTen');
  useTopicSubscription(Topic.homePageTopTen24, NO_SYMBOLS);
  const { data: overview, isPending } = useQuery(getOverviewQueryOptions());
  const live = useRealtime((state) => state.indicators);
  const pushedIds = useTopTen();
  const rows = useMemo(
    () => topTen(joinIndicators(contracts, overview, live), pushedIds),
    [overview, live, pushedIds],
  );
  const loading = isPending && Object.keys(live).length === 0;
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="top-ten-title" className="min-w-0">
      <h2 id="top-ten-title" className="text-xl font-semibold text-fg">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('description')}</p>
      <div
        className="top-ten-grid mt-4 px-3 text-xs text-fg-muted"
        // The figures carry their own meaning in each row's link text; the header is visual.
        aria-hidden="true"
      >
        <span className="col-span-3">{t('columns.pair')}</span>
        <span className="text-end">{t('columns.lastPrice')}</span>
        <span className="text-end">{t('columns.change')}</span>
      </div>
      <ol
        className="top-ten-list mt-1 divide-y divide-line"
        data-testid="top-ten"
        aria-busy={!hydrated}
      >
        {(hydrated ? rows : []).map((row, index) => (
          <li key={row.contract.contractId} data-testid="top-ten-row" data-code={row.code}>
            <Link
              href={`/futures/${row.code}`}
              prefetch={false}
              // The rows' look is in top-ten.css, once for all ten.
              className="top-ten-grid top-ten-row"
            >
              <span>{index + 1}</span>
              {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icons need no optimisation */}
              <img
                src={row.contract.baseAssetIcon}
                alt=""
                width={20}
                height={20}
                loading="lazy"
                decoding="async"
              />
              <span className="top-ten-code">{row.code}</span>
              {loading && row.indicator === undefined ? (
                <>
                  <Skeleton className="ms-auto h-4 w-20" />
                  <Skeleton className="ms-auto h-4 w-14" />
                </>
              ) : (
                <>
                  <span data-testid="top-ten-price">
                    <Price
                      value={row.indicator?.lp}
                      precision={row.contract.priceScale}
                      className="text-fg"
                    />
                  </span>
                  <span data-testid="top-ten-change">
                    <Percent value={row.indicator?.pcr} signed />
                  </span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
