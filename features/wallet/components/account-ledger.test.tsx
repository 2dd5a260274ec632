// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderWithProviders } from '@/lib/test-utils/render';
import { LEDGER_READ_DELAY_MS } from '../hooks/use-live-ledger';
import { startOfDay } from '../model/history-filters';
import { balanceFrame, captureCsv, stubWalletApi } from '../testing/fake-wallet-api';
import { AccountLedger, LEDGER_PAGE_SIZE } from './account-ledger';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();
const T0 = Date.UTC(2026, 10, 24, 8, 0);

/**
 * The futures account, newest first: 1 000 transferred in from spot, a close realizing +12.42,
 * then its fee of 7.58 (order 77): each balance is the one before plus the amount.
 */
const rows = [
  {
    id: '30-1',
    account: 1,
    kind: 'fee',
    amount: '-7.58',
    balance: '1004.84',
    contractId: 1,
    orderId: '77',
    peer: null,
    time: T0 + 3000,
  },
  {
    id: '30-0',
    account: 1,
    kind: 'realizedPnl',
    amount: '12.42',
    balance: '1012.42',
    contractId: 1,
    orderId: '77',
    peer: null,
    time: T0 + 2000,
  },
  {
    id: '12-1',
    account: 1,
    kind: 'transfer',
    amount: '1000',
    balance: '1000',
    contractId: null,
    orderId: null,
    peer: 'spot',
    time: T0 + 1000,
  },
];

/** Each kind's sum over the filter: funding −0.005 is a result, rounded half-up to −0.01. */
const totals = { transfer: '1000', realizedPnl: '12.42', fee: '-7.58', funding: '-0.005' };

function serveLedger(total = rows.length) {
  api.answer((call) =>
    call.path === 'asset/ledger'
      ? {
          data: {
            list: rows,
            totals,
            total,
            page: Number(call.query.get('page')),
            size: LEDGER_PAGE_SIZE,
          },
        }
      : undefined,
  );
}

const ledgerCalls = () => api.calls.filter((call) => call.path === 'asset/ledger');
const cellOf = (row: HTMLElement, column: number) =>
  within(row).getAllByRole('cell')[column] as HTMLElement;

/** Waits for the rows (the type filter's options carry the same words). */
async function rowsShown(): Promise<HTMLElement> {
  const table = await screen.findByRole('table');
  await within(table).findByText('Trading fee');
  return table;
}

