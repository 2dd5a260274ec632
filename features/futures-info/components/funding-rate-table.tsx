'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { contractCode, contracts, type ContractReference } from '@/lib/contract/reference-data';
import { Link } from '@/components/i18n/link';
import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { getLastFundingRateQueryOptions } from '../api/get-funding-rate-history';
import { useClock } from '@/components/hooks/use-clock';
import { useSettlementRefresh } from '../hooks/use-settlement-refresh';
import { formatCountdown } from '@/lib/countdown';
import { dailyFundingRate } from '../model/daily-rate';
import { RATE_DECIMALS } from '../model/precision';

// Phones keep the contract, the predicted rate and the countdown; wider screens add the rest.
const cell = 'px-2 py-3 whitespace-nowrap sm:px-3';
// Headings may wrap: on a phone "Next settlement in" must not widen the figures' column.
const head = 'px-2 py-2 align-bottom font-normal sm:px-3';
const fromSm = 'hidden sm:table-cell';
const fromMd = 'hidden md:table-cell';
const fromLg = 'hidden lg:table-cell';

/** "i" in a circle: the way from a contract's funding to its specifications. */
function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
      <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7.25v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="8" cy="5" r="0.9" fill="currentColor" />
    </svg>
  );
}

function Pending() {
  return <Skeleton className="h-4 w-16" />;
}

function FundingRateRow({ contract }: { contract: ContractReference }) {
  const t = useTranslations('FundingRatePage');
  const tTerms = useTranslations('Futures.Terms');
  const tInfo = useTranslations('ContractInfo');
  const code = contractCode(contract.name);
  const current = useQuery(getCurrentFundingRateQueryOptions(contract.contractId));
  const last = useQuery(getLastFundingRateQueryOptions(contract.contractId));
  const now = useClock();
  useSettlementRefresh(contract.contractId, current.data, current.dataUpdatedAt, now);

  const data = current.data;
  // A settled rate, null before the first settlement, undefined while it loads.
  const lastRate = last.data ? (last.data.list[0]?.fundingRate ?? null) : undefined;

  return (
    <tr className="border-t border-line" data-testid="funding-row" data-contract={code}>
      <th scope="row" className={`${cell} text-start font-medium`}>
        <span className="inline-flex items-center gap-1.5">
          <Link
            href={`/futures/${code}`}
            className="inline-flex items-center gap-2 text-fg hover:text-primary"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
            <img src={contract.baseAssetIcon} alt="" width={20} height={20} className="size-5" />
            {code}
          </Link>
          <Link
            href={`/futures/info/${code}`}
            aria-label={tInfo('specsLink', { code })}
            title={tInfo('specsLink', { code })}
            className="inline-flex size-6 items-center justify-center rounded-sm text-fg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            data-testid="contract-specs-link"
          >
            <InfoIcon />
          </Link>
        </span>
      </th>
      <td className={`${cell} ${fromMd} text-end`}>
        {lastRate === undefined && !last.isError ? (
          <Pending />
        ) : (
          <Percent value={lastRate} precision={RATE_DECIMALS} signed />
        )}
      </td>
      <td className={`${cell} text-end`} data-testid="predicted-rate">
        {data || current.isError ? (
          <Percent value={data?.fundingRate} precision={RATE_DECIMALS} signed />
        ) : (
          <Pending />
        )}
      </td>
      <td className={`${cell} ${fromMd} text-end`} data-testid="daily-rate">
        {data || current.isError ? (
          <Percent
            value={dailyFundingRate(
              data?.fundingRate,
              data?.intervalHours ?? contract.fundingIntervalHours,
            )}
            precision={RATE_DECIMALS}
            signed
          />
        ) : (
          <Pending />
        )}
      </td>
      <td className={`${cell} text-end`}>
        {data ? (
          <time
            dateTime={new Date(data.nextFundingTime).toISOString()}
            className="tabular text-fg"
            data-testid="funding-countdown"
          >
            {now === null ? '--:--:--' : formatCountdown(data.nextFundingTime, now)}
          </time>
        ) : current.isError ? (
          <span className="text-fg-muted">--</span>
        ) : (
          <Pending />
        )}
      </td>
      <td className={`${cell} ${fromSm} text-end tabular text-fg`}>
        {tTerms('hours', { count: data?.intervalHours ?? contract.fundingIntervalHours })}
      </td>
      <td className={`${cell} ${fromSm} text-end`}>
        {data || current.isError ? (
          <Price value={data?.markPrice} precision={contract.priceScale} className="text-fg" />
        ) : (
          <Pending />
        )}
      </td>
      <td className={`${cell} ${fromLg} text-end text-fg-muted`}>
        <span className="sr-only">{t('rateCapRange')} </span>
        <span aria-hidden="true">±</span>
        <Percent value={contract.fundingRateCap} precision={2} />
      </td>
    </tr>
  );
}

/**
 * Every contract's funding: the last settled rate, the running interval's predicted rate and what
 * it comes to over a day (the intervals differ: 4 or 8 hours), a live
 * countdown to the settlement, the interval, the mark price and the rate cap. The first HTML has
 * the figures (the page prefetches them); each row then keeps itself fresh.
 */
export function FundingRateTable() {
  const t = useTranslations('FundingRatePage');
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table aria-label={t('tableLabel')} className="w-full text-sm">
          <thead className="bg-bg-raised text-xs text-fg-muted">
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t('contract')}
              </th>
              <th scope="col" className={`${head} ${fromMd} text-end`}>
                {t('lastRate')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('predictedRate')}
              </th>
              <th scope="col" className={`${head} ${fromMd} text-end`}>
                {t('dailyRate')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('countdown')}
              </th>
              <th scope="col" className={`${head} ${fromSm} text-end`}>
                {t('interval')}
              </th>
              <th scope="col" className={`${head} ${fromSm} text-end`}>
                {t('markPrice')}
              </th>
              <th scope="col" className={`${head} ${fromLg} text-end`}>
                {t('rateCap')}
              </th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => (
              <FundingRateRow key={contract.contractId} contract={contract} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t('predictedRateNote')}</p>
      <p className="mt-1 text-xs text-fg-muted">{t('dailyRateNote')}</p>
    </div>
  );
}
