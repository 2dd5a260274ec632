'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

/**
 * Children drawn once the page is hydrated; in the HTML, only an empty box of `className` keeping
 * their room. For a section below the fold whose content the page serves elsewhere in full (the
 * home page's app block is the download page): its markup stays out of the first HTML.
 */
export function AfterHydration({
  children,
  className,
}: {
  children: ReactNode;
  className: string;
}) {
  return useHydrated() ? children : <div aria-hidden="true" className={className} />;
}
