'use client';

import { Link } from '@/components/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';
import { backLinkPaths, pathMatchesPattern, type LayoutName } from '@/lib/routes';

interface BackLinkProps {
  label: string;
  /** The pages of this layout that show the link (lib/routes) are told here, not sent in the page. */
  layout: LayoutName;
}

/**
 * The phone header's way home. The layout renders the header once for all its pages, so the
 * pages that do without the link are told apart by the current path.
 */
export function BackLink({ label, layout }: BackLinkProps) {
  const pathname = usePathname();
  const shownOn = backLinkPaths(layout);
  if (shownOn !== true && !shownOn.some((pattern) => pathMatchesPattern(pathname, pattern))) {
    return null;
  }
  return (
    <Link href="/" aria-label={label} className="text-fg-muted hover:text-fg md:hidden">
      <span aria-hidden="true">←</span>
    </Link>
  );
}
