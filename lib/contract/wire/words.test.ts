import { describe, expect, it } from 'vitest';
import { wordOf } from './words';

describe('wordOf', () => {
  const STATUSES = ['active', 'stopped'] as const;

  it('reads a stored word as the contract’s', () => {
    const status: 'active' | 'stopped' = wordOf(STATUSES, 'stopped', 'follow status');
    expect(status).toBe('stopped');
  });

  it('refuses a word the contract does not have, naming what it was', () => {
    expect(() => wordOf(STATUSES, 'paused', 'follow status')).toThrow(
      'follow status "paused" is not one of active, stopped',
    );
  });
});
