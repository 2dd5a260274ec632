'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { Percent } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { getContractDetailQueryOptions } from '../api/get-contract-detail';
import { columnPercentDecimals, formatValueRange, tierRows } from '../model/contract-spec';
import { LoadFailed } from '@/components/ui/load-failed';

const cell = 'px-3 py-3 whitespace-nowrap';
const head = 'px-3 py-2 align-bottom font-normal';

/**
 * The contract's risk limit tiers as the engine applies them: for each band of position value,
 * the highest leverage and the maintenance margin rate and amount. On a phone the table scrolls
 * inside its own box (a focusable region, so the keyboard can scroll it too).
 */
export function RiskTierTable({ code }: { code: string }) {
  const t = useTranslations('ContractInfo');
  const locale = useLocale();
  const captionId = useId();
  const detail = useQuery(getContractDetailQueryOptions(code));

  if (detail.isError && !detail.data) {
    return (
      <LoadFailed framed message={t('tiersLoadFailed')} onRetry={() => void detail.refetch()} />
    );
  }
  const rows = detail.data ? tierRows(detail.data.riskTiers) : [];
  const rateDecimals = columnPercentDecimals(rows.map((row) => row.maintenanceMarginRate));

  return (
    <div>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={cn('overflow-x-auto rounded-lg border border-line', focusRing)}
      >
        <table className="w-full text-sm" aria-busy={detail.data ? undefined : true}>
          <caption id={captionId} className="px-3 pt-3 pb-2 text-start text-sm font-medium text-fg">
            {t('tiersCaption', { symbol: code })}
          </caption>
          <thead className="bg-bg-raised text-xs text-fg-muted">
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t('tier')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('positionValue')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('tierMaxLeverage')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('maintenanceMarginRate')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('maintenanceAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.data
              ? rows.map((row) => (
                  <tr
                    key={row.tier}
                    className="border-t border-line text-fg"
                    data-testid="tier-row"
                  >
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      {row.tier}
                    </th>
                    <td className={`${cell} text-end tabular`}>
                      {formatValueRange(row.minNotional, row.maxNotional, locale)}
                    </td>
                    <td className={`${cell} text-end tabular`}>
                      {t('leverageValue', { leverage: row.maxLeverage })}
                    </td>
                    <td className={`${cell} text-end`}>
                      <Percent value={row.maintenanceMarginRate} precision={rateDecimals} />
                    </td>
                    <td className={`${cell} text-end tabular`}>
                      {formatNumber(row.maintenanceAmount, locale)}
                    </td>
                  </tr>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} className="border-t border-line">
                    {Array.from({ length: 5 }, (__, c) => (
                      <td key={c} className={cell}>
                        <Skeleton className="h-4 w-16" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-fg-muted">
        {t('tiersRangeNote')} {t('tiersFormula')}
      </p>
    </div>
  );
}
