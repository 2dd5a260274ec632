import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { isUiKitPageEnabled } from '@/lib/routes';
import { ClientMessages } from '@/components/i18n/client-messages';
import { UiKitShowcase } from './_components/ui-kit-showcase';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({
    locale: isLocale(lang) ? lang : defaultLocale,
    namespace: 'DevUi',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function UiKitPage({ params }: Props) {
  // The middleware already answers 404 for a closed page (lib/routes); this guards direct renders.
  // The environment is read at request time, not baked into a prerendered page.
  await connection();
  if (!isUiKitPageEnabled()) notFound();
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('DevUi');
  return (
    // Every namespace: the showcase renders components of every feature.
    <ClientMessages bundle="dev-ui">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-10 px-4 py-10">
        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-semibold text-fg">{t('title')}</h1>
          <p className="max-w-3xl text-fg-muted">{t('intro')}</p>
          <div
            role="group"
            aria-label={t('preferences')}
            className="flex flex-wrap items-center gap-4"
            data-testid="ui-kit-preferences"
          >
            <ThemeSwitcher />
            <LanguageSwitcher />
          </div>
        </header>
        <UiKitShowcase />
      </div>
    </ClientMessages>
  );
}
