'use client';

import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Amount, Percent } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { divide } from '@/lib/decimal';
import { Link } from '@/components/i18n/link';
import { getInsuranceFundQueryOptions } from '../api/get-insurance-fund';
import { sumBalances } from '../model/fund-total';
import { BALANCE_DECIMALS } from '../model/precision';

const cell = 'px-2 py-3 whitespace-nowrap sm:px-3';
const head = 'px-2 py-2 align-bottom font-normal sm:px-3';

/**
 * The insurance fund of every contract and all of them together (added in decimal.js). The first
 * HTML has the balances (the page prefetches them); they are read again every minute.
 */
export function InsuranceFundOverview() {
  const t = useTranslations('FundPage');
  const funds = useQueries({
    queries: contracts.map((contract) => getInsuranceFundQueryOptions(contract.contractId)),
  });
  // What is known is added up and the rest is named: a contract whose balance did not reach the
  // server render (or has none yet) must not keep the total out of the HTML.
  const total = sumBalances(funds.map((fund) => fund.data?.balance));
  const waiting = total.counted === 0 && funds.some((fund) => fund.isPending);
  // A share of a partial or non-positive total would mislead: shown only for the full one.
  const hasTotal = total.missing === 0 && !total.total.startsWith('-') && total.total !== '0';

  return (
    <div className="flex flex-col gap-4">
      <div
        className="rounded-lg border border-line bg-bg-raised p-4 sm:p-6"
        data-testid="fund-total"
      >
        <p className="text-sm text-fg-muted">{t('total')}</p>
        <p className="mt-1 text-2xl font-semibold text-fg sm:text-3xl">
          {waiting ? (
            <Skeleton className="h-8 w-48" />
          ) : (
            <Amount
              value={total.counted > 0 ? total.total : null}
              precision={BALANCE_DECIMALS}
              unit="USDT"
            />
          )}
        </p>
        {!waiting && total.missing > 0 ? (
          <p className="mt-2 text-xs text-fg-muted" data-testid="fund-total-note">
            {t('notIncluded', { count: total.missing })}
          </p>
        ) : null}
      </div>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table aria-label={t('tableLabel')} className="w-full text-sm">
          <thead className="bg-bg-raised text-xs text-fg-muted">
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t('contract')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('balance')}
              </th>
              <th scope="col" className={`${head} hidden text-end sm:table-cell`}>
                {t('share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract, index) => {
              const code = contractCode(contract.name);
              const fund = funds[index];
              const balance = fund?.data?.balance;
              return (
                <tr
                  key={contract.contractId}
                  className="border-t border-line"
                  data-testid="fund-row"
                  data-contract={code}
                >
                  <th scope="row" className={`${cell} text-start font-medium`}>
                    <Link
                      href={`/futures/${code}`}
                      className="inline-flex items-center gap-2 text-fg hover:text-primary"
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
                      <img
                        src={contract.baseAssetIcon}
                        alt=""
                        width={20}
                        height={20}
                        className="size-5"
                      />
                      {code}
                    </Link>
                  </th>
                  <td className={`${cell} text-end text-fg`}>
                    {fund?.isPending ? (
                      <Skeleton className="h-4 w-24" />
                    ) : (
                      <Amount value={balance} precision={BALANCE_DECIMALS} unit="USDT" />
                    )}
                  </td>
                  <td className={`${cell} hidden text-end text-fg-muted sm:table-cell`}>
                    <Percent
                      value={
                        hasTotal && balance !== undefined ? divide(balance, total.total) : null
                      }
                      precision={2}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
