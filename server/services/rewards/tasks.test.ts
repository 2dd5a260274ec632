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
});
