import QRCode from 'qrcode';

/** A QR code as one SVG path of dark modules, in module units, quiet zone included. */
export interface QrCodeShape {
  /** Width and height in modules, the quiet zone on each side included. */
  size: number;
  /** `M x y h w v 1 h -w z` per run of dark modules in a row. */
  path: string;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text` (error correction M), drawn as rectangles per horizontal run of dark
 * modules: a few hundred path commands instead of one element per module. Generated on the
 * server, so no image service and nothing the page's CSP would block.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const commands: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      const width = column - start;
      commands.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${width}v1h-${width}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: commands.join('') };
}

/**
 * The QR code of `text` as a standalone SVG document, dark on white whatever the theme (phone
 * cameras read it best); served as an image where the code is not the page's main content.
 */
export function qrCodeSvg(text: string, title: string): string {
  const { size, path } = qrCodeShape(text);
  const escapedTitle = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges"><title>${escapedTitle}</title>` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`
  );
}
