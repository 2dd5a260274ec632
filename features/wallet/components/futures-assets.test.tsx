// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { btcPriceAt, stubWalletApi } from '../testing/fake-wallet-api';
import { FuturesAssets } from './futures-assets';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

/**
 * The main account: 1 000 in the wallet, a cross long of 0.1 BTC (mark 100 000: 10 000 notional)
 * holding 500 of margin with +20 unrealized, 100 frozen for an order: equity 1 020, available 420.
 */
function serveAccounts() {
  api.answer((call) => {
    if (call.path === 'future/accounts') {
      return {
        data: [
          wireAccount({
            aid: 701,
            at: 1,
            assets: [
              wireAccountAsset({
                wallet: '1000',
                avail: '420',
                upnl: '20',
                frozen: '100',
                margin: '100',
              }),
            ],
            posis: [
              wirePosition({
                positionId: 5,
                accountType: 1,
                contractId: 1,
                side: 1,
                size: '0.100',
                markPrice: '100000.0',
              }),
            ],
          }),
          wireAccount({
            aid: 730,
            at: 30,
            assets: [wireAccountAsset({ wallet: '25', bonus: '25' })],
          }),
        ],
      };
    }
    if (call.path === 'future/pnl/history') {
      const realized = call.query.get('accountType') === '1' ? '-12.5' : '0';
      const range = call.query.get('range');
      return {
        data: {
          range,
          from: 0,
          to: 0,
          list: [],
          total: {
            realizedPnl: range === '1d' ? '3.005' : realized,
            fees: '0',
            funding: '0',
            net: realized,
          },
        },
      };
    }
    return undefined;
  });
}

function figure(card: HTMLElement, label: string | RegExp): string {
  const term = within(card).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('FuturesAssets', () => {
  it('shows each account with the spec’s labels and figures', async () => {
    serveAccounts();
    renderWithProviders(<FuturesAssets />);
    btcPriceAt('100000');
    const main = await screen.findByTestId('futures-account-1');
    expect(
      within(main).getByRole('heading', { name: 'Futures account · USDT' }),
    ).toBeInTheDocument();
    expect(figure(main, 'USDT equity')).toBe('1,020.00 USDT');
    expect(figure(main, 'Available')).toBe('420.00 USDT');
    // Used = equity − available = 600: 500 for the position, 100 for the order.
    expect(figure(main, 'Used')).toBe('600.00 USDT');
    expect(figure(main, 'Margin')).toBe('500.00 USDT');
    expect(figure(main, 'Frozen / on orders')).toBe('100.00 USDT');
    expect(figure(main, 'Total unrealized PnL')).toBe('+20.00 USDT');
    // 0.1 BTC × 100 000 / 1 020 equity.
    expect(figure(main, 'Fund leverage')).toBe('9.80x');
    await waitFor(() =>
      expect(figure(main, 'Realized PnL before fees (30 days)')).toBe('−12.50 USDT'),
    );
    const grants = screen.getByTestId('futures-account-30');
    expect(figure(grants, 'Remaining bonus')).toBe('25.00 USDT');
    expect(
      within(grants).getByText('Vouchers are used for trading and cannot be transferred.'),
    ).toBeInTheDocument();
  });

  it('reads the realized PnL of the period the user picks, per account', async () => {
    serveAccounts();
    const user = userEvent.setup();
    renderWithProviders(<FuturesAssets />);
    const main = await screen.findByTestId('futures-account-1');
    await user.selectOptions(screen.getByLabelText('Realized PnL period'), 'Today');
    // 3.005 is a result, rounded half-up: +3.01, not the cut +3.00.
    await waitFor(() =>
      expect(figure(main, 'Realized PnL before fees (Today)')).toBe('+3.01 USDT'),
    );
    const asked = api.calls
      .filter((c) => c.path === 'future/pnl/history')
      .map((c) => `${c.query.get('range')}:${c.query.get('accountType')}`);
    expect(asked).toEqual(expect.arrayContaining(['1m:1', '1m:30', '1d:1', '1d:30']));
  });

  it('shows realized PnL before and after fees, the fees as a cost, so the wallet reconciles', async () => {
    serveAccounts();
    api.answer((call) =>
      call.path === 'future/pnl/history' && call.query.get('accountType') === '1'
        ? {
            data: {
              range: call.query.get('range'),
              from: 0,
              to: 0,
              list: [],
              // The server counts fees as paid; funding as the wallet saw it (paid: negative).
              total: { realizedPnl: '20', fees: '7.58', funding: '-0.5', net: '11.92' },
            },
          }
        : undefined,
    );
    renderWithProviders(<FuturesAssets />);
    const main = await screen.findByTestId('futures-account-1');
    await waitFor(() =>
      expect(figure(main, 'Realized PnL before fees (30 days)')).toBe('+20.00 USDT'),
    );
    expect(figure(main, 'Fees (30 days)')).toBe('−7.58 USDT');
    expect(
      within(main).getByText('Fees (30 days)').nextElementSibling?.firstElementChild,
    ).toHaveClass('text-down');
    expect(figure(main, 'Funding (30 days)')).toBe('−0.50 USDT');
    // 20 − 7.58 − 0.50: what trading did to the wallet.
    expect(figure(main, 'Realized PnL after fees and funding (30 days)')).toBe('+11.92 USDT');
  });

  it('says when no futures account holds funds yet', async () => {
    renderWithProviders(<FuturesAssets />);
    expect(
      await screen.findByText('None of your futures accounts holds funds yet.'),
    ).toBeInTheDocument();
  });
});
