'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { NotFoundView } from '@/components/layout/not-found-view';

/** The spec shows the 404 page for any unhandled application error. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('NotFound');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <NotFoundView title={t('title')} description={t('description')} returnHome={t('returnHome')} />
  );
}
