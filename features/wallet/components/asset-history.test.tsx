// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WireHistoryRow } from '@/lib/contract/wire/wallet';
import { renderWithProviders } from '@/lib/test-utils/render';
import { startOfDay } from '../model/history-filters';
import { captureCsv, TRON_ADDRESS, stubWalletApi } from '../testing/fake-wallet-api';
import { AssetHistory, HISTORY_PAGE_SIZE } from './asset-history';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();
const T0 = Date.UTC(2026, 10, 24, 8, 0);

const rows: WireHistoryRow[] = [
  {
    id: 'withdraw:7',
    type: 'withdraw',
    currencyId: 1,
    amount: '-100',
    fee: '1',
    status: 'requested',
    // Not on the chain yet: no transaction id.
    detail: { network: 'TRC20', address: TRON_ADDRESS },
    time: T0 + 3000,
  },
  {
    id: 'transfer:5',
    type: 'transfer',
    currencyId: 1,
    // Between the user's own wallets: a positive amount, the direction in the details.
    amount: '250.5',
    fee: null,
    status: 'completed',
    detail: { from: 'spot', to: 1 },
    time: T0 + 2000,
  },
  {
    id: 'deposit:3',
    type: 'deposit',
    currencyId: 1,
    amount: '1000',
    fee: null,
    status: 'credited',
    detail: { network: 'TRC20', address: TRON_ADDRESS, txId: 'f00d' },
    time: T0 + 1000,
  },
];

function serveHistory(total = rows.length) {
  api.answer((call) =>
    call.path === 'asset/history'
      ? {
          data: {
            list: rows,
            total,
            page: Number(call.query.get('page')),
            size: HISTORY_PAGE_SIZE,
          },
        }
      : undefined,
  );
}

const historyCalls = () => api.calls.filter((call) => call.path === 'asset/history');

describe('AssetHistory', () => {
  it('lists every movement with its sign, state and details', async () => {
    serveHistory();
    renderWithProviders(<AssetHistory label="Asset history" />);
    const table = await screen.findByRole('table', { name: 'Asset history' });
    await within(table).findByText('Completed');
    const body = within(table).getAllByRole('row');
    expect(body.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining(`Withdrawal−100.00000000 USDTRequestedTRC20 · ${TRON_ADDRESS}`),
      expect.stringContaining('Transfer250.50000000 USDTCompletedSpot account → Futures account'),
      expect.stringContaining('Deposit+1,000.00000000 USDTCredited'),
    ]);
  });

  it('asks the server for the type, currency and days chosen, from page 1', async () => {
    serveHistory(45);
    const user = userEvent.setup();
    renderWithProviders(<AssetHistory label="Asset history" />);
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(historyCalls().at(-1)?.query.get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USDT');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-24');
    await waitFor(() => {
      const query = historyCalls().at(-1)?.query;
      expect(Object.fromEntries(query ?? [])).toEqual({
        type: 'deposit',
        currencyId: '1',
        from: String(startOfDay('2026-11-01')),
        to: String((startOfDay('2026-11-25') ?? 0) - 1),
        page: '1',
        size: String(HISTORY_PAGE_SIZE),
      });
    });
  });

  it('refuses a start after the end without asking the server', async () => {
    serveHistory();
    const user = userEvent.setup();
    renderWithProviders(<AssetHistory label="Asset history" />);
    await screen.findByText('Completed');
    await user.type(screen.getByLabelText('From'), '2026-11-24');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    // The start alone was asked for; the impossible range never was.
    expect(historyCalls().some((call) => call.query.has('to'))).toBe(false);
  });

  it('exports the rows as CSV with plain decimal amounts', async () => {
    serveHistory();
    const csv = captureCsv();
    const user = userEvent.setup();
    renderWithProviders(<AssetHistory label="Asset history" />);
    await screen.findByText('Completed');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Type,Currency,Amount,Fee,Status,Details,Transaction ID');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`,Withdrawal,USDT,-100,1,Requested,TRC20 · ${TRON_ADDRESS},$`),
    );
    expect(lines[2]).toMatch(/,Transfer,USDT,250\.5,,Completed,Spot account → Futures account,$/);
    expect(lines[3]).toMatch(/,Deposit,USDT,1000,,Credited,TRC20 · \w+,f00d$/);
  });

  it('says there is nothing yet, and nothing for these filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetHistory label="Asset history" />);
    expect(
      await screen.findByText('No deposits, withdrawals, transfers, funding or bonuses yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Type'), 'Bonus');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });

  it('lists one kind only, without its filter, where the page is about it', async () => {
    serveHistory();
    renderWithProviders(<AssetHistory label="Transfer history" fixedType="transfer" />);
    await screen.findByRole('table', { name: 'Transfer history' });
    expect(screen.queryByLabelText('Type')).toBeNull();
    await waitFor(() => expect(historyCalls()[0]?.query.get('type')).toBe('transfer'));
  });
});
