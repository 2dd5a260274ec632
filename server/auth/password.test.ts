import { hashPassword, isStrongPassword, verifyPassword } from './password';

describe('password rule and hashing', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefg1!', true],
    ['ABCDEFG1!', true],
    ['abcdefgh', false],
    ['abcdefg1', false],
    ['Ab1!', false],
    ['Abcdefghijklmnopqrs1!', false],
  ])('%s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('Abcdef12!');
    const b = await hashPassword('Abcdef12!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Abcdef12!', a)).toBe(true);
    expect(await verifyPassword('Abcdef12?', a)).toBe(false);
    expect(await verifyPassword('Abcdef12!', 'garbage')).toBe(false);
  });

  it('records the cost it hashed with, and checks a password at that cost', async () => {
    const cheap = await hashPassword('Abcdef12!', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Abcdef12!', cheap)).toBe(true);
    expect(await verifyPassword('Abcdef12?', cheap)).toBe(false);
    // The cost is part of the hash: the same password and salt at another cost do not match.
    const [, , r, p, salt, key] = cheap.split('$');
    expect(await verifyPassword('Abcdef12!', ['scrypt', 2048, r, p, salt, key].join('$'))).toBe(
      false,
    );
  });
});
