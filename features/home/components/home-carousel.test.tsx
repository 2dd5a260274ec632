// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { getCarouselListQueryOptions, type CarouselBanner } from '@/features/market';
import { http } from '@/lib/http';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { AUTO_ADVANCE_MS, HomeCarousel } from './home-carousel';

// next-intl's Link needs the Next router; a plain anchor keeps the text, the href and the focus.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
}));

const c = messages.HomeContent.carousel;
const banners: CarouselBanner[] = [
  ['Rewards of up to 20,020 USDT', '/sign-up'],
  ['Trade BTC perpetuals', '/futures/BTCUSDT'],
  ['New listing: SUI and PEPE', '/futures/SUIUSDT'],
  ['Official channel verification', '/official-verification'],
].map(([title = '', linkUrl = ''], i) => ({
  id: i + 1,
  sort: i + 1,
  title,
  subtitle: `Subtitle ${i + 1}`,
  imageUrl: `/icons/banners/banner-${i + 1}.svg`,
  linkUrl,
}));

function withBanners(lang = 'en') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getCarouselListQueryOptions(lang).queryKey, banners);
  return queryClient;
}

/** The title of the slide a sighted user sees (the others are hidden from everyone). */
function shownTitle(): string | null {
  const active = screen
    .getAllByTestId('carousel-slide')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(active).toHaveLength(1);
  return within(active[0] as HTMLElement).getByRole('link').textContent;
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home carousel', () => {
  it('puts the banner on show into the server HTML, with its image size, and every banner in its dot', () => {
    const html = renderToString(
      <QueryClientProvider client={withBanners()}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <HomeCarousel />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    // The off-screen banners come once the page is live (the next test): not in the first HTML.
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
    expect(html).toContain(`href="${banners[0]?.linkUrl}"`);
    for (const banner of banners) expect(html).toContain(banner.title);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('width="960" height="320"');
    expect(html).toContain('aria-live="off"');
  });

  it('draws every banner from its URL, the first one early', () => {
    const { container } = renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      banners.map((banner) => banner.imageUrl),
    );
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('links each slide to its page', () => {
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    expect(screen.getByRole('link', { name: /Rewards of up to 20,020 USDT/ })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('moves on by itself every 5 s and wraps around', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    expect(shownTitle()).toContain(banners[0]?.title);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1));
    expect(shownTitle()).toContain(banners[0]?.title);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toContain(banners[1]?.title);
    for (const next of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
      expect(shownTitle()).toContain(banners[next]?.title);
    }
  });

  it('stays while the pointer is over it and moves on once it leaves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    const link = screen.getByRole('link', { name: /Rewards/ });
    fireEvent.pointerOver(link, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(shownTitle()).toContain(banners[0]?.title);
    // Paused, it speaks: a slide changed by hand is announced.
    expect(screen.getByTestId('carousel').querySelector('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    fireEvent.pointerOut(link, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(shownTitle()).toContain(banners[1]?.title);
  });

  it('stays while keyboard focus is inside it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(
      <>
        <HomeCarousel />
        <button type="button">Elsewhere</button>
      </>,
      { queryClient: withBanners() },
    );
    act(() => screen.getByRole('button', { name: c.next }).focus());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(shownTitle()).toContain(banners[0]?.title);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(shownTitle()).toContain(banners[1]?.title);
  });

  it('goes forward and back with its buttons from the keyboard, and to any slide by its dot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    screen.getByRole('button', { name: c.next }).focus();
    await user.keyboard('{Enter}');
    expect(shownTitle()).toContain(banners[1]?.title);
    await user.keyboard(' ');
    expect(shownTitle()).toContain(banners[2]?.title);
    screen.getByRole('button', { name: c.previous }).focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(shownTitle()).toContain(banners[3]?.title);
    const dots = screen.getAllByTestId('carousel-dot');
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /Show slide 2 of 4: Trade BTC/ }));
    expect(shownTitle()).toContain(banners[1]?.title);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('keeps hidden slides out of the tab order and away from screen readers', () => {
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    const [first, second] = screen.getAllByTestId('carousel-slide');
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveAttribute('inert');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('stops and starts again with the pause button', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    act(() => screen.getByRole('button', { name: c.pause }).click());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(shownTitle()).toContain(banners[0]?.title);
    act(() => screen.getByRole('button', { name: c.play }).click());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(shownTitle()).toContain(banners[1]?.title);
  });

  it('never moves by itself when the system asks for reduced motion', () => {
    setReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(shownTitle()).toContain(banners[0]?.title);
    expect(screen.queryByRole('button', { name: c.pause })).toBeNull();
    expect(screen.getByRole('button', { name: c.next })).toBeInTheDocument();
  });

  it('follows a swipe on a touch screen', () => {
    renderWithProviders(<HomeCarousel />, { queryClient: withBanners() });
    const frame = screen.getAllByTestId('carousel-slide')[0]?.parentElement?.parentElement;
    if (!frame) throw new Error('no frame');
    const touch = (type: string, clientX: number) =>
      frame.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch', clientX }),
      );
    act(() => {
      touch('pointerdown', 300);
      touch('pointerup', 180);
    });
    expect(shownTitle()).toContain(banners[1]?.title);
    act(() => {
      touch('pointerdown', 100);
      touch('pointerup', 260);
    });
    expect(shownTitle()).toContain(banners[0]?.title);
  });

  it('keeps the banner shape while the browser loads the list', () => {
    renderWithProviders(<HomeCarousel />);
    const frame = screen.getByTestId('carousel');
    expect(frame).toHaveClass('aspect-[3/1]');
    expect(screen.queryAllByTestId('carousel-slide')).toHaveLength(0);
  });
});
