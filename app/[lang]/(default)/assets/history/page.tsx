import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WalletGate, WalletHistoryTabs } from '@/features/wallet';
import type { Locale } from '@/lib/i18n/locales';
import { translatedPageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(
    lang,
    '/assets/history',
    async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Wallet.Metadata' });
      return { title: t('historyTitle'), description: t('historyDescription') };
    },
    { noIndex: true },
  );
}

export default async function AssetHistoryPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Wallet.History');
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
      <WalletGate>
        <WalletHistoryTabs />
      </WalletGate>
    </>
  );
}
