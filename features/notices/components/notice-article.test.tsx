// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, http } from '@/lib/http';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { getNoticeDetailQueryOptions } from '../api/get-notice-detail';
import type { NoticeDetail } from '../api/schemas';
import { NoticeArticle } from './notice-article';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
}));

const n = messages.Notices;
const notice: NoticeDetail = {
  id: 105,
  category: 'futures',
  title: 'Funding interval of DOGE/USDT changes to 4 hours',
  summary: 'Funding is now settled six times a day.',
  body: 'From 28 October 2026, funding is settled every 4 hours.\n\nThe cap stays at 0.75% per interval.\n\n\nRates are on the funding rate page.',
  linkUrl: '/futures/funding-rate',
  publishedAt: Date.UTC(2026, 9, 28, 6),
  pinned: false,
};

function withNotice(data: NoticeDetail = notice, locale = 'en') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getNoticeDetailQueryOptions(data.id, locale).queryKey, data);
  return queryClient;
}

let fetchMock: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchMock = vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => vi.restoreAllMocks());

describe('notice page', () => {
  it('renders the title, category, date and every paragraph into the server HTML', () => {
    const html = renderToString(
      <QueryClientProvider client={withNotice()}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <NoticeArticle id={105} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain(`<h1`);
    expect(html).toContain(notice.title);
    expect(html).toContain('October 28, 2026');
    expect(html).toContain(n.categories.futures);
    expect(html.match(/<p>/g)).toHaveLength(3);
  });

  it('shows the body as paragraphs, a link to what it is about and the way back', () => {
    renderWithProviders(<NoticeArticle id={105} />, { queryClient: withNotice() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notice.title);
    const body = screen.getByTestId('notice-body');
    expect(within(body).getAllByText(/./)).toHaveLength(3);
    expect(within(body).getByText('The cap stays at 0.75% per interval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(n.related) })).toHaveAttribute(
      'href',
      '/futures/funding-rate',
    );
    expect(screen.getByRole('link', { name: new RegExp(n.backToList) })).toHaveAttribute(
      'href',
      '/notices',
    );
    expect(screen.getByText('October 28, 2026')).toHaveAttribute(
      'dateTime',
      '2026-10-28T06:00:00.000Z',
    );
  });

  it('writes the date the way the page language does', () => {
    renderWithProviders(<NoticeArticle id={105} />, {
      locale: 'ko',
      queryClient: withNotice(notice, 'ko'),
    });
    expect(screen.getByTestId('notice-date')).toHaveTextContent('2026년 10월 28일');
    expect(screen.getByTestId('notice-category')).toHaveTextContent('선물');
  });

  it('has no related link when the notice is about no page, and marks a pinned one', () => {
    renderWithProviders(<NoticeArticle id={106} />, {
      queryClient: withNotice({ ...notice, id: 106, linkUrl: null, pinned: true }),
    });
    expect(screen.queryByTestId('notice-link')).toBeNull();
    expect(screen.getByTestId('notice-pinned')).toHaveTextContent(n.pinned);
  });

  it('says a notice is gone when the server no longer has it', async () => {
    fetchMock.mockRejectedValue(
      new ApiError('http', { code: 404, message: 'Network Error', success: false, data: null }),
    );
    renderWithProviders(<NoticeArticle id={999} />);
    expect(await screen.findByText(n.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(n.backToList) })).toBeInTheDocument();
  });

  it('offers another try when the server does not answer', async () => {
    fetchMock.mockRejectedValueOnce(
      new ApiError('network', { code: -2, message: 'Network Error', success: false, data: null }),
    );
    fetchMock.mockResolvedValueOnce(notice);
    renderWithProviders(<NoticeArticle id={105} />);
    await userEvent.click(await screen.findByRole('button', { name: n.retry }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(notice.title);
  });
});
