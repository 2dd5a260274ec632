import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AfterHydration } from '@/components/ui/after-hydration';
import { headers } from 'next/headers';
import { appDownloadLinks } from '@/lib/app-download';
import { requestSiteOrigin } from '@/lib/seo';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { appDownloadQrPath } from '../model/qr-path';
import { qrCodeShape } from '@/lib/qr-code';
import { AppDownloadView, qrClass } from './app-download-view';

export interface AppDownloadSectionProps {
  /** The page's language; the request's when omitted. */
  locale?: string;
  /** `h1` on the download page, `h2` where the section is part of another page (home). */
  headingLevel?: 1 | 2;
  /** A link to the download page under the section (not on the download page itself). */
  showPageLink?: boolean;
  /**
   * The QR code inline in the HTML (the download page, where it is the content) or as an image
   * loaded when scrolled near (home: its few kB stay out of the first HTML, twice over with the
   * page's own data).
   */
  qrAs?: 'inline' | 'image';
  /**
   * Drawn in the browser once the page is hydrated, its room kept in the HTML (home: the section
   * is below the fold and the download page serves it in full).
   */
  afterHydration?: boolean;
  /** The page's own bundle has the section's words (home's): no bundle of the section's own. */
  wordsFromPage?: boolean;
}

/**
 * The app download block with a QR code of the configured download address (lib/app-download),
 * drawn here on the server. The same block is the download page and a section of the home page.
 */
export async function AppDownloadSection({
  locale,
  headingLevel = 2,
  showPageLink = headingLevel === 2,
  qrAs = headingLevel === 1 ? 'inline' : 'image',
  afterHydration = false,
  wordsFromPage = false,
}: AppDownloadSectionProps) {
  const requested = locale ?? (await getLocale());
  const lang = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'AppDownload' });
  // The host names the site (the same for every visitor of it): the page stays shareable.
  const links = appDownloadLinks(lang, {
    requestOrigin: requestSiteOrigin(await headers()).origin,
  });
  const title = t('qrTitle');

  // Dark on white whatever the theme: phone cameras read it best.
  const qr: ReactNode =
    qrAs === 'image' ? (
      // eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG, nothing to optimise
      <img
        src={appDownloadQrPath(lang)}
        alt={title}
        width={224}
        height={224}
        loading="lazy"
        decoding="async"
        data-testid="app-download-qr"
        className={qrClass}
      />
    ) : (
      <InlineQrCode text={links.qrUrl} title={title} titleId={`app-download-qr-${headingLevel}`} />
    );

  const view = (
    <AppDownloadView
      headingLevel={headingLevel}
      showPageLink={showPageLink}
      links={links}
      qr={qr}
    />
  );
  const shown = afterHydration ? (
    <AfterHydration className="min-h-[44rem] rounded-2xl border border-line bg-bg-raised lg:min-h-[25rem]">
      {view}
    </AfterHydration>
  ) : (
    view
  );
  if (wordsFromPage) return shown;
  return (
    <ClientMessages bundle={headingLevel === 1 ? 'app-download' : 'app-download-section'}>
      {shown}
    </ClientMessages>
  );
}

function InlineQrCode({ text, title, titleId }: { text: string; title: string; titleId: string }) {
  const qr = qrCodeShape(text);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      data-testid="app-download-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={qrClass}
    >
      <title id={titleId}>{title}</title>
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
