'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { buttonStyles, focusRing, linkStyles } from '@/components/ui/button';
import { STORE_NAMES, type AppDownloadLinks } from '@/lib/app-download';
import { cn } from '@/lib/cn';
import { CheckIcon, StoreGlyph } from './icons';

const FEATURES = ['markets', 'trade', 'assets', 'security'] as const;

/** The QR code's look, inline or as an image. */
export const qrClass = 'size-48 rounded-lg border border-line sm:size-56';

export interface AppDownloadViewProps {
  /** `h1` on the download page, `h2` where the section is part of another page (home). */
  headingLevel: 1 | 2;
  /** A link to the download page under the section (not on the download page itself). */
  showPageLink: boolean;
  links: AppDownloadLinks;
  /** The QR code, drawn on the server (the `qrcode` package stays out of the browser). */
  qr: ReactNode;
}

/**
 * The app download block: what the app offers, the two store links and the QR code. A client
 * component: its words travel as messages, far fewer bytes of the page's data than its
 * server-rendered element tree with every class name.
 */
export function AppDownloadView({ headingLevel, showPageLink, links, qr }: AppDownloadViewProps) {
  const t = useTranslations('AppDownload');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `app-download-heading-${headingLevel}`;

  // Only the stores whose addresses are configured: no badge points at a placeholder.
  const stores = (
    [
      { id: 'ios', href: links.iosUrl, line: t('iosLine'), store: STORE_NAMES.ios },
      {
        id: 'android',
        href: links.androidUrl,
        line: t('androidLine'),
        store: STORE_NAMES.android,
      },
    ] as const
  ).flatMap((store) => (store.href ? [{ ...store, href: store.href }] : []));

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

          {stores.length > 0 ? (
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
          ) : null}

          {showPageLink ? (
            <p className="mt-6">
              <LocalizedLink href="/download" className={cn(linkStyles, 'text-sm')}>
                {t('morePageLink')}
              </LocalizedLink>
            </p>
          ) : null}
        </div>

        <figure className="flex flex-col items-center gap-3 justify-self-center">
          {qr}
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
