// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getLatestNoticesQueryOptions } from '@/features/market';
import { http } from '@/lib/http';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { sampleNotices } from '../testing/notices';
import { LatestNotices } from './latest-notices';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock(
  '@/components/i18n/localized-link',
  async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock,
);

const n = messages.Notices;
const notices = sampleNotices;

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => vi.restoreAllMocks());

describe('latest notices on the home page', () => {
  it('lists each notice with its badges and date, linking to its own page', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      getLatestNoticesQueryOptions({ size: HOME_NOTICES_SIZE, lang: 'en' }).queryKey,
      notices,
    );
    renderWithProviders(<LatestNotices />, { queryClient });
    const items = screen.getAllByTestId('latest-notice');
    expect(items).toHaveLength(2);
    const [pinned, maintenance] = items as [HTMLElement, HTMLElement];
    expect(within(pinned).getByRole('link')).toHaveAttribute('href', '/notices/108');
    expect(within(pinned).getByText(n.pinned)).toBeInTheDocument();
    expect(within(pinned).getByText(n.categories.listing)).toBeInTheDocument();
    expect(within(pinned).getByText('November 18, 2026')).toBeInTheDocument();
    expect(within(maintenance).queryByText(n.pinned)).toBeNull();
    expect(within(maintenance).getByText(n.categories.maintenance)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: n.viewAllLabel })).toHaveAttribute('href', '/notices');
  });

  it('says so when there are none', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      getLatestNoticesQueryOptions({ size: HOME_NOTICES_SIZE, lang: 'en' }).queryKey,
      [],
    );
    renderWithProviders(<LatestNotices />, { queryClient });
    expect(screen.getByText(n.empty)).toBeInTheDocument();
  });

  it('asks the server in the page language', () => {
    renderWithProviders(<LatestNotices />, { locale: 'ja' });
    expect(http.fetch).toHaveBeenCalledWith(
      expect.objectContaining({
        path: 'public/notic/latest/list',
        query: { size: HOME_NOTICES_SIZE, lang: 'ja' },
      }),
      expect.any(Function),
    );
  });
});
