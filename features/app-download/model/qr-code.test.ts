import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { darkModulesOf, darkModulesOfPath } from '../testing/qr';
import { qrCodeShape } from '@/lib/qr-code';

describe('the download QR code', () => {
  it('draws exactly the modules of the QR code of the address', () => {
    const url = 'https://exchange.example/en/download';
    const shape = qrCodeShape(url);
    expect(darkModulesOfPath(shape.path)).toEqual(darkModulesOf(url));
    expect(shape.size).toBe(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size + 8);
  });

  it('differs for a different address', () => {
    expect(qrCodeShape('https://exchange.example/ko/download').path).not.toBe(
      qrCodeShape('https://exchange.example/en/download').path,
    );
  });

  it('is only path commands, nothing that could be markup', () => {
    expect(qrCodeShape('https://x.example/"><script>').path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
