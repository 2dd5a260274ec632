// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, createFormatter, createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HELP_ARTICLE_SLUGS } from '@/lib/help/slugs';
import { createTestQueryClient } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { HelpArticleView } from './help-article-view';
import { HelpCentre } from './help-centre';

const catalogues = { en, ja };
let currentLocale: 'en' | 'ja' = 'en';

// The server APIs, answered from the real catalogues in the locale under test.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'HelpCentre') =>
    createTranslator({ locale: currentLocale, messages: catalogues[currentLocale], namespace }),
  getFormatter: async () => createFormatter({ locale: currentLocale, timeZone: 'UTC' }),
}));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock(
  '@/components/i18n/localized-link',
  async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock,
);

function renderPage(page: ReactElement) {
  // The centre's contact form sends through React Query.
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <NextIntlClientProvider
        locale={currentLocale}
        messages={catalogues[currentLocale]}
        timeZone="UTC"
      >
        {page}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('the help centre page', () => {
  it('lists every article under its topic', async () => {
    currentLocale = 'en';
    renderPage(await HelpCentre({ locale: 'en', query: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    const support = screen.getByRole('region', { name: en.ContactSupport.heading });
    expect(within(support).getByRole('form', { name: en.ContactSupport.formLabel })).toBeVisible();
    expect(screen.getAllByTestId('help-article-card')).toHaveLength(HELP_ARTICLE_SLUGS.length);
    const trading = screen.getByRole('region', { name: 'Futures trading' });
    expect(within(trading).getByRole('link', { name: 'Funding' })).toHaveAttribute(
      'href',
      '/help/funding',
    );
  });

  it('shows the results of the requested query instead of the cards', async () => {
    currentLocale = 'ja';
    renderPage(await HelpCentre({ locale: 'ja', query: '資金' }));
    expect(screen.queryAllByTestId('help-article-card')).toHaveLength(0);
    const results = screen.getAllByTestId('help-result');
    expect(results[0]).toHaveAttribute('data-slug', 'funding');
    expect(results.length).toBeLessThan(HELP_ARTICLE_SLUGS.length);
  });
});

describe('a help article page', () => {
  it('shows the title, the date in the page language, contents, body, related and back links', async () => {
    currentLocale = 'en';
    renderPage(await HelpArticleView({ locale: 'en', slug: 'funding' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Funding' })).toBeInTheDocument();
    expect(screen.getByText('Updated November 24, 2026')).toHaveAttribute('datetime', '2026-11-24');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      const id = (entry.getAttribute('href') ?? '').slice(1);
      expect(document.getElementById(id), id).toHaveTextContent(entry.textContent ?? '');
    }

    const related = within(screen.getByTestId('help-related')).getAllByRole('link');
    expect(related.map((link) => link.getAttribute('href'))).toEqual([
      '/help/margin-liquidation',
      '/help/fees',
      '/help/futures-basics',
    ]);
    for (const back of screen.getAllByRole('link', { name: 'Back to the help centre' })) {
      expect(back).toHaveAttribute('href', '/help');
    }
  });

  it('writes the date the Japanese way on a Japanese page', async () => {
    currentLocale = 'ja';
    renderPage(await HelpArticleView({ locale: 'ja', slug: 'security' }));
    expect(screen.getByText('最終更新日：2026年11月24日')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'アカウントのセキュリティ' }),
    ).toBeInTheDocument();
  });
});
