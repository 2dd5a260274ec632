import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The build's static files (`/_next/static/…`: scripts, styles, fonts), served from memory and
 * compressed once. Next compresses each of them again for every request with gzip on the main
 * thread (the home page's first load is 16 scripts, 700 kB before compression): here Brotli and
 * gzip are made once per file on libuv's threads, and every later request is a memory copy.
 * The names carry a content hash, so a file never changes under its name.
 */

/** The file types served, with the type Next gives them. Anything else goes to Next. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
/** Already compressed formats: compressing them again only costs time. */
const PRECOMPRESSED = new Set(['.woff2', '.woff', '.png', '.jpg', '.webp']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1_024;

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer | undefined;
  brotli: Buffer | undefined;
}

export interface StaticAssetsOptions {
  /** The folder served (the build's `.next/static`). */
  root: string;
  /** The URL path it is served under, with a trailing slash (`/_next/static/`). */
  prefix: string;
  /** Headers every answer carries (the app's security headers). */
  headers: readonly (readonly [string, string])[];
  /** Files kept in memory at most (the build has about a hundred). */
  maxEntries?: number;
}

export interface StaticAssets {
  /** Answers the request if it is for one of the files; false leaves it to Next (404s too). */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createStaticAssets(options: StaticAssetsOptions): StaticAssets {
  const root = path.resolve(options.root);
  const maxEntries = options.maxEntries ?? 1_000;
  const assets = new Map<string, Promise<Asset | null>>();

  function fileOf(url: string | undefined): string | null {
    const pathname = (url ?? '').split('?')[0] ?? '';
    if (!pathname.startsWith(options.prefix)) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(options.prefix.length));
    } catch {
      return null;
    }
    if (relative === '' || relative.includes('\0')) return null;
    const file = path.resolve(root, relative);
    // Nothing outside the folder, however the path is spelled.
    if (!file.startsWith(root + path.sep)) return null;
    if (!(path.extname(file) in CONTENT_TYPES)) return null;
    return file;
  }

  async function load(file: string): Promise<Asset | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const identity = await readFile(file);
    const extension = path.extname(file);
    const compress = !PRECOMPRESSED.has(extension) && identity.length >= MIN_COMPRESS_BYTES;
    const [gzipped, brotli] = compress
      ? await Promise.all([
          gzipAsync(identity, { level: 9 }),
          // Quality 11 is 50× slower for 10 % less; once per file, off the main thread.
          brotliAsync(identity, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          }),
        ])
      : [undefined, undefined];
    return {
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `W/"${identity.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      identity,
      gzip: gzipped,
      brotli,
    };
  }

  function assetOf(file: string): Promise<Asset | null> {
    let asset = assets.get(file);
    if (!asset) {
      if (assets.size >= maxEntries) {
        const oldest = assets.keys().next().value;
        if (oldest !== undefined) assets.delete(oldest);
      }
      asset = load(file).catch(() => null);
      assets.set(file, asset);
      // A missing file may appear (a build in progress): ask the disk again next time.
      void asset.then((found) => {
        if (found === null) assets.delete(file);
      });
    }
    return asset;
  }

  return {
    async serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const file = fileOf(req.url);
      if (file === null) return false;
      const asset = await assetOf(file);
      if (asset === null) return false;
      for (const [name, value] of options.headers) res.setHeader(name, value);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Type', asset.type);
      res.setHeader('ETag', asset.etag);
      if (asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === asset.etag) {
        res.writeHead(304).end();
        return true;
      }
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding =
        asset.brotli && /\bbr\b/.test(accepted)
          ? 'br'
          : asset.gzip && /\bgzip\b/.test(accepted)
            ? 'gzip'
            : undefined;
      const body =
        encoding === 'br' ? asset.brotli : encoding === 'gzip' ? asset.gzip : asset.identity;
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body?.length ?? 0));
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
