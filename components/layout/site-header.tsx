'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { ThemeSwitcher } from '../theme/theme-switcher';

interface SiteHeaderProps {
  /** Log-in/sign-up buttons for visitors or the account menu for users, composed by the app. */
  accountArea: ReactNode;
  /** The phone back link, decided by the layout (`BackLink`); none when omitted. */
  backLink?: ReactNode;
}

/**
 * The site's header bar. A client component although nothing in it changes after the first paint:
 * rendered on the server it went into every page's data as its whole element tree (about 3 kB);
 * here only its two slots do, and its words come from the common messages (Nav).
 */
export function SiteHeader({ accountArea, backLink }: SiteHeaderProps) {
  const t = useTranslations('Nav');

  const navItems = [
    { href: '/markets', label: t('markets') },
    { href: '/futures', label: t('futures') },
    { href: '/futures/funding-rate', label: t('fundingRate') },
    { href: '/futures/fund', label: t('fund') },
  ];

  // Shown in the bar on wide screens and inside the menu on phones.
  const preferences = (
    <>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </>
  );

  return (
    <header
      // Its look: site-header.css.
      className="site-header"
      data-testid="site-header"
    >
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="site-header-bar">
        {backLink}
        <LocalizedLink href="/" className="text-fg" aria-label="Exchange">
          <BrandLogo />
        </LocalizedLink>
        {/* From 1024 px: below it the links, the account buttons and the preferences do not fit
            one bar in every language (English overflowed a 768 px tablet), so they go in the menu. */}
        <nav aria-label={t('mainNavigation')} className="site-header-nav">
          {navItems.map((item) => (
            <LocalizedLink key={item.href} href={item.href}>
              {item.label}
            </LocalizedLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {accountArea}
          <div className="hidden items-center gap-3 sm:flex">{preferences}</div>
          <div className="lg:hidden">
            <MobileMenu label={t('openMenu')}>
              <nav aria-label={t('mainNavigation')} className="flex flex-col gap-1 text-sm">
                {navItems.map((item) => (
                  <LocalizedLink
                    key={item.href}
                    href={item.href}
                    className="rounded px-2 py-2 text-fg hover:bg-bg-sunken"
                  >
                    {item.label}
                  </LocalizedLink>
                ))}
              </nav>
              <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3 sm:hidden">
                {preferences}
              </div>
            </MobileMenu>
          </div>
        </div>
      </div>
    </header>
  );
}
