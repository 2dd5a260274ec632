import { crc32, deflateSync } from 'node:zlib';

/** An RGBA picture, row by row, 4 bytes a pixel. */
export interface Rgba {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function blankRgba(width: number, height: number): Rgba {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG (8-bit RGBA, no text chunks) as a data URL. Each row uses the Sub filter: the textures here
 * are noisy, and Sub keeps them a few tens of kilobytes where no filter would double that.
 */
export function pngDataUrl(image: Rgba): string {
  const { width, height, pixels } = image;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    raw[out] = 1;
    for (let i = 0; i < stride; i++) {
      const value = pixels[y * stride + i] ?? 0;
      const left = i >= 4 ? (pixels[y * stride + i - 4] ?? 0) : 0;
      raw[out + 1 + i] = (value - left) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
