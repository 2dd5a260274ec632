import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * The boundary for a notFound() thrown while rendering (a guard behind the middleware, which
 * answers unknown paths with the full 404 page itself). Next serializes this boundary into every
 * page's payload, so it carries no header or footer: they cost each page 9 kB of HTML.
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main id="main">
      <title>{t('title')}</title>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </main>
  );
}
