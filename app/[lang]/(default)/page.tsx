import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonStyles, linkStyles } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { contracts, contractCode, maxLeverage } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/', 'home');
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Home');

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-fg md:text-5xl">
            {t('headline')}
          </h1>
          <p className="max-w-2xl text-lg text-fg-muted">{t('subheadline')}</p>
          <p className="text-xl font-medium text-primary" data-testid="home-rewards">
            {t('rewards')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link href="/sign-up" className={buttonStyles({ size: 'lg' })}>
              {t('ctaSignUp')}
            </Link>
            <Link href="/futures" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              {t('ctaTrade')}
            </Link>
          </div>
        </div>
      </section>
      <section
        id="markets"
        className="mx-auto max-w-[1600px] px-4 py-12"
        aria-labelledby="markets-title"
      >
        <h2 id="markets-title" className="mb-6 text-2xl font-semibold text-fg">
          {t('marketsTitle')}
        </h2>
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="bg-bg-raised text-left text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-normal">
                  {t('pair')}
                </th>
                <th scope="col" className="px-4 py-3 font-normal">
                  {t('maxLeverage')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-normal">
                  <span className="sr-only">{t('trade')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => {
                const code = contractCode(contract.name);
                return (
                  <tr key={contract.contractId} className="border-t border-line hover:bg-bg-raised">
                    <td className="px-4 py-3">
                      <span className="flex items-center gap-3">
                        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG icons need no optimisation */}
                        <img
                          src={contract.baseAssetIcon}
                          alt=""
                          width={24}
                          height={24}
                          className="h-6 w-6"
                        />
                        <span className="font-medium text-fg">{code}</span>
                        <span className="text-xs text-fg-muted">{t('perpetual')}</span>
                        {contract.isNew ? (
                          <span className="rounded bg-warn/15 px-1.5 py-0.5 text-xs font-medium text-warn">
                            {t('newCoin')}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td className="px-4 py-3 tabular text-fg">
                      {t('leverageValue', { leverage: maxLeverage(contract) })}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Link href={`/futures/${code}`} className={linkStyles}>
                        {t('trade')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
