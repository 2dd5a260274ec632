import { tokenCookieAttributes } from './token';

describe('session cookie', () => {
  it('is Secure on a page served over HTTPS and SameSite=Lax everywhere', () => {
    expect(tokenCookieAttributes('https:')).toMatchObject({
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    // Plain HTTP (local development, the e2e server): a Secure cookie would not be stored at all.
    expect(tokenCookieAttributes('http:')).toMatchObject({ sameSite: 'lax', secure: false });
    expect(tokenCookieAttributes('https:', { expires: 7 }).expires).toBe(7);
  });
});
