// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast';
import { sessionStore } from '@/features/session';
import { http, type RequestOptions } from '@/lib/http';
import { renderWithProviders } from '@/lib/test-utils/render';
import type { PrivateConfigs } from '../../api/get-private-configs';
import { QUANTITY_UNIT_STORAGE_KEY } from '../order-panel/use-quantity-unit';
import { PreferencesDialog } from './preferences-dialog';

let preferences: PrivateConfigs['preferences'];
const saved: unknown[] = [];

beforeEach(() => {
  preferences = {
    confirmOrders: true,
    dismissedNotices: { fundingGuide: true, bonusTour: true, riskBanner: false },
    colorConvention: 'greenUp',
    quantityUnit: 'base',
  };
  saved.length = 0;
  vi.spyOn(http, 'fetch').mockImplementation(async (options: RequestOptions) => {
    if (options.path === 'configs/private') {
      return {
        favorites: [],
        positionMode: { hedge: false },
        positionConfigs: [],
        preferences,
      } as never;
    }
    if (options.path === 'configs/preferences') {
      saved.push(options.json);
      preferences = { ...preferences, ...(options.json as object) };
      return preferences as never;
    }
    throw new Error(`unexpected request ${options.path}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().sessionCleared();
  clearToasts();
  localStorage.clear();
});

describe('preferences dialog', () => {
  it('saves order confirmation, colour convention and the notice reset to the account', async () => {
    sessionStore.getState().tokenChanged('tok-1');
    renderWithProviders(<PreferencesDialog open onOpenChange={() => undefined} />);
    const user = userEvent.setup();
    expect(await screen.findByText('2 notices are hidden')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Order confirmation/ }));
    await waitFor(() => expect(saved).toEqual([{ confirmOrders: false }]));
    await user.click(screen.getByRole('radio', { name: 'Red up, green down' }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ colorConvention: 'redUp' }));
    await user.click(screen.getByRole('button', { name: 'Show them again' }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ dismissedNotices: {} }));
    expect(await screen.findByText('No notices are hidden')).toBeInTheDocument();
  });

  it('keeps a visitor’s quantity unit in this browser', async () => {
    renderWithProviders(<PreferencesDialog open onOpenChange={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Contracts (Cont)' }));
    expect(localStorage.getItem(QUANTITY_UNIT_STORAGE_KEY)).toBe('contract');
    expect(screen.getByRole('radio', { name: 'Contracts (Cont)' })).toBeChecked();
    expect(saved).toEqual([]);
  });
});
