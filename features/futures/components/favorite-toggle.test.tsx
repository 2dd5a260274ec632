// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiMessageToasts } from '@/components/providers/api-message-toasts';
import { clearToasts, Toaster } from '@/components/toast';
import { sessionStore } from '@/features/session';
import { TOKEN_COOKIE, setToken } from '@/lib/session/token';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { getPrivateConfigsQueryOptions, type PrivateConfigs } from '../api/get-private-configs';
import { favoritesStore } from '../stores/favorites-store';
import { FavoriteToggle } from './favorite-toggle';

const configs = (favorites: number[]): PrivateConfigs => ({
  favorites,
  positionMode: { hedge: false },
  positionConfigs: [],
  preferences: {
    confirmOrders: true,
    dismissedNotices: {},
    colorConvention: 'greenUp',
    quantityUnit: 'base',
  },
});

/** The server's favourites; addFavorite/deleteFavorite answer through `answerWrite`. */
let serverFavorites: number[];
let answerWrite: (path: string, contractId: number) => Promise<unknown>;
const writes: string[] = [];

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200 });
}

beforeEach(() => {
  serverFavorites = [2];
  writes.length = 0;
  answerWrite = async (path, contractId) => {
    serverFavorites = path.endsWith('addFavorite')
      ? [...serverFavorites, contractId]
      : serverFavorites.filter((id) => id !== contractId);
    return { code: 0, data: { favorites: serverFavorites } };
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.includes('configs/private')) return json({ code: 0, data: configs(serverFavorites) });
    if (url.includes('Favorite')) {
      const { contractId } = JSON.parse(String(init.body)) as { contractId: number };
      writes.push(`${url.split('/').at(-1)} ${contractId}`);
      return json(await answerWrite(url, contractId));
    }
    return json({ code: 0, data: null });
  });
  favoritesStore.getState().favoritesLoaded([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
  sessionStore.getState().sessionCleared();
});

function logIn() {
  setToken('tok-1');
  sessionStore.getState().tokenChanged('tok-1');
}

const star = () => screen.getByRole('button', { name: 'Favourite ETHUSDT' });

describe('favourite star of a visitor', () => {
  it('keeps the favourite in local storage (favIds) and never calls the server', async () => {
    localStorage.setItem('favIds', '3');
    favoritesStore.getState().favoritesLoaded([3]);
    renderWithProviders(<FavoriteToggle contractId={7} symbol="ETHUSDT" />);
    expect(star()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star());
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('favIds')).toBe('3,7');

    await userEvent.click(star());
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('favIds')).toBe('3');
    expect(writes).toEqual([]);
  });
});

describe('favourite star of a logged-in user', () => {
  it('fills at once, and the private configuration then holds the new favourite', async () => {
    logIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = answerWrite;
    answerWrite = async (path, id) => {
      await held;
      return answer(path, id);
    };
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getPrivateConfigsQueryOptions().queryKey, configs([2]));
    renderWithProviders(<FavoriteToggle contractId={7} symbol="ETHUSDT" />, { queryClient });

    await userEvent.click(star());
    // Shown before the server has answered.
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(writes).toEqual(['addFavorite 7']);

    await act(async () => release());
    await waitFor(() => expect(star()).not.toBeDisabled());
    await waitFor(() =>
      expect(
        queryClient.getQueryState(getPrivateConfigsQueryOptions().queryKey)?.isInvalidated,
      ).toBe(false),
    );
    expect(queryClient.getQueryData(getPrivateConfigsQueryOptions().queryKey)?.favorites).toEqual([
      2, 7,
    ]);
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('favIds')).toBeNull();
  });

  it('goes back when the server refuses the change', async () => {
    logIn();
    serverFavorites = [2, 7];
    answerWrite = async () => ({ code: 1034, message: 'no permission' });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getPrivateConfigsQueryOptions().queryKey, configs([2, 7]));
    renderWithProviders(<FavoriteToggle contractId={7} symbol="ETHUSDT" />, { queryClient });
    expect(star()).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(star());
    await waitFor(() => expect(star()).not.toBeDisabled());
    expect(writes).toEqual(['deleteFavorite 7']);
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryData(getPrivateConfigsQueryOptions().queryKey)?.favorites).toEqual([
      2, 7,
    ]);
  });

  it('says the list is full (maximum N selections) and leaves the star empty', async () => {
    logIn();
    answerWrite = async () => ({
      code: 102900003,
      message: 'list full',
      data: { max: 100 },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getPrivateConfigsQueryOptions().queryKey, configs([2]));
    renderWithProviders(
      <>
        <FavoriteToggle contractId={7} symbol="ETHUSDT" />
        <ApiMessageToasts />
        <Toaster />
      </>,
      { queryClient },
    );

    await userEvent.click(star());
    expect(
      await screen.findByText('Maximum 100 selections: remove one before adding another.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));
    expect(writes).toEqual(['addFavorite 7']);
    act(() => clearToasts());
  });
});
