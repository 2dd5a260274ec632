const notFoundError = new Error('NEXT_NOT_FOUND');
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw notFoundError;
  },
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));
// The page's switchers import next-intl's navigation, which needs the Next router.
vi.mock('@/lib/i18n/navigation', () => ({}));

describe('UI kit page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers 404 on a production server without UI_KIT_PAGE=on', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('UI_KIT_PAGE', '');
    const { default: UiKitPage } = await import('./page');
    await expect(UiKitPage({ params: Promise.resolve({ lang: 'en' }) })).rejects.toBe(
      notFoundError,
    );
  });
});
