import { describe, expect, it } from 'vitest';
import { overBudget } from './first-load-budget';

describe('first-load budget', () => {
  const recorded = { '/[lang]': 220, '/[lang]/futures/[symbol]': 236.8 };

  it('passes growth up to the allowance and fails beyond it, naming the route and both sizes', () => {
    expect(overBudget({ '/[lang]': 223, '/[lang]/futures/[symbol]': 239.8 }, recorded)).toEqual([]);
    expect(overBudget({ '/[lang]': 219, '/[lang]/futures/[symbol]': 262.1 }, recorded)).toEqual([
      { route: '/[lang]/futures/[symbol]', recordedKb: 236.8, measuredKb: 262.1 },
    ]);
  });

  it('lets a new route through (nothing recorded to grow from) and a smaller one', () => {
    expect(overBudget({ '/[lang]/ops': 400, '/[lang]': 150 }, recorded)).toEqual([]);
  });
});
