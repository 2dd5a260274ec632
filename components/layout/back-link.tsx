'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { Link } from '@/components/i18n/link';
import { backLinkPaths, pathMatchesPattern, type LayoutName } from '@/lib/routes';

interface BackLinkProps {
  label: string;
  /** The pages of this layout that show the link (lib/routes) are told here, not sent in the page. */
  layout: LayoutName;
}

/**
 * The route rendered below the layout, as a path without language ("/notices/108"): the route's
 * segments, route groups left out. Not the address bar's path: where the middleware rewrote an
 * unknown address to the 404 page, the server renders that page while the browser's path still
 * names the address (/notices/99999999 matched the notice pages, and the link the server had left
 * out appeared in the browser: a hydration mismatch, the page rendered again from scratch).
 */
export function renderedRoutePath(segments: readonly string[]): string {
  return `/${segments.filter((segment) => !segment.startsWith('(')).join('/')}`;
}

/**
 * The phone header's way home. The layout renders the header once for all its pages, so the
 * pages that do without the link are told apart by the route being rendered.
 */
export function BackLink({ label, layout }: BackLinkProps) {
  const path = renderedRoutePath(useSelectedLayoutSegments());
  const shownOn = backLinkPaths(layout);
  if (shownOn !== true && !shownOn.some((pattern) => pathMatchesPattern(path, pattern))) {
    return null;
  }
  return (
    <Link href="/" aria-label={label} className="text-fg-muted hover:text-fg md:hidden">
      <span aria-hidden="true">←</span>
    </Link>
  );
}
