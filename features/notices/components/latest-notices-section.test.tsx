// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import { messages, renderWithProviders } from '@/lib/test-utils/render';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { sampleNotices } from '../testing/notices';
import { LatestNoticesSection } from './latest-notices-section';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);
vi.mock(
  '@/components/i18n/localized-link',
  async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock,
);
// The server-side message picker: the test's provider already has every message.
vi.mock('@/components/i18n/client-messages', () => ({
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));

const n = messages.Notices;
const notices = sampleNotices;

afterEach(() => vi.restoreAllMocks());

describe('the latest notices section, rendered on the server', () => {
  it('lists what the server answered in the page language, with no browser request', async () => {
    const fetch = vi.spyOn(http, 'fetch').mockResolvedValueOnce(notices);
    const section = await LatestNoticesSection({ lang: 'ko' });
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({
        path: 'public/notic/latest/list',
        query: { size: HOME_NOTICES_SIZE, lang: 'ko' },
      }),
      expect.any(Function),
    );
    fetch.mockImplementation(() => new Promise(() => undefined));
    renderWithProviders(section);
    expect(screen.getByRole('link', { name: notices[0]?.title })).toHaveAttribute(
      'href',
      '/notices/108',
    );
    expect(screen.getByText(n.pinned)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves them to the browser, with a retry, when the server could not get them', async () => {
    const fetch = vi.spyOn(http, 'fetch').mockRejectedValue(new Error('backend down'));
    const section = await LatestNoticesSection({ lang: 'en' });
    renderWithProviders(section);
    expect(await screen.findByText(n.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: n.retry })).toBeInTheDocument();
    expect(fetch.mock.calls.length).toBeGreaterThan(1);
  });
});
