import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

export default async function RootNotFound() {
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
