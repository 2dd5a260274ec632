// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeStore } from '@/features/realtime';
import { createTestQueryClient, TestProviders } from '@/lib/test-utils/render';
import { useHistoryInvalidation } from './use-history-invalidation';

const order = (orderId: number, orderStatus: number) => ({
  topic: 'match',
  payload: { type: 3004, data: [{ orderId, orderStatus, contractId: 1, createdAt: 1 }] },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp() {
  const store = createRealtimeStore();
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  renderHook(() => useHistoryInvalidation(store), {
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
  });
  const receive = (...messages: ReturnType<typeof order>[]) =>
    act(() => store.getState().messagesReceived(messages));
  return { receive, invalidate };
}

describe('useHistoryInvalidation', () => {
  it('reads the histories again when an order leaves the open list, not when one arrives', () => {
    const { receive, invalidate } = setUp();
    receive(order(1, 2));
    expect(invalidate).not.toHaveBeenCalled();
    receive(order(1, 4));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['futures', 'history'] });
  });

  it('reads them at most once a second during a burst of fills', () => {
    const { receive, invalidate } = setUp();
    receive(order(1, 2), order(2, 2), order(3, 2));
    receive(order(1, 4));
    receive(order(2, 4));
    receive(order(3, 5));
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
