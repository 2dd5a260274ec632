import { hashPassword, isStrongPassword, verifyPassword } from './password';
import { plausibleTrace } from './slider';

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
});

describe('slider trace plausibility', () => {
  const human = Array.from({ length: 20 }, (_, i) => ({
    x: 150 * (1 - (1 - i / 19) ** 3),
    t: i * 30,
  }));
  it('accepts an accelerating and slowing drag that ends at the release point', () => {
    expect(plausibleTrace(human, 150)).toBe(true);
  });
  it('refuses a uniform scripted drag, a jump, a too-fast drag and a far end', () => {
    expect(
      plausibleTrace(
        Array.from({ length: 10 }, (_, i) => ({ x: i * 10, t: i * 50 })),
        90,
      ),
    ).toBe(false);
    expect(
      plausibleTrace(
        [
          { x: 0, t: 0 },
          { x: 150, t: 500 },
        ],
        150,
      ),
    ).toBe(false);
    expect(
      plausibleTrace(
        human.map((p) => ({ ...p, t: p.t / 10 })),
        150,
      ),
    ).toBe(false);
    expect(plausibleTrace(human, 170)).toBe(false);
  });
});
