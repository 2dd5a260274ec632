import { getLocale, getTranslations } from 'next-intl/server';
import { buttonStyles, focusRing, linkStyles } from '@/components/ui/button';
import { STORE_NAMES, appDownloadLinks } from '@/lib/app-download';
import { cn } from '@/lib/cn';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { appDownloadQrPath } from '../model/qr-path';
import { qrCodeShape } from '../model/qr-code';
import { CheckIcon, StoreGlyph } from './icons';

const FEATURES = ['markets', 'trade', 'assets', 'security'] as const;

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
}

/**
 * The app download block: what the app offers, the two store links and a QR code of the
 * configured download address (lib/app-download), drawn on the server as inline SVG. The same
 * block is the download page and a section of the home page.
 */
export async function AppDownloadSection({
  locale,
  headingLevel = 2,
  showPageLink = headingLevel === 2,
  qrAs = headingLevel === 1 ? 'inline' : 'image',
}: AppDownloadSectionProps) {
  const requested = locale ?? (await getLocale());
  const lang = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'AppDownload' });
  const links = appDownloadLinks(lang);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `app-download-heading-${headingLevel}`;
  const qrTitleId = `app-download-qr-${headingLevel}`;

  const stores = [
    { id: 'ios', href: links.iosUrl, line: t('iosLine'), store: STORE_NAMES.ios },
    {
      id: 'android',
      href: links.androidUrl,
      line: t('androidLine'),
      store: STORE_NAMES.android,
    },
  ] as const;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="app-download"
      className="rounded-2xl border border-line bg-bg-raised p-6 sm:p-10"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <Heading
            id={headingId}
            className={cn(
              'font-semibold text-fg',
              headingLevel === 1 ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
            )}
          >
            {headingLevel === 1 ? t('pageHeading') : t('sectionHeading')}
          </Heading>
          <p className="mt-3 max-w-2xl text-fg-muted">{t('intro')}</p>

          {/* The download page lists what the app offers; home's section is the short form
              (store links, QR code, and the way to that page). */}
          {headingLevel === 1 ? (
            <>
              <h2 className="mt-8 text-base font-semibold text-fg">{t('featuresHeading')}</h2>
              <ul className="mt-3 flex flex-col gap-3">
                {FEATURES.map((feature) => (
                  <li key={feature} className="flex items-start gap-3 text-fg-muted">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{t(`features.${feature}`)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          <ul aria-label={t('storesLabel')} className="mt-8 flex flex-wrap gap-3">
            {stores.map((store) => (
              <li key={store.id}>
                <a
                  href={store.href}
                  rel="noopener noreferrer"
                  data-testid={`store-link-${store.id}`}
                  className={buttonStyles({
                    variant: 'secondary',
                    size: 'lg',
                    className: 'h-auto min-h-14 justify-start gap-3 py-2 text-start',
                  })}
                >
                  <StoreGlyph kind={store.id} className="size-7 shrink-0" />
                  <span className="flex flex-col leading-tight">
                    <span className="text-xs font-normal text-fg-muted">{store.line}</span>
                    <span className="text-base font-semibold">{store.store}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>

          {showPageLink ? (
            <p className="mt-6">
              <LocalizedLink href="/download" className={cn(linkStyles, 'text-sm')}>
                {t('morePageLink')}
              </LocalizedLink>
            </p>
          ) : null}
        </div>

        <figure className="flex flex-col items-center gap-3 justify-self-center">
          {/* Dark on white whatever the theme: phone cameras read it best. */}
          {qrAs === 'image' ? (
            // eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG, nothing to optimise
            <img
              src={appDownloadQrPath(lang)}
              alt={t('qrTitle')}
              width={224}
              height={224}
              loading="lazy"
              decoding="async"
              data-testid="app-download-qr"
              className={qrClass}
            />
          ) : (
            <InlineQrCode text={links.qrUrl} title={t('qrTitle')} titleId={qrTitleId} />
          )}
          <figcaption className="max-w-56 text-center text-sm text-fg-muted">
            <span className="block font-medium text-fg">{t('qrCaption')}</span>
            <span className="mt-2 block">{t('qrLinkLabel')}</span>
            <a
              href={links.qrUrl}
              data-testid="app-download-url"
              className={cn('break-all rounded-sm text-primary underline', focusRing)}
            >
              {links.qrUrl}
            </a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

const qrClass = 'size-48 rounded-lg border border-line sm:size-56';

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
