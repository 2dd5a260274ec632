// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/test-utils/render';
import { UiKitShowcase } from './ui-kit-showcase';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

describe('UI kit page', () => {
  it('shows trading buttons, the leverage slider and a price input stepping by the tick', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UiKitShowcase />);
    expect(screen.getByRole('button', { name: 'Buy / Long' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell / Short' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Leverage/ })).toHaveAttribute('aria-valuenow', '20');
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.click(price);
    await user.keyboard('{ArrowUp}');
    expect(price).toHaveValue('97250.1');
  });

  it('finds a contract by typing in the contract combobox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UiKitShowcase />);
    await user.click(screen.getByRole('combobox', { name: 'Contract' }));
    await user.keyboard('eth');
    expect(screen.getByRole('option', { name: /ETHUSDT/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /BTCUSDT/ })).not.toBeInTheDocument();
  });

  it('sorts the positions table by a column header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UiKitShowcase />);
    const table = screen.getByRole('table', { name: 'Positions' });
    await user.click(within(table).getByRole('button', { name: 'Contract' }));
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(firstCells).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(screen.getByText('No open positions')).toBeInTheDocument();
  });

  it('asks before closing a position', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UiKitShowcase />);
    await user.click(screen.getByRole('button', { name: 'Close position' }));
    expect(screen.getByRole('alertdialog', { name: 'Close the BTCUSDT position?' })).toBeVisible();
  });

  it.each(['ko', 'ja', 'zh-hant'] as const)('is written in %s', (locale) => {
    renderWithProviders(<UiKitShowcase />, { locale });
    expect(screen.queryByRole('button', { name: 'Buy / Long' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });
});
