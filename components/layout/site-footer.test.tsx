// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { socialLinks } from '@/lib/site';
import { SiteFooter } from './site-footer';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock(
  '@/components/i18n/localized-link',
  async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock,
);

const footerStyles = readFileSync('components/layout/site-footer.css', 'utf8');

async function renderFooter() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SiteFooter />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('site-footer');
}

const area = (name: string) => screen.getByRole('region', { name });

describe('the site footer', () => {
  it("has the spec's areas: community, compliance, product, resources, tools, about, clauses", async () => {
    await renderFooter();
    for (const name of [
      'Community',
      'Compliance',
      'Products',
      'Resources',
      'Tools',
      'About',
      'Terms',
    ]) {
      expect(area(name), name).toBeInTheDocument();
    }
  });

  it('links the seven social channels, each with its icon and name', async () => {
    await renderFooter();
    const community = within(area('Community'));
    const names = ['Facebook', 'LinkedIn', 'Medium', 'Telegram', 'TikTok', 'X', 'YouTube'];
    expect(socialLinks.map((social) => social.id)).toHaveLength(7);
    for (const name of names) {
      const link = community.getByRole('link', { name });
      expect(link.getAttribute('href'), name).toMatch(/^https:\/\//);
      // The mark is a CSS mask per network: the link names it and the stylesheet draws it.
      const id = socialLinks.find((social) => social.href === link.getAttribute('href'))?.id;
      expect(link, name).toHaveClass(`social-${id}`);
      expect(footerStyles, name).toMatch(
        new RegExp(
          `\\.social-${id} \\{\\s*--social-mark: url\\("data:image/svg\\+xml,[^"]*path d='M`,
        ),
      );
    }
  });

  it('links the help centre, announcements, the app download and the sitemap under resources', async () => {
    await renderFooter();
    const resources = within(area('Resources'));
    expect(resources.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    expect(resources.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/notices',
    );
    expect(resources.getByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      '/download',
    );
    expect(resources.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    );
  });

  it('links the terms of use and the privacy policy under terms, next to the risk warning', async () => {
    await renderFooter();
    const clauses = within(area('Terms'));
    expect(clauses.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(clauses.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(clauses.getByRole('link', { name: 'Risk warning' })).toHaveAttribute(
      'href',
      '#risk-warning',
    );
  });

  it('links the contract specifications, the listing application and the security guide', async () => {
    await renderFooter();
    expect(
      within(area('Products')).getByRole('link', { name: 'Contract specifications' }),
    ).toHaveAttribute('href', '/futures/info/BTCUSDT');
    expect(
      within(area('About')).getByRole('link', { name: 'Listing application' }),
    ).toHaveAttribute('href', '/listing-apply');
    const compliance = within(area('Compliance'));
    expect(compliance.getByRole('link', { name: 'Account security' })).toHaveAttribute(
      'href',
      '/help/security',
    );
    expect(compliance.getByRole('link', { name: 'Restricted jurisdictions' })).toHaveAttribute(
      'href',
      '#restricted-jurisdictions',
    );
  });
});
