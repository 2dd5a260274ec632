import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageShell } from './_components/page-shell';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <PageShell route="notFound">
      <title>{t('title')}</title>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </PageShell>
  );
}
