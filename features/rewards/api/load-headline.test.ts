import { describe, expect, it, vi } from 'vitest';
import { createHeadlineLoader } from './load-headline';
import type { RewardsHeadline } from './schemas';

const headline: RewardsHeadline = {
  currency: 'USDT',
  total: '20020',
  signUpTotal: '10000',
  taskWindowDays: 30,
  tasks: [],
};

describe('the rewards headline for the home and sign-up pages', () => {
  it('asks the server once per ten seconds, whoever is asking', async () => {
    let now = 0;
    const fetchHeadline = vi.fn(async () => headline);
    const load = createHeadlineLoader({ fetchHeadline, now: () => now });
    expect(await load()).toEqual(headline);
    now = 9_999;
    await load();
    expect(fetchHeadline).toHaveBeenCalledTimes(1);
    now = 10_000;
    await load();
    expect(fetchHeadline).toHaveBeenCalledTimes(2);
  });

  it('gives no figure when the server does not answer, and asks again next time', async () => {
    const fetchHeadline = vi
      .fn<() => Promise<RewardsHeadline>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(headline);
    const load = createHeadlineLoader({ fetchHeadline, now: () => 0 });
    expect(await load()).toBeNull();
    expect(await load()).toEqual(headline);
  });
});
