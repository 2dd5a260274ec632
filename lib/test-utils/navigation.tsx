import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * next-intl's navigation Link needs the Next router, which component tests do not have. Tests
 * swap it for a plain anchor, which keeps what a user sees (the text, the href, the focus):
 *
 *   vi.mock('@/lib/i18n/navigation', async () => (await import('@/lib/test-utils/navigation')).navigationMock);
 */
export const TestLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean | null }
>(function TestLink({ prefetch: _prefetch, ...props }, ref) {
  return <a ref={ref} {...props} />;
});

export const navigationMock = { Link: TestLink };

/**
 * The same swap for the site's LocalizedLink (components/i18n/localized-link), which reads the
 * page's language from next-intl: tests keep the href as written, as TestLink does.
 *
 *   vi.mock('@/components/i18n/localized-link', async () => (await import('@/lib/test-utils/navigation')).localizedLinkMock);
 */
export const localizedLinkMock = { LocalizedLink: TestLink };
