// Server entry: what the home page prepares on the server for its client sections.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Banners the app ships (public/icons/banners): the only ones read from disk. */
const SHIPPED_BANNER = /^\/icons\/banners\/[a-z0-9-]+\.svg$/;
/** Past this the HTML grows more than the round trip it saves is worth. */
const MAX_INLINE_BYTES = 4_096;

const cache = new Map<string, Promise<string | undefined>>();

/**
 * The first banner as a `data:` URL, so it paints with the HTML's first frame. As a request of
 * its own it arrived while the scripts were starting and its paint (the page's largest) waited
 * for them. Only small SVGs the app ships are inlined; anything else keeps its URL (undefined).
 */
export function inlineBannerImage(imageUrl: string): Promise<string | undefined> {
  if (!SHIPPED_BANNER.test(imageUrl)) return Promise.resolve(undefined);
  let inlined = cache.get(imageUrl);
  if (!inlined) {
    inlined = readFile(path.join(process.cwd(), 'public', imageUrl), 'utf8').then(
      (svg) => (Buffer.byteLength(svg) <= MAX_INLINE_BYTES ? svgDataUrl(svg) : undefined),
      () => undefined,
    );
    cache.set(imageUrl, inlined);
  }
  return inlined;
}

/**
 * An SVG as a compact `data:` URL: whitespace collapsed, double quotes turned single where that
 * changes nothing, and only the characters a URL may not carry escaped.
 */
export function svgDataUrl(svg: string): string {
  let compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  if (!compact.includes("'")) compact = compact.replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?"[\\\]^`{|}\n\r]/g, encodeURIComponent)}`;
}
