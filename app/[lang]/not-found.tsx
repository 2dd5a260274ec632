import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteChrome } from './_components/site-chrome';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <SiteChrome layout="default" notFound>
      <title>{t('title')}</title>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </SiteChrome>
  );
}
