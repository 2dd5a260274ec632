import { describe, expect, it } from 'vitest';
import { inlineBannerImage, svgDataUrl } from './server';

describe('inlineBannerImage', () => {
  it('inlines a shipped banner as a data URL that decodes back to the same picture', async () => {
    const url = await inlineBannerImage('/icons/banners/welcome-rewards.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent((url ?? '').slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(svg).toContain("viewBox='0 0 960 320'");
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('keeps anything but a shipped banner as its URL', async () => {
    await expect(inlineBannerImage('https://cdn.example.com/banner.svg')).resolves.toBeUndefined();
    await expect(
      inlineBannerImage('/icons/banners/../../../package.json'),
    ).resolves.toBeUndefined();
    await expect(inlineBannerImage('/icons/banners/missing.svg')).resolves.toBeUndefined();
    await expect(inlineBannerImage('/icons/banners/welcome.png')).resolves.toBeUndefined();
  });
});

describe('svgDataUrl', () => {
  it('escapes what a URL may not carry and keeps the rest readable', () => {
    const url = svgDataUrl('<svg fill="#fff">\n  <text>50% off?</text>\n</svg>');
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg fill='%23fff'%3E%3Ctext%3E50%25 off%3F%3C/text%3E%3C/svg%3E",
    );
  });

  it('keeps single quotes inside attributes intact', () => {
    const svg = `<svg><text font-family="'Noto Sans'">A</text></svg>`;
    expect(decodeURIComponent(svgDataUrl(svg).slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});
