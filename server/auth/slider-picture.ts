import { randomBytes, randomInt } from 'node:crypto';
import { blankRgba, pngDataUrl, type Rgba } from './png';

/**
 * The slider puzzle's pictures, drawn as pixels: a textured background with the gap and two decoys
 * of other shapes at the same height, and a piece of the gap's shape with its own texture (never
 * the background cut out, which a template match would find). No number in the answer tells x.
 */
export const PICTURE = { width: 300, height: 150, piece: 44 } as const;

type Shape = (px: number, py: number) => boolean;

/** The puzzle piece in its 44 px box: a rounded square with a tab on top and one on the right. */
const pieceShape: Shape = (px, py) => {
  const inBody = px >= 2 && px <= 36 && py >= 8 && py <= 42 && roundedCorner(px, py, 2, 8, 36, 42);
  return inBody || (px - 36) ** 2 + (py - 25) ** 2 <= 36 || (px - 19) ** 2 + (py - 8) ** 2 <= 36;
};

function roundedCorner(px: number, py: number, x0: number, y0: number, x1: number, y1: number) {
  const r = 4;
  const cx = px < x0 + r ? x0 + r : px > x1 - r ? x1 - r : px;
  const cy = py < y0 + r ? y0 + r : py > y1 - r ? y1 - r : py;
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** Decoys: as dark and as large as the gap, but a circle and a diamond, not the piece's outline. */
const decoyShapes: Shape[] = [
  (px, py) => (px - 22) ** 2 + (py - 22) ** 2 <= 17 ** 2,
  (px, py) => Math.abs(px - 22) + Math.abs(py - 22) <= 20,
];

function edgeOf(shape: Shape, px: number, py: number): boolean {
  return !shape(px - 2, py) || !shape(px + 2, py) || !shape(px, py - 2) || !shape(px, py + 2);
}

/** A small fast generator for texture only; positions come from node:crypto. */
function textureRandom(): () => number {
  let state = randomBytes(4).readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function texture(random: () => number): Rgba {
  const { width, height } = PICTURE;
  const image = blankRgba(width, height);
  const hue = random() * 360;
  const left = hsl(hue, 0.55, 0.45);
  const right = hsl((hue + 60 + random() * 120) % 360, 0.5, 0.4);
  // Soft light and shade: a coarse grid of random levels, smoothly interpolated.
  const cols = 7;
  const rows = 4;
  const grid = Array.from({ length: (cols + 1) * (rows + 1) }, () => random() * 2 - 1);
  const level = (gx: number, gy: number) => grid[gy * (cols + 1) + gx] ?? 0;
  const circles = Array.from({ length: 10 }, () => ({
    x: random() * width,
    y: random() * height,
    r2: (12 + random() * 40) ** 2,
    color: hsl(random() * 360, 0.6, 0.6),
  }));
  // Grain in 2 × 2 blocks: enough to hide flat regions at a third of the bytes of per-pixel grain.
  let grain: number[] = [];
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    if (y % 2 === 0)
      grain = Array.from({ length: width / 2 }, () => Math.floor(random() * 4) * 6 - 9);
    const v = (y / height) * rows;
    const gy = Math.floor(v);
    const fy = (v - gy) ** 2 * (3 - 2 * (v - gy));
    for (let x = 0; x < width; x++) {
      const u = (x / width) * cols;
      const gx = Math.floor(u);
      const fx = (u - gx) ** 2 * (3 - 2 * (u - gx));
      const top = level(gx, gy) * (1 - fx) + level(gx + 1, gy) * fx;
      const bottom = level(gx, gy + 1) * (1 - fx) + level(gx + 1, gy + 1) * fx;
      const shade = (top * (1 - fy) + bottom * fy) * 35;
      const t = x / (width - 1);
      for (let c = 0; c < 3; c++) rgb[c] = (left[c] ?? 0) * (1 - t) + (right[c] ?? 0) * t + shade;
      for (const circle of circles) {
        if ((x - circle.x) ** 2 + (y - circle.y) ** 2 > circle.r2) continue;
        for (let c = 0; c < 3; c++) rgb[c] = (rgb[c] ?? 0) * 0.7 + (circle.color[c] ?? 0) * 0.3;
      }
      // Colours on a coarse grid compress far better; the grain hides the banding.
      const at = (y * width + x) * 4;
      const g = grain[x >> 1] ?? 0;
      for (let c = 0; c < 3; c++)
        image.pixels[at + c] = clamp(Math.round((rgb[c] ?? 0) / 6) * 6 + g);
      image.pixels[at + 3] = 255;
    }
  }
  return image;
}

/** Darkens the shape's inside and lights its rim, as a hole with a bevelled edge. */
function cutOut(image: Rgba, shape: Shape, ox: number, oy: number): void {
  const { piece } = PICTURE;
  for (let py = 0; py < piece; py++) {
    for (let px = 0; px < piece; px++) {
      const x = ox + px;
      const y = oy + py;
      if (x < 0 || y < 0 || x >= image.width || y >= image.height || !shape(px, py)) continue;
      const at = (y * image.width + x) * 4;
      const rim = edgeOf(shape, px, py);
      for (let c = 0; c < 3; c++) {
        const value = image.pixels[at + c] ?? 0;
        image.pixels[at + c] = clamp(rim ? value * 0.4 + 255 * 0.6 : value * 0.42);
      }
    }
  }
}

/** Two decoy positions at the gap's height, each at least a piece away from the gap and each other. */
function decoyPositions(gapX: number, gapY: number): { x: number; y: number }[] {
  const { width, height, piece } = PICTURE;
  const taken = [gapX];
  const found: { x: number; y: number }[] = [];
  for (let tries = 0; tries < 200 && found.length < decoyShapes.length; tries++) {
    const x = randomInt(0, width - piece);
    if (taken.some((other) => Math.abs(other - x) < piece + 4)) continue;
    taken.push(x);
    const y = Math.min(height - piece - 4, Math.max(4, gapY + randomInt(-12, 13)));
    found.push({ x, y });
  }
  return found;
}

export function backgroundPicture(gapX: number, gapY: number): string {
  const random = textureRandom();
  const image = texture(random);
  decoyPositions(gapX, gapY).forEach((at, i) => {
    const shape = decoyShapes[i];
    if (shape) cutOut(image, shape, at.x, at.y);
  });
  cutOut(image, pieceShape, gapX, gapY);
  return pngDataUrl(image);
}

/** The piece alone (transparent around it), with a texture of its own and a light outline. */
export function piecePicture(): string {
  const { piece } = PICTURE;
  const random = textureRandom();
  const image = blankRgba(piece, piece);
  const tint = hsl(random() * 360, 0.35, 0.85);
  for (let py = 0; py < piece; py++) {
    for (let px = 0; px < piece; px++) {
      const at = (py * piece + px) * 4;
      if (pieceShape(px, py)) {
        const rim = edgeOf(pieceShape, px, py);
        const grain = Math.floor(random() * 4) * 5 - 7;
        for (let c = 0; c < 3; c++)
          image.pixels[at + c] = rim ? 255 : clamp((tint[c] ?? 0) + grain);
        image.pixels[at + 3] = rim ? 255 : 225;
      } else if (
        pieceShape(px - 1, py) ||
        pieceShape(px + 1, py) ||
        pieceShape(px, py - 1) ||
        pieceShape(px, py + 1)
      ) {
        image.pixels[at + 3] = 110; // a thin shadow so the piece stands out on light pictures
      }
    }
  }
  return pngDataUrl(image);
}
