/**
 * Structured data for search engines. A data block, not a script: browsers never run it, so the
 * CSP needs neither a nonce nor a hash for it. `<` is escaped so no text can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
