import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Locale, namespace: 'Metadata' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

/**
 * The middleware rewrites every path that fails route validation here with status 404, so the
 * page is rendered on the server (Next only streams notFound() bodies of dynamic routes to the client).
 */
export default async function PageNotFound({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('NotFound');
  return (
    <>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </>
  );
}
