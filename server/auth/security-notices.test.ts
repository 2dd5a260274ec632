import type { Language } from '../../lib/contract/wire/language';
import { securityMessage } from './security-notices';

const AT = Date.UTC(2026, 10, 24, 9, 30, 0);

/** The device line of a log-in notice in `language` for a recorded device. */
function deviceLine(device: string, language: Language): string | undefined {
  const { text } = securityMessage({ kind: 'login', ip: '198.51.100.7', device }, language, AT);
  // The event's sentence, a blank line, the time, the address, then the device.
  return text.split('\n')[4];
}

describe('the log-in notice names the device in its own language', () => {
  it.each([
    ['en', 'Device: Unknown browser on Android'],
    ['ko', '기기: Android의 알 수 없는 브라우저'],
    ['ja', 'デバイス: Android の 不明なブラウザ'],
    ['zh-hant', '裝置: Android 上的 未知瀏覽器'],
  ] as const)('%s', (language, line) => {
    expect(deviceLine('Unknown browser on Android', language)).toBe(line);
  });

  it('keeps the brand names and words an unknown device', () => {
    expect(deviceLine('Chrome on Windows', 'ko')).toBe('기기: Windows의 Chrome');
    expect(deviceLine('curl', 'ja')).toBe('デバイス: curl');
    expect(deviceLine('Unknown device', 'zh-hant')).toBe('裝置: 未知裝置');
    expect(deviceLine('Unknown device', 'en')).toBe('Device: Unknown device');
  });
});
