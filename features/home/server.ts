// Server entry: what the home page prepares on the server for its client sections.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Banners the app ships (public/icons/banners): the only ones read from disk. */
const SHIPPED_BANNER = /^\/icons\/banners\/[a-z0-9-]+\.svg$/;
/** Past this the HTML grows more than the round trip it saves is worth. */
const MAX_INLINE_BYTES = 4_096;

const cache = new Map<string, Promise<string | undefined>>();

/**
 * The first banner as a `data:` URL, so it paints with the HTML's first frame. As a separate
 * request it arrived while the scripts were hydrating the page and waited for them to paint: on a
 * phone that made it the page's largest paint at 4 s instead of 1 s. Only small SVGs the app
 * ships are inlined; anything else keeps its URL (undefined).
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

/** An SVG as a compact `data:` URL: whitespace collapsed, only the characters URLs forbid escaped. */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|}\n\r]/g, encodeURIComponent)}`;
}
