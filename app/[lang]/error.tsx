'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect } from 'react';

// Loaded when an error shows, not on every page's first load (see localized-not-found.tsx).
const NotFoundView = lazy(() =>
  import('@/components/layout/not-found-view').then((module) => ({
    default: module.NotFoundView,
  })),
);

/** The spec shows the 404 page for any unhandled application error. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('NotFound');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <NotFoundView
        title={t('title')}
        description={t('description')}
        returnHome={t('returnHome')}
      />
    </Suspense>
  );
}
