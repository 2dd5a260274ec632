'use client';

import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { footerAreas, socialLinks } from '@/lib/site';
import { BrandLogo } from './brand-logo';

/**
 * The footer of every page. A client component although nothing in it moves: rendered on the
 * server it was 6 kB of every page's data (its whole tree, after the same tree in the HTML); as a
 * client component the page's data carries only its words, and its code is cached across pages.
 */
export function SiteFooter() {
  const t = useTranslations('Footer');
  const tSocial = useTranslations('Social');

  return (
    // Headings, links and social buttons take their look from site-footer.css.
    <footer
      className="site-footer mt-16 border-t border-line bg-bg-raised"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-[1600px] gap-10 px-4 py-12 lg:grid-cols-[1.2fr_3fr]">
        <div className="flex flex-col gap-5">
          <BrandLogo />
          <section aria-labelledby="footer-community">
            <h2 id="footer-community">{t('community')}</h2>
            <ul className="footer-social" aria-label={t('socialLabel')}>
              {socialLinks.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={tSocial(social.id)}
                    title={tSocial(social.id)}
                    // The mark is drawn by site-footer.css.
                    className={`social-${social.id}`}
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {footerAreas.map((area) => (
            <section key={area.id} aria-labelledby={`footer-${area.id}`}>
              <h2 id={`footer-${area.id}`}>{t(area.id)}</h2>
              <ul className="footer-links">
                {area.links.map((link) => (
                  <li key={link.href}>
                    {link.plain ? (
                      <a href={link.href}>{t(link.label)}</a>
                    ) : (
                      <LocalizedLink href={link.href}>{t(link.label)}</LocalizedLink>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-[1600px] flex-col gap-3 px-4 py-6 text-xs leading-relaxed text-fg-muted">
          <p id="risk-warning">
            <strong className="text-fg">{t('riskWarning')}: </strong>
            {t('riskNotice')}
          </p>
          <p id="restricted-jurisdictions">
            <strong className="text-fg">{t('restrictedRegions')}: </strong>
            {t('restrictedNotice')}
          </p>
          <p>{t('copyright', { year: new Date().getUTCFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
