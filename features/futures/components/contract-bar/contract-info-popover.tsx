'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { maxLeverage, type ContractReference } from '@/lib/contract/reference-data';
import { multiply } from '@/lib/decimal';
import { formatNumber, formatPercent } from '@/lib/format';
import { ContractInfoTrigger } from './contract-info';

/** The contract's terms: perpetual, maximum leverage, order minimums, tick size and risk tiers. */
export function ContractInfoPopover({
  contract,
  defaultOpen = false,
}: {
  contract: ContractReference;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('Futures.ContractBar');
  const terms = useTranslations('Futures.Terms');
  const locale = useLocale();
  const minQuantity = formatNumber(multiply(contract.contractSize, contract.minOrderLots), locale, {
    trimZeros: true,
  });
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <ContractInfoTrigger />
      </PopoverTrigger>
      <PopoverContent className="w-80 text-sm">
        <h2 className="mb-2 font-semibold text-fg">{t('contractInfo')}</h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          <dt className="text-fg-muted">{t('type')}</dt>
          <dd className="text-fg">{t('perpetual')}</dd>
          <dt className="text-fg-muted">{terms('maxLeverage')}</dt>
          <dd className="tabular-nums text-fg">{maxLeverage(contract)}x</dd>
          <dt className="text-fg-muted">{terms('minOrderQuantity')}</dt>
          <dd className="tabular-nums text-fg">
            {minQuantity} {contract.baseAsset}
          </dd>
          <dt className="text-fg-muted">{terms('minOrderValue')}</dt>
          <dd className="tabular-nums text-fg">
            {contract.minOrderValue} {contract.quoteAsset}
          </dd>
          <dt className="text-fg-muted">{t('tickSize')}</dt>
          <dd className="tabular-nums text-fg">{contract.tickSize}</dd>
          <dt className="text-fg-muted">{terms('fundingInterval')}</dt>
          <dd className="tabular-nums text-fg">
            {terms('hours', { count: contract.fundingIntervalHours })}
          </dd>
        </dl>
        <table className="mt-3 w-full text-xs">
          <caption className="mb-1 text-left font-medium text-fg">{t('riskTiers')}</caption>
          <thead>
            <tr className="text-fg-muted">
              <th scope="col" className="py-1 text-left font-normal">
                {t('tierMaxPosition', { asset: contract.quoteAsset })}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {terms('maxLeverage')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('tierMaintenanceRate')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {[...contract.riskLimits]
              .sort((a, b) => b.leverage - a.leverage)
              .map((tier) => (
                <tr key={tier.maxNotional} className="border-t border-line">
                  <td className="py-1">
                    {formatNumber(tier.maxNotional, locale, { trimZeros: true })}
                  </td>
                  <td className="py-1 text-right">{tier.leverage}x</td>
                  <td className="py-1 text-right">
                    {formatPercent(tier.maintenanceMarginRate, locale, { decimals: 2 })}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </PopoverContent>
    </Popover>
  );
}
