'use client';
import type { ComponentProps } from 'react';
import { Link as LocaleLink } from '@/lib/i18n/navigation';
import { useIntentPrefetch } from './intent-prefetch';

/**
 * The site's link for client components: a path inside the site ('/futures') in the page's
 * language (next-intl), prefetched on intent, not on sight (see useIntentPrefetch).
 */
export function Link(props: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink {...props} {...useIntentPrefetch(props)} />;
}
