// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/lib/test-utils/render';
import { HeaderAccountClient } from './header-account-client';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

describe('HeaderAccountClient', () => {
  it("keeps a visitor's log-in link, and the keyboard focus on it, through hydration", async () => {
    const page = (
      <TestProviders locale="ko">
        <HeaderAccountClient />
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const logIn = container.querySelector<HTMLAnchorElement>('a[href="/log-in"]');
    expect(logIn?.textContent).toBe('로그인');
    logIn?.focus();
    expect(document.activeElement).toBe(logIn);

    await act(async () => {
      hydrateRoot(container, page);
    });

    // Hydrated: the member skeleton is gone, the visitor links are the same elements, still focused.
    expect(container.querySelector('.member-only')).toBeNull();
    expect(container.querySelector('a[href="/log-in"]')).toBe(logIn);
    expect(document.activeElement).toBe(logIn);
    container.remove();
  });
});
