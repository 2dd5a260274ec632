'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy } from 'react';

// The view (and the link code it brings) loads only when a boundary shows: Next puts each
// boundary's client code in a chunk of its own on every page's first load, with its own copy of
// what it imports (next/link and the link helpers, 5 kB gzip for each of the two boundaries).
const NotFoundView = lazy(() =>
  import('./not-found-view').then((module) => ({ default: module.NotFoundView })),
);

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
      <Suspense fallback={null}>
        <NotFoundView
          title={t('title')}
          description={t('description')}
          returnHome={t('returnHome')}
        />
      </Suspense>
    </>
  );
}
