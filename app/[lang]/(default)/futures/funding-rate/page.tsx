import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contracts, contractCode } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/futures/funding-rate', 'fundingRate');
}

export default async function FundingRatePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('FundingRatePage');
  const tTerms = await getTranslations('Futures.Terms');
  return (
    <>
      <div className="mx-auto max-w-[1200px] px-4 py-10">
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
        <div className="mt-8 overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-[420px] text-sm">
            <thead className="bg-bg-raised text-left text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-normal">
                  {t('contract')}
                </th>
                <th scope="col" className="px-4 py-3 font-normal">
                  {t('interval')}
                </th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.contractId} className="border-t border-line">
                  <td className="px-4 py-3 font-medium text-fg">{contractCode(contract.name)}</td>
                  <td className="px-4 py-3 tabular text-fg">
                    {tTerms('hours', { count: contract.fundingIntervalHours })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
