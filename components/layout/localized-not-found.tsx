'use client';

import { useTranslations } from 'next-intl';
import { NotFoundView } from './not-found-view';

/**
 * The not-found boundary's content, translated in the browser from the common messages: Next
 * serializes the boundary into every page's data, and as a client component it is a 30-byte
 * reference there instead of its whole rendered tree (twice, one per layout level).
 */
export function LocalizedNotFound() {
  const t = useTranslations('NotFound');
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </>
  );
}
