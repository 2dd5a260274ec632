import { createLogger, maskPersonalData } from './logger';

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', 'test', { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('') };
}

describe('logs never carry a whole e-mail address or phone number', () => {
  it('masks an e-mail address in a field, a message and a request URL', () => {
    const { log, text } = capture();
    log.info({ email: 'alice.smith@example.com' }, 'sent to bob@mail.example.org');
    log.child({ component: 'api' }).info({ url: '/api/dev/outbox?to=carol%40example.co.kr' });
    const out = text();
    expect(out).toContain('a***@example.com');
    expect(out).toContain('b***@mail.example.org');
    expect(out).toContain('c***@example.co.kr');
    for (const whole of ['alice.smith@', 'bob@', 'carol%40', 'carol@'])
      expect(out).not.toContain(whole);
  });

  it('masks international numbers, also grouped or in a URL, and national numbers in phone fields', () => {
    expect(maskPersonalData('"to":"+821012341234"')).toBe('"to":"+82******1234"');
    expect(maskPersonalData('call +1 415-555-2671 now')).toBe('call +14*****2671 now');
    expect(maskPersonalData('"url":"/outbox?to=%2B819012345678"')).toBe(
      '"url":"/outbox?to=+81******5678"',
    );
    expect(maskPersonalData('{"phone":"1012345678","mobile":"9012345678"}')).toBe(
      '{"phone":"******5678","mobile":"******5678"}',
    );
  });

  it('leaves what the auth code already masked, times, ids and prices as they are', () => {
    const line =
      '{"level":30,"time":1767225600123,"pid":4242,"userId":1000123,"target":"j***@example.com","phone":"+82 10****78","price":"+12.5","msg":"1e+21"}';
    expect(maskPersonalData(line)).toBe(line);
  });
});
