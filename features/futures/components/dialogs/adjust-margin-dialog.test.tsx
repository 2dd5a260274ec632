// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePositionOf, realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import {
  jsonAnswer,
  seededLong,
  seededLongRow,
  seedLongPosition,
} from '../bottom-tabs/test-fixtures';
import { contractInfo } from '../bottom-tabs/contract-info';
import { toPositionRow } from '../../model/position-row';
import { AdjustMarginDialog } from './adjust-margin-dialog';
import { wireBalance } from '@/lib/test-utils/wire-balance';

const posts: unknown[] = [];

beforeEach(() => {
  posts.length = 0;
  seedLongPosition();
  realtimeStore.getState().messagesReceived([
    {
      topic: 'match',
      payload: { type: 3002, data: [wireBalance({ account: 1, real: '250.5' })] },
    },
  ]);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.includes('position/list')) {
      return jsonAnswer({ list: [{ ...seededLong, maxRemovableMargin: '12.50000000' }] });
    }
    posts.push(JSON.parse(String(init.body)));
    return jsonAnswer(seededLongRow);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

describe('AdjustMarginDialog', () => {
  it('offers the available balance as the most that can be added', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<AdjustMarginDialog positionId="7" open onOpenChange={onOpenChange} />);
    expect(screen.getByText('Available: 250.50 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts).toEqual([
      { contractId: 1, accountType: 1, side: 'long', amount: '250.50', type: 'add' },
    ]);
  });

  it('refuses to take back more than the engine’s maximum removable margin', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdjustMarginDialog positionId="7" open onOpenChange={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Reduce margin' }));
    expect(await screen.findByText('Max removable: 12.50 USDT')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '13');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('At most 12.50 USDT')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('shows the liquidation price the change leads to before confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdjustMarginDialog positionId="7" open onOpenChange={() => undefined} />);
    const mark = { cid: 1, mp: '101000.0' };
    const liquidationWith = (margin: string) =>
      toPositionRow(livePositionOf({ ...seededLong, margin }), contractInfo(1)?.contract, mark)
        .liquidationPrice?.toFixed(1)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const now = liquidationWith('6000');
    const line = screen.getByTestId('liquidation-change');
    expect(line).toHaveTextContent(`${now}→${now}`);
    await user.type(screen.getByLabelText('Amount'), '200');
    const added = liquidationWith('6200');
    expect(added).not.toBe(now);
    expect(line).toHaveTextContent(`${now}→${added}`);
    await user.click(screen.getByRole('tab', { name: 'Reduce margin' }));
    expect(line).toHaveTextContent(`${now}→${liquidationWith('5800')}`);
    // 0.5 × (101 000 − 100 000) on the 6 000 margin.
    expect(screen.getByTestId('pnl-estimate')).toHaveTextContent('+500.00 USDT (+8.33%)');
  });
});
