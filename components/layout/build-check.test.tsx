// @vitest-environment jsdom
import { renderWithProviders } from '@/lib/test-utils/render';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toastStore } from '../toast';
import { BuildCheck } from './build-check';

function serveLatest(id: string) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ id, timestamp: 1 }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BuildCheck', () => {
  it('checks the manifest every hour with a cache-busting query', async () => {
    const fetchMock = serveLatest('b1');
    renderWithProviders(<BuildCheck buildId="b1" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/builds\/latest\.json\?t=\d+$/,
    );
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('offers a reload, once, when a newer build is deployed', async () => {
    serveLatest('b2');
    renderWithProviders(<BuildCheck buildId="b1" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    });
    const toasts = toastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      message: 'A new version of Exchange is available.',
      action: { label: 'Reload' },
    });
  });

  it('does not poll in development builds', async () => {
    const fetchMock = serveLatest('x');
    renderWithProviders(<BuildCheck buildId="development" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
