// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { LiquidationHistoryTable } from './liquidation-history-table';
import { PositionHistoryTable } from './position-history-table';
import { stubHistoryApi } from './test-fixtures';
import type { WireLiquidation, WirePositionHistory } from '@/lib/contract/wire/match';

/** A position-history row as the server sends it (the contract's, whole). */
const closedPosition = (positionId: number, closed: boolean): WirePositionHistory => ({
  positionId,
  contractId: 1,
  accountType: 1,
  direction: 1,
  isolated: true,
  leverage: 10,
  avgEntryPrice: '100000.0',
  openedQuantity: '0.500',
  avgClosePrice: '101000.0',
  closedQuantity: closed ? '0.500' : '0.200',
  realizedPnl: closed ? '500.00000000' : '200.00000000',
  fundingPaid: '0',
  feesPaid: '0',
  openedAt: 1_700_000_000_000,
  lastClosedAt: 1_700_000_600_000 + positionId,
  closed,
});

const liquidation = (liquidationId: number, type: WireLiquidation['type']): WireLiquidation => ({
  liquidationId,
  positionId: 7,
  contractId: 1,
  accountType: 1,
  type,
  isolated: true,
  hedge: false,
  direction: 1,
  triggerPrice: '90500.0',
  bankruptcyPrice: '90000.0',
  entryPrice: '100000.0',
  filledQuantity: '0.500',
  takenOverQuantity: null,
  positionQuantity: '0.500',
  positionEquity: '10.00000000',
  maintenanceMargin: '250.00000000',
  forfeit: '3.00000000',
  time: 1_700_000_000_000 + liquidationId,
});

let answer: (url: URL) => unknown;
const requests = stubHistoryApi((url) => answer(url));

describe('PositionHistoryTable', () => {
  it('lists closed and partly closed positions with their PnL, and nothing more to load', async () => {
    answer = () => ({ list: [closedPosition(8, false), closedPosition(7, true)] });
    renderWithProviders(<PositionHistoryTable contractId={1} />);
    const table = await screen.findByRole('table', { name: 'Position history' });
    await waitFor(() => expect(within(table).getByText('Partly closed')).toBeInTheDocument());
    expect(within(table).getByText('Closed')).toBeInTheDocument();
    expect(within(table).getByText('+500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(requests[0]?.searchParams.get('contractId')).toBe('1');
  });

  it('says there are no closed positions yet, and has nothing to export', async () => {
    answer = () => ({ list: [] });
    renderWithProviders(<PositionHistoryTable contractId={undefined} />);
    expect(await screen.findByText('No closed positions yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('LiquidationHistoryTable', () => {
  it('shows the newest liquidations, then older ones on “Load more”', async () => {
    const user = userEvent.setup();
    answer = (url) =>
      url.searchParams.get('cursor') === '5'
        ? { list: [liquidation(4, 'ADL')], nextCursor: null }
        : { list: [liquidation(6, 'Liquidate'), liquidation(5, 'Bankrupt')], nextCursor: 5 };
    renderWithProviders(<LiquidationHistoryTable contractId={undefined} />);
    const table = await screen.findByRole('table', { name: 'Liquidation history' });
    await waitFor(() => expect(within(table).getByText('Liquidation')).toBeInTheDocument());
    expect(within(table).getByText('Bankruptcy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getByText('ADL')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.searchParams.get('cursor'))).toEqual([null, '5']);
  });

  it('says there are no liquidations', async () => {
    answer = () => ({ list: [], nextCursor: null });
    renderWithProviders(<LiquidationHistoryTable contractId={1} />);
    expect(await screen.findByText('No liquidations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
