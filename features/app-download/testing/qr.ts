import QRCode from 'qrcode';
import { QUIET_ZONE } from '@/lib/qr-code';

/** The dark modules a drawn path holds, as "row,column" keys (qrCodeShape read back). */
export function darkModulesOfPath(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i += 1) {
      dark.add(`${Number(y) - QUIET_ZONE},${Number(x) - QUIET_ZONE + i}`);
    }
  }
  return dark;
}

/** The dark modules of the QR code of `text`, straight from the encoder. */
export function darkModulesOf(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) dark.add(`${row},${column}`);
  return dark;
}
