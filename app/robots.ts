import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { resolveSiteOrigin } from '@/lib/seo';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const h = await headers();
  const origin = resolveSiteOrigin(
    process.env.SITE_URL,
    h.get('x-forwarded-host') ?? h.get('host'),
    h.get('x-forwarded-proto'),
  );
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/forgot'] }],
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
