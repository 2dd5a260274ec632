import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatUsdt } from '../../engine';
import { headline, REWARD_TASKS } from './tasks';

describe('new-user task table', () => {
  it('adds up to the home page’s 20 020 USDT and the sign-up page’s 10 000 USDT (its starter tasks)', () => {
    const h = headline();
    expect(h.total).toBe('20020');
    expect(h.signUpTotal).toBe('10000');
    expect(h.tasks.map((t) => t.reward).reduce((a, b) => a + Number(b), 0)).toBe(20020);
  });

  it('has one task per key and volume steps in increasing order', () => {
    expect(new Set(REWARD_TASKS.map((t) => t.key)).size).toBe(REWARD_TASKS.length);
    const steps = REWARD_TASKS.filter((t) => t.kind === 'volume').map((t) => t.target);
    expect(steps).toEqual([...steps].sort((a, b) => (a < b ? -1 : 1)));
    expect(steps.map(formatUsdt)).toEqual(['100000', '1000000', '5000000', '10000000']);
  });

  it('computes the headline from whatever table it is given (no hard-coded figure)', () => {
    const first = REWARD_TASKS[0];
    if (!first) throw new Error('no tasks');
    const h = headline([first, { ...first, key: 'x', tier: 'advanced', reward: 5n * 10n ** 8n }]);
    expect([h.total, h.signUpTotal]).toEqual(['15', '10']);
  });

  // Banners and notices are operator copy stored as text: they cannot read the table, so this
  // keeps the figures that the ones inviting new users (linking to sign-up) quote to the table's.
  it('is the only source of the figures the sign-up banners and notices quote, in every language', () => {
    const h = headline();
    const figures = [h.total, h.signUpTotal].map((amount) =>
      Number(amount).toLocaleString('en-US'),
    );
    const data = (file: string) =>
      JSON.parse(
        readFileSync(path.join(import.meta.dirname, '../../content/data', file), 'utf8'),
      ) as {
        linkUrl: string | null;
        title: Record<string, string>;
        body?: Record<string, string>;
      }[];
    const texts = [...data('carousel.json'), ...data('notices.json')]
      .filter((entry) => entry.linkUrl === '/sign-up')
      .flatMap((entry) => [...Object.values(entry.title), ...Object.values(entry.body ?? {})]);
    const quoted = texts.flatMap((text) =>
      [...text.matchAll(/(\d{1,3}(?:,\d{3})+)\s*USDT/g)].map((match) => ({
        text,
        figure: match[1],
      })),
    );
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    for (const { text, figure } of quoted) expect(figures, text).toContain(figure);
  });
});
