import { getTranslations } from 'next-intl/server';
import { localeOfQrFile, qrCodeSvg } from '@/features/app-download/server';
import { appDownloadLinks } from '@/lib/app-download';
import { requestSiteOrigin } from '@/lib/seo';

export const dynamic = 'force-dynamic';

/** The app download QR code of a language (`/app-download/{lang}.svg`), drawn on the server. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = localeOfQrFile((await params).file);
  if (locale === null) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'AppDownload' });
  // The address the visitor used (or SITE_URL): a phone scanning it reaches this same site.
  const requestOrigin = requestSiteOrigin(request.headers).origin;
  return new Response(qrCodeSvg(appDownloadLinks(locale, { requestOrigin }).qrUrl, t('qrTitle')), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The address comes from the server's variables: a restart may change it.
      'Cache-Control': 'public, max-age=300',
      Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
