import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WalletGate } from '@/features/wallet';
import type { Locale } from '@/lib/i18n/locales';
import { translatedPageMetadata } from '../../_components/page-metadata';
import { OrdersCenter } from './_components/orders-center';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(
    lang,
    '/orders',
    async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Orders.Metadata' });
      return { title: t('title'), description: t('description') };
    },
    { noIndex: true },
  );
}

export default async function OrdersPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Orders');
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
        <p className="mt-2 text-sm text-fg-muted">{t('intro')}</p>
      </div>
      <ClientMessages bundle="orders">
        <WalletGate>
          <OrdersCenter />
        </WalletGate>
      </ClientMessages>
    </div>
  );
}
