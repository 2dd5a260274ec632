// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, createFormatter, createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import zhHant from '@/messages/zh-hant.json';
import { LegalDocumentView } from './legal-document-view';

const catalogues = { en, 'zh-hant': zhHant };
let currentLocale: keyof typeof catalogues = 'en';

// The server APIs, answered from the real catalogues in the locale under test.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Legal') =>
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
  return render(
    <NextIntlClientProvider
      locale={currentLocale}
      messages={catalogues[currentLocale]}
      timeZone="UTC"
    >
      {page}
    </NextIntlClientProvider>,
  );
}

describe('a legal document page', () => {
  it('shows the terms with their date, contents and sections, and links the privacy policy', async () => {
    currentLocale = 'en';
    renderPage(await LegalDocumentView({ locale: 'en', id: 'terms' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-updated')).toHaveTextContent(
      'Last updated: November 30, 2026',
    );
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const risk = contents.getByRole('link', {
      name: '5. Perpetual futures: leverage, margin and liquidation',
    });
    const anchor = risk.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(anchor)).toHaveTextContent(/^5\. Perpetual futures/);
    const seeAlso = within(screen.getByRole('region', { name: 'See also' }));
    expect(seeAlso.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows the privacy policy in Traditional Chinese, dated in Chinese', async () => {
    currentLocale = 'zh-hant';
    renderPage(await LegalDocumentView({ locale: 'zh-hant', id: 'privacy' }));
    expect(screen.getByRole('heading', { level: 1, name: '隱私政策' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-updated')).toHaveTextContent('最後更新日期：2026年11月30日');
    const seeAlso = within(screen.getByRole('region', { name: '相關條款' }));
    expect(seeAlso.getByRole('link', { name: '使用條款' })).toHaveAttribute('href', '/terms');
  });
});
