import { isUiKitPageEnabled } from './ui-kit-gate';

const notFoundError = new Error('NEXT_NOT_FOUND');
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw notFoundError;
  },
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));
// The page's switchers import next-intl's navigation, which needs the Next router.
vi.mock('@/lib/i18n/navigation', () => ({}));

describe('UI kit page gate', () => {
  it('is closed on a production server without UI_KIT_PAGE=on', () => {
    expect(isUiKitPageEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(isUiKitPageEnabled({ NODE_ENV: 'production', UI_KIT_PAGE: 'yes' })).toBe(false);
  });

  it('opens in production with UI_KIT_PAGE=on, and always in development', () => {
    expect(isUiKitPageEnabled({ NODE_ENV: 'production', UI_KIT_PAGE: 'on' })).toBe(true);
    expect(isUiKitPageEnabled({ NODE_ENV: 'development' })).toBe(true);
  });

  it('makes the page answer 404 in production without the switch', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('UI_KIT_PAGE', '');
    const { default: UiKitPage } = await import('./page');
    await expect(UiKitPage({ params: Promise.resolve({ lang: 'en' }) })).rejects.toBe(
      notFoundError,
    );
    vi.unstubAllEnvs();
  });
});
