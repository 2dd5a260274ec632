'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { linkStyles } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Percent } from '@/components/ui/numbers';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { useIsLoggedIn } from '@/features/session';
import { Link } from '@/components/i18n/link';
import { getFeeRatesQueryOptions, type FeeRate } from '../api/get-fee-rates';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';

/** Fee rates are shown to the hundredth of a basis point: 0.0002 → 0.0200 %. */
const RATE_DECIMALS = 4;

/** The user's fee tier: the server has one schedule, so every account is on "Standard". */
export function FeeTier() {
  const t = useTranslations('Fees');
  const hydrated = useHydrated();
  const isLoggedIn = useIsLoggedIn();
  return (
    <section
      aria-labelledby="fee-tier"
      className="space-y-2 rounded-lg border border-line bg-bg-raised p-4 sm:p-6"
    >
      <h2 id="fee-tier" className="text-sm text-fg-muted">
        {t('tierHeading')}
      </h2>
      {hydrated && isLoggedIn ? (
        <p className="text-2xl font-semibold text-fg" data-testid="fee-tier">
          {t('standard')}
        </p>
      ) : (
        <p className="text-sm text-fg-muted">
          {t('tierVisitor')}{' '}
          <Link href="/log-in" className={linkStyles}>
            {t('logIn')}
          </Link>
        </p>
      )}
      <p className="text-sm text-fg-muted">{t('oneSchedule')}</p>
    </section>
  );
}

/** Maker and taker fee of every contract (configs/public). */
export function FeeSchedule() {
  const t = useTranslations('Fees');
  const rates = useQuery(getFeeRatesQueryOptions());
  useQueryErrorToast(rates.error);
  const columns = useMemo<DataTableColumn<FeeRate>[]>(
    () => [
      {
        id: 'contract',
        header: t('columns.contract'),
        cell: (rate) => (
          <Link href={`/futures/info/${rate.code}`} className={linkStyles}>
            {rate.code}
          </Link>
        ),
        sortValue: (rate) => rate.code,
      },
      {
        id: 'maker',
        header: t('columns.maker'),
        align: 'end',
        cell: (rate) => <Percent value={rate.makerFeeRate} precision={RATE_DECIMALS} />,
        sortValue: (rate) => rate.makerFeeRate,
      },
      {
        id: 'taker',
        header: t('columns.taker'),
        align: 'end',
        cell: (rate) => <Percent value={rate.takerFeeRate} precision={RATE_DECIMALS} />,
        sortValue: (rate) => rate.takerFeeRate,
      },
    ],
    [t],
  );
  return (
    <section aria-labelledby="fee-schedule" className="space-y-3">
      <h2 id="fee-schedule" className="text-lg font-semibold text-fg">
        {t('scheduleHeading')}
      </h2>
      <DataTable
        aria-label={t('scheduleHeading')}
        columns={columns}
        rows={rates.data ?? []}
        getRowId={(rate) => String(rate.contractId)}
        loading={rates.isPending}
        loadingRows={6}
        empty={t('empty')}
      />
      <p className="text-xs text-fg-muted">{t('note')}</p>
    </section>
  );
}
