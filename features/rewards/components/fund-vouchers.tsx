'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { Link } from '@/components/i18n/link';
import { linkStyles } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { getGrantsQueryOptions } from '../api/get-grants';
import { getVouchersQueryOptions } from '../api/get-vouchers';
import { useDateTime, useUsdt } from '../hooks/use-format';
import { hasTrialFundSettlements, isBonusAccountBusy } from '../model/bonus-account';
import { AutoCloseCountdown } from './auto-close-countdown';
import { GrantsSummary } from './grants-summary';
import { LoadingBlock } from './section';
import { VoucherList } from './voucher-list';

/**
 * The grants (voucher) account's vouchers on the funding account page: what was granted, used
 * and expired, and each voucher with its state, to select and then use (its amount goes into the
 * bonus account). A failed read says so in a toast and offers to read again.
 */
export function GrantsVouchers() {
  const t = useTranslations('Rewards.Fund');
  const vouchers = useQuery(getVouchersQueryOptions());
  const grants = useQuery(getGrantsQueryOptions());
  useQueryErrorToast(vouchers.error ?? grants.error);
  if (vouchers.data && grants.data) {
    return (
      <div className="space-y-4" data-testid="grants-vouchers">
        <GrantsSummary grants={grants.data} />
        <VoucherList
          vouchers={vouchers.data}
          bonusBusy={isBonusAccountBusy(grants.data)}
          empty={
            <>
              {t('noVouchers')}{' '}
              <Link href="/rewards" className={linkStyles}>
                {t('earnVouchers')}
              </Link>
            </>
          }
        />
      </div>
    );
  }
  if (vouchers.isError || grants.isError) {
    return (
      <LoadFailed
        message={t('vouchersFailed')}
        onRetry={() => {
          if (vouchers.isError) void vouchers.refetch();
          if (grants.isError) void grants.refetch();
        }}
      />
    );
  }
  return <LoadingBlock label={t('loading')} rows={1} />;
}

/**
 * What the bonus account's voucher says beyond its balance: when the unused trial fund expires,
 * the open bonus position's countdown to its automatic close, and what the trial fund settled so
 * far. Nothing when there is nothing to say. The grants read is shared with `GrantsVouchers`,
 * which toasts its failure: here the failure is only noted.
 */
export function BonusVoucherTerms() {
  const t = useTranslations('Rewards.Bonus');
  const fund = useTranslations('Rewards.Fund');
  const usdt = useUsdt();
  const dateTime = useDateTime();
  const grants = useQuery(getGrantsQueryOptions());
  if (grants.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{fund('loading')}</span>
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  if (!grants.data) {
    return <LoadFailed message={fund('termsFailed')} onRetry={() => void grants.refetch()} />;
  }
  const bonus = grants.data.bonusAccount;
  const settled = hasTrialFundSettlements(grants.data);
  if (!bonus || (bonus.expiresAt === null && bonus.position === null && !settled)) return null;
  return (
    <div className="space-y-2 text-sm" data-testid="bonus-voucher-terms">
      {bonus.expiresAt !== null ? (
        <p className="text-fg">{t('expiresAt', { time: dateTime(bonus.expiresAt) })}</p>
      ) : null}
      {bonus.position ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-warn/60 p-3">
          <span className="text-fg">
            {t('positionOpen', { time: dateTime(bonus.position.openedAt) })}
          </span>
          <AutoCloseCountdown autoCloseAt={bonus.position.autoCloseAt} />
        </div>
      ) : null}
      {settled ? (
        <p className="text-fg-muted">
          {t('settled', {
            profit: usdt(grants.data.trialFund.profitMoved),
            loss: usdt(grants.data.trialFund.lossAbsorbed),
          })}
        </p>
      ) : null}
    </div>
  );
}
