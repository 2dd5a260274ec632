// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, messages } from '@/lib/test-utils/render';
import { Decimal } from '@/lib/decimal';
import { DataTable, type DataTableColumn } from './data-table';

interface Trade {
  id: string;
  symbol: string;
  price: string;
}

const columns: DataTableColumn<Trade>[] = [
  { id: 'symbol', header: 'Symbol', cell: (r) => r.symbol, sortValue: (r) => r.symbol },
  {
    id: 'price',
    header: 'Price',
    cell: (r) => r.price,
    align: 'end',
    sortValue: (r) => new Decimal(r.price),
  },
];

const trades: Trade[] = [
  { id: 'a', symbol: 'BTCUSDT', price: '9' },
  { id: 'b', symbol: 'ETHUSDT', price: '10' },
  { id: 'c', symbol: 'SOLUSDT', price: '0.000000123' },
  { id: 'd', symbol: 'XRPUSDT', price: '100000000000000000000.5' },
];

// The second rowgroup is the body (the first is the header).
const body = () => screen.getAllByRole('rowgroup').at(1) ?? document.body;
const bodyRows = () => within(body()).getAllByRole('row');
const prices = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell').at(1)?.textContent ?? '');
const priceColumn = columns[1] as DataTableColumn<Trade>;

describe('DataTable', () => {
  it('sorts numbers by value, "10" after "9", and exactly for huge and tiny prices', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable aria-label="Trades" columns={columns} rows={trades} getRowId={(r) => r.id} />,
    );
    const header = screen.getByRole('columnheader', { name: 'Price' });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(prices()).toEqual(['0.000000123', '9', '10', '100000000000000000000.5']);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(prices()).toEqual(['100000000000000000000.5', '10', '9', '0.000000123']);
  });

  it('sorts numeric text by value too', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        columns={[{ ...priceColumn, sortValue: (r: Trade) => r.price }]}
        rows={trades.slice(0, 2)}
        getRowId={(r) => r.id}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(bodyRows().map((r) => r.textContent)).toEqual(['9', '10']);
  });

  it('sorts from the keyboard with Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} rows={trades} getRowId={(r) => r.id} />);
    screen.getByRole('button', { name: 'Symbol' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(bodyRows()[0]).toHaveTextContent('XRPUSDT');
  });

  it('shows the default empty text, or the one given', () => {
    const { rerender } = renderWithProviders(
      <DataTable columns={columns} rows={[]} getRowId={(r) => r.id} />,
    );
    expect(screen.getByText(messages.UIData.emptyTable)).toBeInTheDocument();
    rerender(
      <DataTable columns={columns} rows={[]} getRowId={(r) => r.id} empty="No open orders" />,
    );
    expect(screen.getByText('No open orders')).toBeInTheDocument();
  });

  it('shows placeholder rows while loading and tells screen readers it is busy', () => {
    renderWithProviders(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        loading
        loadingRows={3}
      />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText(messages.UIData.loadingTable)).toBeInTheDocument();
    expect(screen.queryByText(messages.UIData.emptyTable)).not.toBeInTheDocument();
  });

  it('opens a row by click or by Enter on the focused row', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={trades}
        getRowId={(r) => r.id}
        onRowClick={(r) => opened.push(r.id)}
      />,
    );
    await user.click(screen.getByText('ETHUSDT'));
    bodyRows()[0]?.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['b', 'a']);
  });

  it('renders only a window of 10 000 rows and follows the scroll', async () => {
    // jsdom lays nothing out; give the scroll container the height a browser would.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    onTestFinished(() => height.mockRestore());
    const many: Trade[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      symbol: `ROW-${i}`,
      price: String(i),
    }));
    renderWithProviders(
      <DataTable
        aria-label="History"
        columns={columns}
        rows={many}
        getRowId={(r) => r.id}
        virtualize
        rowHeight={40}
        maxHeight={400}
      />,
    );
    const table = screen.getByRole('table', { name: 'History' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const firstWindow = bodyRows();
    expect(firstWindow.length).toBeGreaterThan(5);
    expect(firstWindow.length).toBeLessThan(50);
    expect(screen.getByText('ROW-0')).toBeInTheDocument();
    expect(screen.queryByText('ROW-5000')).not.toBeInTheDocument();

    const scroller = table.parentElement ?? document.body;
    scroller.scrollTop = 5000 * 40;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('ROW-5000')).toBeInTheDocument();
    expect(screen.queryByText('ROW-0')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(50);
  });
});
