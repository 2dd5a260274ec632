// No 'use client': works on both sides. Rendered by a server component, the page's data carries
// the link with the finished href and nothing else (next-intl's Link also ships its locale-cookie
// settings and empty props, about 80 bytes a link, and the footer alone has 14 links).
import type NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/lib/i18n/localized-href';
import { IntentLink } from './intent-link';

type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path inside the site without the language ('/futures'); the page's language is added. */
  href: string;
};

/** A link to a page of the site in the current page's language, prefetched on intent. */
export function LocalizedLink({ href, ...props }: LocalizedLinkProps) {
  const locale = useLocale();
  return <IntentLink href={localizedHref(locale, href)} {...props} />;
}
