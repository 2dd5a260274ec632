'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { linkStyles } from '@/components/ui/button';
import { Percent, Price } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import { Link } from '@/components/i18n/link';
import { getContractDetailQueryOptions, type ContractDetail } from '../api/get-contract-detail';
import { percentDecimals } from '../model/contract-spec';
import { LoadFailed } from '@/components/ui/load-failed';

function Spec({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div
      className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-3"
      data-spec={name}
    >
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-end break-words text-fg">{children}</dd>
    </div>
  );
}

/** A figure exactly as the engine gave it (no decimals added or cut), in the locale's digits. */
function Exact({ value, unit }: { value: string; unit?: string }) {
  const locale = useLocale();
  return (
    <span className="tabular">
      {formatNumber(value, locale)}
      {unit ? <span className="text-fg-muted"> {unit}</span> : null}
    </span>
  );
}

/** A rate as a percentage with the places it needs to be exact (0.02 %, 0.005 %). */
function ExactPercent({ rate }: { rate: string }) {
  return <Percent value={rate} precision={percentDecimals(rate)} />;
}

function SpecItems({ spec }: { spec: ContractDetail }) {
  const t = useTranslations('ContractInfo');
  const locale = useLocale();
  const quantity = (value: string, lots: number) => (
    <>
      <Exact value={value} unit={spec.baseAsset} />{' '}
      <span className="text-fg-muted">({t('contracts', { count: lots })})</span>
    </>
  );
  const signedRate = (rate: string) =>
    formatPercent(rate, locale, {
      decimals: percentDecimals(rate),
      signed: true,
      typographicMinus: true,
    });
  const band = formatPercent(spec.priceBandRate, locale, {
    decimals: percentDecimals(spec.priceBandRate, 0),
  });

  return (
    <>
      <Spec name="settlementAsset" label={t('settlementAsset')}>
        {spec.marginAsset}
      </Spec>
      <Spec name="contractType" label={t('contractType')}>
        {t('perpetual')}
      </Spec>
      <Spec name="contractSize" label={t('contractSize')}>
        {t('contractSizeValue', {
          size: formatNumber(spec.contractSize, locale),
          asset: spec.baseAsset,
        })}
      </Spec>
      <Spec name="tickSize" label={t('tickSize')}>
        <Price value={spec.tickSize} precision={spec.priceScale} /> {spec.quoteAsset}
      </Spec>
      <Spec name="pricePrecision" label={t('pricePrecision')}>
        {t('decimals', { count: spec.priceScale })}
      </Spec>
      <Spec name="quantityStep" label={t('quantityStep')}>
        <Exact value={spec.contractSize} unit={spec.baseAsset} />
      </Spec>
      <Spec name="minOrderQuantity" label={t('minOrderQuantity')}>
        {quantity(spec.minOrderQuantity, spec.minOrderLots)}
      </Spec>
      <Spec name="minOrderValue" label={t('minOrderValue')}>
        <Exact value={spec.minOrderValue} unit={spec.quoteAsset} />
      </Spec>
      <Spec name="maxLimitOrderQuantity" label={t('maxLimitOrderQuantity')}>
        {quantity(spec.maxOrderQuantity, spec.maxOrderLots)}
      </Spec>
      <Spec name="maxMarketOrderQuantity" label={t('maxMarketOrderQuantity')}>
        {quantity(spec.maxMarketOrderQuantity, spec.maxMarketOrderLots)}
      </Spec>
      <Spec name="maxLeverage" label={t('maxLeverage')}>
        {t('leverageValue', { leverage: spec.maxLeverage })}
      </Spec>
      <Spec name="makerFee" label={t('makerFee')}>
        <ExactPercent rate={spec.makerFeeRate} />
      </Spec>
      <Spec name="takerFee" label={t('takerFee')}>
        <ExactPercent rate={spec.takerFeeRate} />
      </Spec>
      <Spec name="fundingInterval" label={t('fundingInterval')}>
        {t('everyHours', { count: spec.fundingIntervalHours })}
      </Spec>
      <Spec name="fundingRateCap" label={t('fundingRateCap')}>
        <span className="tabular">{signedRate(spec.fundingRateCap)}</span>
      </Spec>
      <Spec name="fundingRateFloor" label={t('fundingRateFloor')}>
        <span className="tabular">{signedRate(spec.fundingRateFloor)}</span>
      </Spec>
      <Spec name="fundingInterest" label={t('fundingInterest')}>
        <ExactPercent rate={spec.fundingInterestRate} />
      </Spec>
      <Spec name="priceBand" label={t('priceBand')}>
        {t('priceBandValue', { band })}
      </Spec>
      <Spec name="markPriceMethod" label={t('markPriceMethod')}>
        <span className="block max-w-md text-sm">{t('markPriceMethodValue')}</span>
      </Spec>
      <Spec name="insuranceFund" label={t('insuranceFund')}>
        <Link href="/futures/fund" className={linkStyles}>
          {t('insuranceFundLink')}
        </Link>
      </Spec>
    </>
  );
}

/**
 * The contract's specification, every figure the engine's own (`contract/detail`): what is
 * traded and settled, prices and quantities, order limits, leverage, fees, funding, mark price.
 * The first HTML has it (the page prefetches it).
 */
export function ContractSpecList({ code }: { code: string }) {
  const t = useTranslations('ContractInfo');
  const detail = useQuery(getContractDetailQueryOptions(code));

  if (detail.data) {
    return (
      <dl className="grid gap-x-10 lg:grid-cols-2" data-testid="contract-specs">
        <SpecItems spec={detail.data} />
      </dl>
    );
  }
  if (detail.isError) {
    return <LoadFailed framed message={t('loadFailed')} onRetry={() => void detail.refetch()} />;
  }
  return (
    <div className="grid gap-x-10 lg:grid-cols-2" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex justify-between border-b border-line py-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
