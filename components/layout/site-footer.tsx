import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { footerAreas, socialLinks } from '@/lib/site';
import { BrandLogo } from './brand-logo';
import { SocialIcon } from './social-icon';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const tSocial = await getTranslations('Social');

  return (
    <footer className="mt-16 border-t border-line bg-bg-raised" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1600px] gap-10 px-4 py-12 lg:grid-cols-[1.2fr_3fr]">
        <div className="flex flex-col gap-5">
          <BrandLogo />
          <section aria-labelledby="footer-community">
            <h2 id="footer-community" className="mb-3 text-sm font-medium text-fg">
              {t('community')}
            </h2>
            <ul className="flex flex-wrap gap-2" aria-label={t('socialLabel')}>
              {socialLinks.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={tSocial(social.id)}
                    title={tSocial(social.id)}
                    className="flex h-9 w-9 items-center justify-center rounded-full border border-line text-fg-muted transition-colors hover:border-primary hover:text-primary"
                  >
                    <SocialIcon id={social.id} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {footerAreas.map((area) => (
            <section key={area.id} aria-labelledby={`footer-${area.id}`}>
              <h2 id={`footer-${area.id}`} className="mb-3 text-sm font-medium text-fg">
                {t(area.id)}
              </h2>
              <ul className="flex flex-col gap-2 text-sm">
                {area.links.map((link) => (
                  <li key={link.href}>
                    {link.plain ? (
                      <a href={link.href} className="text-fg-muted hover:text-fg">
                        {t(link.label)}
                      </a>
                    ) : (
                      <Link href={link.href} className="text-fg-muted hover:text-fg">
                        {t(link.label)}
                      </Link>
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
