import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contracts, contractCode } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/futures/fund', 'fund');
}

export default async function FundPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('FundPage');
  return (
    <>
      <div className="mx-auto max-w-[1200px] px-4 py-10">
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {contracts.map((contract) => (
            <li
              key={contract.contractId}
              className="rounded-lg border border-line bg-bg-raised p-4"
            >
              <Link
                href={`/futures/${contractCode(contract.name)}`}
                className="flex items-center gap-2 font-medium text-fg"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icon */}
                <img
                  src={contract.baseAssetIcon}
                  alt=""
                  width={20}
                  height={20}
                  className="h-5 w-5"
                />
                {contractCode(contract.name)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
