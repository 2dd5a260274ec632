'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { pathMatchesPattern } from '@/lib/routes';

interface BackLinkProps {
  label: string;
  /** Path patterns (without the language) that show the link, or `true` for every page of the layout. */
  shownOn: true | readonly string[];
}

/**
 * The phone header's way home. The layout renders the header once for all its pages, so the
 * pages that do without the link are told apart by the current path.
 */
export function BackLink({ label, shownOn }: BackLinkProps) {
  const pathname = usePathname();
  if (shownOn !== true && !shownOn.some((pattern) => pathMatchesPattern(pathname, pattern))) {
    return null;
  }
  return (
    <Link href="/" aria-label={label} className="text-fg-muted hover:text-fg md:hidden">
      <span aria-hidden="true">←</span>
    </Link>
  );
}
