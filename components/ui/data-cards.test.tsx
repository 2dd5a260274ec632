// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { DataCards } from '@/components/ui/data-cards';
import type { DataTableColumn } from '@/components/ui/data-table';
import { renderWithProviders } from '@/lib/test-utils/render';

interface Fill {
  id: string;
  market: string;
  side: string;
  price: string;
  size: string;
}

const fills: Fill[] = [
  { id: 'a', market: 'BTCUSDT', side: 'Buy', price: '97,000.0', size: '0.010' },
  { id: 'b', market: 'ETHUSDT', side: 'Sell', price: '3,100.00', size: '1.00' },
];

function columns(onUndo: (fill: Fill) => void): DataTableColumn<Fill>[] {
  return [
    { id: 'market', header: 'Market', cell: (f) => f.market },
    { id: 'side', header: 'Side', cell: (f) => f.side },
    { id: 'price', header: 'Price', align: 'end', cell: (f) => f.price },
    { id: 'size', header: 'Size', align: 'end', cell: (f) => f.size },
    { id: 'hidden', header: 'Not on cards', cell: () => 'nope' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => <Button onClick={() => onUndo(f)}>Undo {f.market}</Button>,
    },
  ];
}

function renderCards(props: { rows?: Fill[]; loading?: boolean; onUndo?: (fill: Fill) => void }) {
  return renderWithProviders(
    <DataCards
      aria-label="Fills"
      columns={columns(props.onUndo ?? (() => undefined))}
      rows={props.rows ?? fills}
      getRowId={(f) => f.id}
      titleColumns={['market', 'side']}
      fieldColumns={['size', 'price']}
      actionsColumn="actions"
      loading={props.loading}
      empty="No fills yet"
    />,
  );
}

describe('DataCards', () => {
  it('shows each row as a card: its title cells, the chosen figures under their headers, its actions', async () => {
    const onUndo = vi.fn();
    renderCards({ onUndo });
    const cards = within(screen.getByRole('list', { name: 'Fills' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const eth = cards[1] as HTMLElement;
    expect(eth).toHaveTextContent(/^ETHUSDTSell/);
    const terms = within(eth)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Size', 'Price']);
    expect(
      within(eth)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1.00', '3,100.00']);
    expect(within(eth).queryByText('nope')).not.toBeInTheDocument();
    await userEvent.setup().click(within(eth).getByRole('button', { name: 'Undo ETHUSDT' }));
    expect(onUndo).toHaveBeenCalledWith(fills[1]);
  });

  it('says so when there are no rows', () => {
    renderCards({ rows: [] });
    expect(screen.getByText('No fills yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('stands skeleton cards in while loading, busy and announced', () => {
    renderCards({ rows: [], loading: true });
    const list = screen.getByRole('list', { name: 'Fills' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('No fills yet')).not.toBeInTheDocument();
  });
});
