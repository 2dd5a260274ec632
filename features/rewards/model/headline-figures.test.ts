import { describe, expect, it } from 'vitest';
import { headlineFigures } from './headline-figures';

const task = (key: string, tier: 'starter' | 'advanced', reward: string) => ({
  key,
  kind: 'volume' as const,
  tier,
  target: '1',
  reward,
  maxLeverage: 10,
});

describe('the headline figures', () => {
  it('say how many tasks each figure adds up: every task, and the starter tasks alone', () => {
    const figures = headlineFigures({
      currency: 'USDT',
      total: '1510',
      signUpTotal: '510',
      taskWindowDays: 30,
      tasks: [
        task('a', 'starter', '10'),
        task('b', 'starter', '500'),
        task('c', 'advanced', '1000'),
      ],
    });
    expect(figures).toEqual({
      allTasks: { amount: '1510', tasks: 3 },
      starterTasks: { amount: '510', tasks: 2 },
    });
  });
});
