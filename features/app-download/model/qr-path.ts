import { isLocale, type Locale } from '@/lib/i18n/locales';

/** Where the app download QR code of a language is served as an image (app/app-download). */
export function appDownloadQrPath(locale: Locale): string {
  return `/app-download/${locale}.svg`;
}

/** The language of an image name from appDownloadQrPath (`ko.svg` → `ko`); null otherwise. */
export function localeOfQrFile(file: string): Locale | null {
  const match = /^([a-z-]+)\.svg$/.exec(file);
  return match?.[1] !== undefined && isLocale(match[1]) ? match[1] : null;
}
