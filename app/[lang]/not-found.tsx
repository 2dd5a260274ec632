import { LocalizedNotFound } from '@/components/layout/localized-not-found';

/**
 * The boundary for a notFound() thrown while rendering (a guard behind the middleware, which
 * answers unknown paths with the full 404 page itself). Next serializes this boundary into every
 * page's payload, so it carries no header or footer (they cost each page 9 kB of HTML) and its
 * content is a client component (a reference rather than its rendered tree).
 */
export default function LocaleNotFound() {
  return (
    <main id="main">
      <LocalizedNotFound />
    </main>
  );
}
