import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets } from './static-assets';

let dir: string;
let server: Server;
let origin: string;
const script = `export const answer = ${'"forty-two", '.repeat(400)};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-assets-'));
  await mkdir(path.join(dir, 'static', 'chunks'), { recursive: true });
  await writeFile(path.join(dir, 'static', 'chunks', 'app-1a2b.js'), script);
  await writeFile(path.join(dir, 'static', 'chunks', 'tiny.css'), 'a{color:red}');
  await writeFile(path.join(dir, 'secret.js'), 'outside the served folder');
  const assets = createStaticAssets({
    root: path.join(dir, 'static'),
    prefix: '/_next/static/',
    headers: [['X-Content-Type-Options', 'nosniff']],
  });
  server = createServer((req, res) => {
    void assets.serve(req, res).then((served) => {
      if (!served) res.writeHead(418).end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body and hide the encoding). */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files from memory', () => {
  it('answers Brotli, gzip or the file itself, as the client accepts, all the same bytes', async () => {
    const br = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/_next/static/chunks/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-length']).toBe(String(script.length));
  });

  it('answers 304 to a client that has the file, and headers alone to HEAD', async () => {
    const first = await get('/_next/static/chunks/app-1a2b.js');
    const etag = String(first.headers['etag']);
    const again = await get('/_next/static/chunks/app-1a2b.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app-1a2b.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('keeps tiny files as they are', async () => {
    const css = await get('/_next/static/chunks/tiny.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('a{color:red}');
  });

  it('leaves to Next what it does not hold: missing files, other paths, other methods', async () => {
    expect((await get('/_next/static/chunks/missing.js')).status).toBe(418);
    expect((await get('/_next/static/chunks/app-1a2b.exe')).status).toBe(418);
    expect((await get('/en')).status).toBe(418);
    expect((await get('/_next/static/chunks/app-1a2b.js', {}, 'POST')).status).toBe(418);
  });

  it('never reads outside its folder, however the path is spelled', async () => {
    for (const pathname of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/%2e%2e%2f%2e%2e%2fsecret.js',
      '/_next/static/%00.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(418);
    }
  });
});
