'use client';

import { socialLinks } from '@/lib/site';
import { JsonLd } from './json-ld';

/**
 * The Organization structured data of the home page. A client component so the page's data
 * carries its three page-specific values, not the whole block a second time: the social links
 * are in the footer's code already.
 */
export function OrganizationJsonLd({
  name,
  url,
  logo,
}: {
  name: string;
  url: string;
  logo: string;
}) {
  return (
    <JsonLd
      data={{ '@type': 'Organization', name, url, logo, sameAs: socialLinks.map((l) => l.href) }}
    />
  );
}
