import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contracts, spotCurrencies } from '@/lib/contract/reference-data';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const carousel = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../server/content/data/carousel.json'),
    'utf8',
  ),
) as { imageUrl: string }[];

describe('icons and banner images ship with the app (no external URLs)', () => {
  const files = [
    ...contracts.map((c) => c.baseAssetIcon),
    ...spotCurrencies.map((c) => c.iconAddress),
    ...carousel.map((b) => b.imageUrl),
  ];

  it.each([...new Set(files)])('%s exists and is an SVG without remote references', (url) => {
    const file = path.join(publicDir, url);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/(href|src)="https?:/);
  });
});
