// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { darkModulesOf, darkModulesOfPath } from '../testing/qr';
import { AppDownloadSection } from './app-download-section';

// The server translation API, answered from the real catalogues.
vi.mock(
  'next-intl/server',
  async () => (await import('../testing/server-translations')).serverTranslationsMock,
);
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock(
  '@/components/i18n/localized-link',
  async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock,
);

// The request the section renders for: a visitor who reached the demo at a LAN address.
const requestHeaders = new Headers({ host: '192.168.1.20:3999' });
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

// The server-side message picker: the test's provider has the whole catalogue.
vi.mock('@/components/i18n/client-messages', () => ({
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));

afterEach(() => vi.unstubAllEnvs());

/** The section as the server renders it, its client part under the page language's messages. */
async function renderSection(props: Parameters<typeof AppDownloadSection>[0] = {}) {
  const locale = props.locale === 'ko' ? 'ko' : 'en';
  const section = await AppDownloadSection(props);
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en}>
      {section}
    </NextIntlClientProvider>,
  );
}

describe('the app download section', () => {
  it('shows a QR code that encodes the configured download address, and the address', async () => {
    vi.stubEnv('APP_DOWNLOAD_URL', 'https://get.exchange.example/app?src=web');
    await renderSection({ locale: 'en', qrAs: 'inline' });
    const qr = screen.getByRole('img', { name: 'QR code to download the Exchange app' });
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(darkModulesOfPath(path)).toEqual(
      darkModulesOf('https://get.exchange.example/app?src=web'),
    );
    expect(screen.getByTestId('app-download-url')).toHaveTextContent(
      'https://get.exchange.example/app?src=web',
    );
    expect(screen.getByTestId('app-download-url')).toHaveAttribute(
      'href',
      'https://get.exchange.example/app?src=web',
    );
  });

  it("defaults to the site's own download page in the page's language", async () => {
    vi.stubEnv('APP_DOWNLOAD_URL', '');
    vi.stubEnv('SITE_URL', 'https://exchange.example');
    await renderSection({ locale: 'ko', headingLevel: 1 });
    const qr = screen.getByRole('img', { name: 'Exchange 앱 다운로드 QR 코드' });
    expect(darkModulesOfPath(qr.querySelector('path')?.getAttribute('d') ?? '')).toEqual(
      darkModulesOf('https://exchange.example/ko/download'),
    );
    expect(screen.getByText('https://exchange.example/ko/download')).toBeInTheDocument();
  });

  it('on home the QR code is an image of its own, in the page language, loaded when near', async () => {
    await renderSection({ locale: 'ko' });
    const qr = screen.getByRole('img', { name: 'Exchange 앱 다운로드 QR 코드' });
    expect(qr.tagName).toBe('IMG');
    expect(qr).toHaveAttribute('src', '/app-download/ko.svg');
    expect(qr).toHaveAttribute('loading', 'lazy');
  });

  it('links to the stores whose addresses are configured, and only those', async () => {
    vi.stubEnv('APP_STORE_URL', 'https://apps.apple.com/app/id42');
    vi.stubEnv('GOOGLE_PLAY_URL', '');
    await renderSection({ locale: 'en' });
    const stores = screen.getByRole('list', { name: 'Download from a store' });
    expect(within(stores).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id42',
    );
    expect(within(stores).queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    // What the app offers is the download page's: home's section links there instead.
    expect(screen.queryByText(en.AppDownload.features.trade)).not.toBeInTheDocument();
  });

  it('shows no store badge while no store address is configured', async () => {
    vi.stubEnv('APP_STORE_URL', '');
    vi.stubEnv('GOOGLE_PLAY_URL', '');
    await renderSection({ locale: 'en' });
    expect(screen.queryByRole('list', { name: 'Download from a store' })).not.toBeInTheDocument();
  });

  it('encodes the address the visitor used when no site address is configured', async () => {
    vi.stubEnv('APP_DOWNLOAD_URL', '');
    vi.stubEnv('SITE_URL', '');
    await renderSection({ locale: 'ko', headingLevel: 1 });
    expect(screen.getByTestId('app-download-url')).toHaveTextContent(
      'http://192.168.1.20:3999/ko/download',
    );
  });

  it('lists what the app offers on the download page', async () => {
    await renderSection({ locale: 'en', headingLevel: 1 });
    expect(
      screen.getByRole('heading', { level: 2, name: en.AppDownload.featuresHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.AppDownload.features.trade)).toBeInTheDocument();
    expect(screen.getByText(en.AppDownload.features.security)).toBeInTheDocument();
  });

  it('is the page heading on the download page and a section with a page link elsewhere', async () => {
    const page = await renderSection({ locale: 'en', headingLevel: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the Exchange app' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'More about the app' })).not.toBeInTheDocument();
    page.unmount();

    await renderSection({ locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Trade on the go' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'More about the app' })).toHaveAttribute(
      'href',
      '/download',
    );
  });

  it('refuses a download address that is not an http(s) URL', async () => {
    vi.stubEnv('APP_DOWNLOAD_URL', 'javascript:alert(1)');
    await expect(AppDownloadSection({ locale: 'en' })).rejects.toThrow(/APP_DOWNLOAD_URL/);
  });
});
