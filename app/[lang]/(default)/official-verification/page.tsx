import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerificationForm } from '@/features/official-verification/components/verification-form';
import type { Locale } from '@/lib/i18n/locales';
import { officialChannels } from '@/lib/site';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/official-verification', 'officialVerification');
}

export default async function OfficialVerificationPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('OfficialVerification');
  return (
    <>
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 text-fg-muted">{t('intro')}</p>
        <div className="mt-8">
          <VerificationForm />
        </div>
        <section className="mt-10" aria-labelledby="official-channels">
          <h2 id="official-channels" className="text-lg font-medium text-fg">
            {t('channelsTitle')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm text-fg-muted">
            {[...officialChannels.domains, ...officialChannels.emails].map((channel) => (
              <li key={channel} className="rounded border border-line px-2 py-1">
                {channel}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
