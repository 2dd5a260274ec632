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
