'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { localeInfo, locales, writeLocaleCookie, type Locale } from '@/lib/i18n/locales';

/**
 * Switches language on the same page, keeping the query string. It is a full navigation on
 * purpose: every server-rendered string and <html lang> change with the language.
 */
export function LanguageSwitcher() {
  const label = useTranslations('Language')('label');
  const current = useLocale();
  const pathname = usePathname();

  const onChange = (next: Locale) => {
    writeLocaleCookie(next);
    const rest = pathname === '/' ? '' : pathname;
    // A document load, not a router push: the root layout (<html lang>) must re-render too.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/${next}${rest}${window.location.search}${window.location.hash}`);
  };

  return (
    <label className="relative flex items-center gap-1 text-sm text-fg-muted">
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 fill-none stroke-current"
        strokeWidth="1.6"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        aria-label={label}
        data-testid="language-switcher"
        value={current}
        onChange={(event) => onChange(event.target.value as Locale)}
        className="language-select"
      >
        {locales.map((locale) => (
          <option
            key={locale}
            value={locale}
            lang={localeInfo[locale].htmlLang}
            className="bg-bg text-fg"
          >
            {localeInfo[locale].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
