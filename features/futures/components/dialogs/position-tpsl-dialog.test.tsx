// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { jsonAnswer, seededLong, seedLongPosition } from '../bottom-tabs/test-fixtures';
import { PositionTpslDialog } from './position-tpsl-dialog';

const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  seedLongPosition();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonAnswer(seededLong);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<PositionTpslDialog positionId="7" open onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), onOpenChange };
}

describe('PositionTpslDialog', () => {
  it('asks for a target when both are empty', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter a take-profit or stop-loss trigger price')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a long take profit below the entry price', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Take profit trigger price'), '99000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Take profit trigger price')).toHaveAccessibleDescription(
      'Take-profit trigger price must be above the entry price (100000.0)',
    );
    expect(bodies).toEqual([]);
  });

  it('sends a stop loss alone, triggered by the mark price, and keeps the take profit', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Stop loss trigger price'), '95000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      {
        contractId: 1,
        accountType: 1,
        side: 'long',
        sl: { triggerPrice: '95000', triggerBy: 'mark' },
      },
    ]);
  });
});
