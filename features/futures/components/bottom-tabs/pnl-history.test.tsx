// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { PnlHistoryPanel } from './pnl-history';
import { stubHistoryApi } from './test-fixtures';

const DAY = Date.UTC(2026, 10, 24);

/** A day of trading: +20 realized, 7.58 of fees paid (the server counts them as paid), −0.50 funding. */
const day = { realizedPnl: '20', fees: '7.58', funding: '-0.5', net: '11.92' };

stubHistoryApi(() => ({
  range: '1w',
  from: DAY,
  to: DAY,
  list: [{ day: DAY, ...day }],
  total: day,
}));

/** A figure of the totals above the table, by its label. */
function total(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('PnlHistoryPanel', () => {
  it('shows fees as a cost: negative in the loss colour, never a green "+"', async () => {
    renderWithProviders(<PnlHistoryPanel />);
    const table = await screen.findByRole('table', { name: 'Daily net PnL' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const fees = total('Fees');
    expect(fees).toHaveTextContent('−7.58');
    expect(within(fees).getByText(/7\.58/)).toHaveClass('text-down');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('−7.58');
    expect(screen.queryByText('+7.58')).toBeNull();
  });

  it('shows realized PnL before fees and after fees and funding', async () => {
    renderWithProviders(<PnlHistoryPanel />);
    await screen.findByRole('table', { name: 'Daily net PnL' });
    await waitFor(() => expect(total('Realized PnL (before fees)')).toHaveTextContent('+20.00'));
    expect(total('Funding')).toHaveTextContent('−0.50');
    // 20 − 7.58 − 0.50: what the wallet gained.
    expect(total('Realized PnL after fees and funding')).toHaveTextContent('+11.92');
  });
});
