'use client';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useIntentPrefetch } from './intent-prefetch';

/** next/link that prefetches on intent, not on sight (see useIntentPrefetch). */
export function IntentLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} {...useIntentPrefetch(props)} />;
}
