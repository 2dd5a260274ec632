import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AuthGate, RewardsCentre } from '@/features/rewards';
import type { Locale } from '@/lib/i18n/locales';
import { translatedPageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(
    lang,
    '/rewards',
    async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Rewards.Metadata' });
      return { title: t('title'), description: t('description') };
    },
    { noIndex: true },
  );
}

/** The rewards centre: new-user tasks, vouchers, the bonus and grants accounts. */
export default async function RewardsPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Rewards.Page');
  return (
    <ClientMessages bundle="rewards">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('intro')}</p>
        </div>
        <AuthGate prompt={t('logInPrompt')}>
          <RewardsCentre />
        </AuthGate>
      </div>
    </ClientMessages>
  );
}
