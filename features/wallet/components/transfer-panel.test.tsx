// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubWalletApi } from '../testing/fake-wallet-api';
import { TransferPanel } from './transfer-panel';
import { wireBalance } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/**
 * Spot 500 USDT; the server's transfer list holds what was transferred. The transfer's answer
 * comes once its history row is written (the server waits for it), as the real one does.
 */
function serveTransfers() {
  const transfers: Record<string, unknown>[] = [];
  let spot = '500';
  api.answer((call) => {
    if (call.path === 'future/spotBalance')
      return { data: [{ currencyId: 1, real: spot, trade: spot, frozen: '0' }] };
    if (call.path === 'asset/history')
      return { data: { list: [...transfers], total: transfers.length, page: 1, size: 20 } };
    if (call.path === 'future/transfer') {
      const input = call.json as { from: string | number; to: string | number; amount: string };
      spot = '475';
      transfers.unshift({
        id: `transfer:${transfers.length + 1}`,
        type: 'transfer',
        currencyId: 1,
        amount: input.amount,
        fee: null,
        status: 'completed',
        detail: { from: input.from, to: input.to },
        time: Date.UTC(2026, 10, 24, 8, 0),
      });
      return {
        data: {
          ...input,
          currencyId: 1,
          balances: [
            wireBalance({
              account: 'spot',
              currencyId: 1,
              real: '475',
              trade: '475',
              wallet: '475',
            }),
          ],
        },
      };
    }
    return undefined;
  });
}

const historyReads = () => api.calls.filter((call) => call.path === 'asset/history').length;

describe('the transfer page', () => {
  it('lists a transfer in its history as soon as the transfer went through', async () => {
    serveTransfers();
    const user = userEvent.setup();
    renderWithProviders(<TransferPanel />);
    const history = await screen.findByRole('table', { name: 'Transfer history' });
    await waitFor(() => expect(historyReads()).toBe(1));
    await screen.findByText('Available: 500.00000000 USDT');

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    // Read again on its own, no reload, no waiting for a poll.
    expect(await within(history).findByText('Spot account → Futures account')).toBeInTheDocument();
    expect(historyReads()).toBe(2);
    // The answer's balances are shown at once, before any balance frame.
    expect(realtimeStore.getState().balances['spot:1']?.real).toBe('475');
  });
});
