// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './use-cooldown';

describe('useCooldown', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the whole wait when the clock moves while it starts (60, never 61)', () => {
    // Each reading of the clock a millisecond later than the one before, as on a busy machine.
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock++);
    const { result } = renderHook(() => useCooldown());
    act(() => result.current[1](60));
    expect(result.current[0]).toBe(60);
  });

  it('counts down once a second to zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCooldown());
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe(0);
  });
});
