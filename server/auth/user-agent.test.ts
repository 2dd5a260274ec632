import {
  DEVICE_RECORD_WORDS,
  deviceInWords,
  deviceRecord,
  readDeviceRecord,
} from '../../lib/contract/wire/security';
import { describeDevice, shownDevice } from './user-agent';

/** User-Agents of each kind of record: a browser on a system, a browser, a system, a program … */
const KINDS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14) SomeEngine/1.0',
  'Mozilla/5.0 (compatible; MSIE 10.0) Chrome/1.0',
  'Mozilla/5.0 (compatible; SomethingElse)',
  'curl/8.5.0',
  'MyTradingBot/2.1 (+https://example.com)',
  '',
];

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
      'Firefox on iPad',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera on Windows',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['python-requests/2.32.3', 'Python'],
    ['node', 'Node.js'],
    ['Go-http-client/1.1', 'Go'],
    ['MyTradingBot/2.1 (+https://example.com)', 'MyTradingBot'],
    ['Mozilla/5.0 (compatible; SomethingElse)', 'Unknown browser'],
    ['Mozilla/5.0 (Linux; Android 14) SomeEngine/1.0', 'Unknown browser on Android'],
    ['', 'Unknown device'],
    [undefined, 'Unknown device'],
    ['%%%', 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('keeps a description short whatever the header holds', () => {
    expect(describeDevice(`A${'b'.repeat(5000)}`).length).toBeLessThanOrEqual(64);
  });
});

describe('shownDevice', () => {
  it('shows a named device as recorded and an unknown one as null, for each page to word', () => {
    expect(shownDevice('Chrome on Windows')).toBe('Chrome on Windows');
    expect(shownDevice(describeDevice(''))).toBeNull();
    expect(shownDevice(null)).toBeNull();
  });
});

describe('the recorded device read back (lib/contract/wire/security)', () => {
  it('reads every kind of record into the parts it was written from', () => {
    for (const userAgent of KINDS) {
      const record = describeDevice(userAgent);
      expect(deviceRecord(readDeviceRecord(record)), record).toBe(record);
    }
    expect(readDeviceRecord('Samsung Internet on Android')).toEqual({
      browser: 'Samsung Internet',
      system: 'Android',
    });
    expect(readDeviceRecord('Unknown browser on Android')).toEqual({
      browser: null,
      system: 'Android',
    });
    expect(readDeviceRecord('Unknown browser')).toEqual({ browser: null, system: null });
    expect(readDeviceRecord('MyTradingBot')).toEqual({ browser: 'MyTradingBot', system: null });
    expect(readDeviceRecord('Unknown device')).toBeNull();
    expect(readDeviceRecord(null)).toBeNull();
  });

  it('words a record in a language, keeping the brand names', () => {
    const korean = {
      on: (browser: string, system: string) => `${system}의 ${browser}`,
      unknownBrowser: '알 수 없는 브라우저',
      unknownDevice: '알 수 없는 기기',
    };
    expect(deviceInWords('Chrome on Windows', korean)).toBe('Windows의 Chrome');
    expect(deviceInWords('Unknown browser on Android', korean)).toBe(
      'Android의 알 수 없는 브라우저',
    );
    expect(deviceInWords('Unknown browser', korean)).toBe('알 수 없는 브라우저');
    expect(deviceInWords('curl', korean)).toBe('curl');
    expect(deviceInWords('Unknown device', korean)).toBe('알 수 없는 기기');
    expect(deviceInWords(null, korean)).toBe('알 수 없는 기기');
    expect(deviceInWords('Unknown browser on Android', DEVICE_RECORD_WORDS)).toBe(
      'Unknown browser on Android',
    );
  });
});