/** A figure of the summary above the table, by its label. */
function summaryFigure(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountLedger', () => {
  it('lists every balance change with its signed amount and the balance after it', async () => {
    serveLedger();
    renderWithProviders(<AccountLedger />);
    const table = await screen.findByRole('table', { name: 'Ledger' });
    await within(table).findByText('Trading fee');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Futures accountTrading feeBTCUSDT−7.580000001,004.84000000Order 77'),
      expect.stringContaining('Futures accountRealized PnLBTCUSDT+12.420000001,012.42000000'),
      expect.stringContaining(
        'Futures accountTransfer--+1,000.000000001,000.00000000From Spot account',
      ),
    ]);
    // The fee is a cost: a minus and the loss colour, never a green "+7.58".
    const fee = within(cellOf(body[0] as HTMLElement, 4)).getByText(/7\.58/);
    expect(fee).toHaveClass('text-down');
    expect(table).not.toHaveTextContent('+7.58');
    // A transfer between the user's own wallets is neither a gain nor a loss: signed, uncoloured.
    const transfer = within(cellOf(body[2] as HTMLElement, 4)).getByText(/1,000\.0/);
    expect(transfer).not.toHaveClass('text-up');
    expect(Object.fromEntries(ledgerCalls()[0]?.query ?? [])).toEqual({
      page: '1',
      size: String(LEDGER_PAGE_SIZE),
    });
  });

  it('sums realized PnL before fees, the fees, funding and what is left after them', async () => {
    serveLedger();
    renderWithProviders(<AccountLedger />);
    await rowsShown();
    expect(summaryFigure('Realized PnL (before fees)')).toHaveTextContent('+12.42 USDT');
    const fees = summaryFigure('Fees');
    expect(fees).toHaveTextContent('−7.58 USDT');
    expect(within(fees).getByText(/7\.58/)).toHaveClass('text-down');
    expect(summaryFigure('Funding')).toHaveTextContent('−0.01 USDT');
    // 12.42 − 7.58 − 0.005 = 4.835: what the wallet gained, rounded half-up.
    expect(summaryFigure('Realized PnL after fees and funding')).toHaveTextContent('+4.84 USDT');
  });

  it('asks the server for the wallet, type and days chosen, from page 1', async () => {
    serveLedger(45);
    const user = userEvent.setup();
    renderWithProviders(<AccountLedger />);
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(ledgerCalls().at(-1)?.query.get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Account'), 'Futures account');
    await user.selectOptions(screen.getByLabelText('Type'), 'Trading fee');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-24');
    await waitFor(() => {
      expect(Object.fromEntries(ledgerCalls().at(-1)?.query ?? [])).toEqual({
        account: '1',
        kind: 'fee',
        from: String(startOfDay('2026-11-01')),
        to: String((startOfDay('2026-11-25') ?? 0) - 1),
        page: '1',
        size: String(LEDGER_PAGE_SIZE),
      });
    });
  });

  it('shows one account and contract only on the trading screen, without their filters', async () => {
    serveLedger();
    renderWithProviders(
      <AccountLedger label="Transaction history" account={10} contractId={2} compact />,
    );
    const table = await screen.findByRole('table', { name: 'Transaction history' });
    await within(table).findByText('Trading fee');
    expect(screen.queryByLabelText('Account')).toBeNull();
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(within(table).queryByText('Futures account')).toBeNull();
    const query = ledgerCalls()[0]?.query;
    expect(query?.get('account')).toBe('10');
    expect(query?.get('contractId')).toBe('2');
  });

  it('shows one kind of change only (the funding fees tab), without the type filter', async () => {
    serveLedger();
    renderWithProviders(<AccountLedger label="Funding fees" account={1} kind="funding" compact />);
    await screen.findByRole('table', { name: 'Funding fees' });
    expect(screen.queryByLabelText('Type')).toBeNull();
    await waitFor(() => expect(ledgerCalls()[0]?.query.get('kind')).toBe('funding'));
  });

  it('goes back to the first page when the trading screen changes the contract shown', async () => {
    serveLedger(45);
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<AccountLedger account={1} compact />);
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    rerender(<AccountLedger account={1} contractId={1} compact />);
    await waitFor(() => {
      const query = ledgerCalls().at(-1)?.query;
      expect([query?.get('contractId'), query?.get('page')]).toEqual(['1', '1']);
    });
  });

  it('reads the ledger again once a balance change has reached the server', async () => {
    serveLedger();
    balanceFrame([{ account: 1, currencyId: 1, wallet: '1000', isolatedMargin: '0' }]);
    renderWithProviders(<AccountLedger />);
    await rowsShown();
    const before = ledgerCalls().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The mark price moves unrealized PnL only: no row, no read.
    balanceFrame([{ account: 1, currencyId: 1, wallet: '1000', upnl: '5', isolatedMargin: '0' }]);
    act(() => void vi.advanceTimersByTime(LEDGER_READ_DELAY_MS));
    expect(ledgerCalls()).toHaveLength(before);
    // A fill's fee leaves the wallet: read once the server has written the row.
    balanceFrame([{ account: 1, currencyId: 1, wallet: '992.42', isolatedMargin: '0' }]);
    act(() => void vi.advanceTimersByTime(LEDGER_READ_DELAY_MS - 1));
    expect(ledgerCalls()).toHaveLength(before);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(ledgerCalls()).toHaveLength(before + 1));
  });

  it('exports the rows as CSV with plain signed amounts', async () => {
    serveLedger();
    const csv = captureCsv();
    const user = userEvent.setup();
    renderWithProviders(<AccountLedger />);
    await rowsShown();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Account,Type,Contract,Amount (USDT),Balance after (USDT),Order ID,Details',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,Futures account,Trading fee,BTCUSDT,-7\.58,1004\.84,77,Order 77$/);
    expect(lines[3]).toMatch(/,Futures account,Transfer,,1000,1000,,From Spot account$/);
  });

  it('says there is nothing yet, and nothing for these filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountLedger />);
    expect(await screen.findByText('No balance changes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Type'), 'Funding fee');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });

  it('says so in a toast when the ledger cannot be read', async () => {
    api.answer((call) => (call.path === 'asset/ledger' ? { status: 500 } : undefined));
    renderWithProviders(<AccountLedger />);
    await waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    expect(toastStore.getState().toasts[0]?.tone).toBe('error');
  });
});
