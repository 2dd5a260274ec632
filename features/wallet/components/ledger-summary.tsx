'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { ledgerSummaryOf } from '../model/ledger';
import { WalletPnl } from './figures';

export interface LedgerSummaryProps {
  /** Each kind's signed sum over the filter, as asset/ledger answers it. */
  totals: Readonly<Record<string, string>> | undefined;
  loading: boolean;
  className?: string;
}

/**
 * What trading did over the ledger's filter, Binance-style: realized PnL before fees, the fees
 * (a cost: negative, in the loss colour), funding, and realized PnL after fees and funding, which
 * is what the wallet gained or lost by it.
 */
export function LedgerSummary({ totals, loading, className }: LedgerSummaryProps) {
  const t = useTranslations('Wallet.Ledger');
  const summary = ledgerSummaryOf(totals ?? {});
  const figures = [
    { key: 'realizedBeforeFees', value: summary.realizedPnl },
    { key: 'fees', value: summary.fees },
    { key: 'funding', value: summary.funding },
    { key: 'realizedAfterFees', value: summary.afterFeesAndFunding },
  ] as const;
  return (
    <dl
      aria-label={t('summary')}
      className={cn('grid grid-cols-2 gap-3 text-sm sm:grid-cols-4', className)}
    >
      {figures.map(({ key, value }) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs text-fg-muted">{t(key)}</dt>
          <dd className={cn('mt-1', key === 'realizedAfterFees' && 'font-medium')}>
            <WalletPnl value={value.toFixed()} loading={loading} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
