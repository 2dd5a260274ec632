import { parseHeroIdentity, signUpHref } from './hero-identity';

describe('the hero sign-up box', () => {
  it('reads anything with an @ as an e-mail address', () => {
    expect(parseHeroIdentity('  trader@example.com ')).toEqual({
      ok: true,
      identity: { kind: 'email', value: 'trader@example.com' },
    });
    expect(parseHeroIdentity('trader@example')).toEqual({ ok: false, error: 'invalid' });
  });

  it('reads digits as a mobile number, as people write it', () => {
    expect(parseHeroIdentity('010-1234-5678')).toEqual({
      ok: true,
      identity: { kind: 'mobile', value: '1012345678' },
    });
    expect(parseHeroIdentity('90 1234 5678')).toEqual({
      ok: true,
      identity: { kind: 'mobile', value: '9012345678' },
    });
  });

  it('refuses what is neither, and says when nothing was typed', () => {
    expect(parseHeroIdentity('satoshi')).toEqual({ ok: false, error: 'invalid' });
    expect(parseHeroIdentity('+82 10 1234 5678')).toEqual({ ok: false, error: 'invalid' });
    expect(parseHeroIdentity('123')).toEqual({ ok: false, error: 'invalid' });
    expect(parseHeroIdentity('   ')).toEqual({ ok: false, error: 'empty' });
  });

  it('opens the sign-up page on the matching tab', () => {
    expect(signUpHref({ kind: 'email', value: 'a+b@example.com' })).toBe(
      '/sign-up?email=a%2Bb%40example.com',
    );
    expect(signUpHref({ kind: 'mobile', value: '1012345678' })).toBe('/sign-up?mobile=1012345678');
  });
});
