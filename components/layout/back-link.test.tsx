// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { BackLink, renderedRoutePath } from './back-link';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const route = vi.hoisted(() => ({ segments: [] as string[] }));
vi.mock('next/navigation', () => ({ useSelectedLayoutSegments: () => route.segments }));

function renderOn(segments: string[], layout: 'default' | 'auth' = 'default') {
  route.segments = segments;
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <BackLink label="Back" layout={layout} />
    </NextIntlClientProvider>,
  );
  return screen.queryByRole('link', { name: 'Back' });
}

describe('BackLink', () => {
  it('reads the route being rendered, route groups left out', () => {
    expect(renderedRoutePath([])).toBe('/');
    expect(renderedRoutePath(['notices', '108'])).toBe('/notices/108');
    expect(renderedRoutePath(['(account)', 'assets', 'spot'])).toBe('/assets/spot');
  });

  it('shows on a notice, and not on the 404 page the server rendered for an unknown notice', () => {
    // The browser's address is /en/notices/99999999 in both cases; the rendered route differs.
    expect(renderOn(['notices', '108'])).toHaveAttribute('href', '/');
    cleanup();
    expect(renderOn(['page-not-found'])).toBeNull();
  });

  it('is left out where the route table says so: the home page and the log-in page', () => {
    expect(renderOn([])).toBeNull();
    cleanup();
    expect(renderOn(['log-in'], 'auth')).toBeNull();
  });
});
