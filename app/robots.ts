import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { requestSiteOrigin } from '@/lib/seo';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = requestSiteOrigin(await headers());
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/forgot'] }],
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
