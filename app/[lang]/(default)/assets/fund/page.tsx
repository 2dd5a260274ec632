import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WalletGate } from '@/features/wallet';
import type { Locale } from '@/lib/i18n/locales';
import { translatedPageMetadata } from '../../../_components/page-metadata';
import { FundAccountsView } from './_components/fund-accounts-view';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(
    lang,
    '/assets/fund',
    async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Wallet.Metadata' });
      return { title: t('fundTitle'), description: t('fundDescription') };
    },
    { noIndex: true },
  );
}

/** The funding account (header menu "fund"): the bonus, grants and follow accounts. */
export default async function FundAccountsPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Wallet.Fund');
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('intro')}</p>
      </div>
      <ClientMessages bundle="wallet-fund">
        <WalletGate>
          <FundAccountsView />
        </WalletGate>
      </ClientMessages>
    </>
  );
}
