import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

describe('themeFor', () => {
  it('shows the visitor’s choice wherever they made one', () => {
    expect(themeFor('light', 'dark', true)).toBe('light');
    expect(themeFor('dark', null, false)).toBe('dark');
    // "System", chosen, follows the system even on a page that opens dark.
    expect(themeFor('system', 'dark', false)).toBe('light');
  });

  it('opens a page in its default while no theme is chosen, else in the system’s', () => {
    expect(themeFor(null, 'dark', false)).toBe('dark');
    expect(themeFor(null, null, false)).toBe('light');
    expect(themeFor(null, null, true)).toBe('dark');
  });
});
