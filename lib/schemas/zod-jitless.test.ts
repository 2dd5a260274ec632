import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s eval probe, for zod loaded before or after it', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
