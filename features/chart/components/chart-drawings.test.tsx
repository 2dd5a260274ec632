// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DRAWINGS_STORAGE_KEY } from '../hooks/use-drawing-storage';
import type { ChartDrawingStore, ChartPanelProps } from '../types';
import { flatCandle as k } from '../model/test-candles';
import { QUARTER, renderChartPanel, resetChartPanelEachTest } from './chart-panel.fixtures';
import { fake } from './fake-lightweight-charts';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

// Bars at x = 0, 10, 20 px (the fake's spacing); price p is at y = 1000 − p.
const candles = [k(0, '100.0'), k(QUARTER, '102.0'), k(2 * QUARTER, '101.0')];

function renderPanel(props: Partial<ChartPanelProps> = {}) {
  return renderChartPanel([{ range: QUARTER, list: candles }], props);
}

async function chartReady() {
  await waitFor(() => expect(fake.main()?.data).toHaveLength(3));
  return screen.getByRole('figure');
}

function press(figure: HTMLElement, x: number, y: number) {
  fireEvent.pointerDown(figure, { clientX: x, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerUp(figure, { clientX: x, clientY: y, button: 0, pointerId: 1 });
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(DRAWINGS_STORAGE_KEY) ?? 'null');
}

resetChartPanelEachTest();

describe('chart drawings', () => {
  it('draws a horizontal line with one click, at the price and bar under the pointer', async () => {
    const user = userEvent.setup();
    renderPanel();
    const figure = await chartReady();
    const tool = screen.getByRole('button', { name: 'Horizontal line' });
    await user.click(tool);
    expect(tool).toHaveAttribute('aria-pressed', 'true');
    // y = 899.8 is price 100.2, on the 0.5 tick grid 100.0; x = 12 is the second bar.
    act(() => press(figure, 12, 899.8));
    expect(stored()).toEqual({
      BTCUSDT: [
        { id: expect.any(String), kind: 'horizontal', points: [{ time: 900, price: '100.0' }] },
      ],
    });
    // Back to the pointer after drawing, and the line is listed by name.
    expect(screen.getByRole('button', { name: 'Cursor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('drawing-tools')).toHaveAttribute('data-count', '1');
    await user.click(screen.getByRole('button', { name: /^Drawings/ }));
    expect(
      within(screen.getByTestId('drawings-list')).getByText('Horizontal line 1'),
    ).toBeVisible();
  });

  it('draws a Fibonacci retracement with two clicks, and Escape cancels one half drawn', async () => {
    const user = userEvent.setup();
    renderPanel();
    const figure = await chartReady();
    await user.click(screen.getByRole('button', { name: 'Fibonacci retracement' }));
    act(() => press(figure, 0, 900));
    await user.keyboard('{Escape}');
    act(() => press(figure, 20, 800));
    // The first click after Escape starts over: nothing is saved by it.
    expect(stored()).toBeNull();
    act(() => press(figure, 0, 900));
    expect(stored()).toEqual({
      BTCUSDT: [
        {
          id: expect.any(String),
          kind: 'fibonacci',
          points: [
            { time: 1800, price: '200.0' },
            { time: 0, price: '100.0' },
          ],
        },
      ],
    });
    // Its levels are drawn with their prices (0.618 of the move from 100 back towards 200).
    const primitive = fake.primitives[0]?.primitive as unknown as {
      shapes: () => { levels?: { level: string; price: string }[] }[];
    };
    expect(primitive.shapes()[0]?.levels?.find((l) => l.level === '0.618')?.price).toBe('161.8');
  });

  it('selects a drawing by clicking it, moves it by dragging and deletes it with Delete', async () => {
    localStorage.setItem(
      DRAWINGS_STORAGE_KEY,
      JSON.stringify({
        BTCUSDT: [{ id: 'h1', kind: 'horizontal', points: [{ time: 0, price: '100.0' }] }],
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    const figure = await chartReady();
    await waitFor(() =>
      expect(screen.getByTestId('drawing-tools')).toHaveAttribute('data-count', '1'),
    );
    // A drag of the line (3 px off it) by 50 px up moves it 50 price units up.
    fireEvent.pointerDown(figure, { clientX: 300, clientY: 903, button: 0, pointerId: 2 });
    fireEvent.pointerMove(figure, { clientX: 300, clientY: 853, pointerId: 2 });
    fireEvent.pointerUp(figure, { clientX: 300, clientY: 853, pointerId: 2 });
    expect(stored()).toEqual({
      BTCUSDT: [{ id: 'h1', kind: 'horizontal', points: [{ time: 0, price: '150.0' }] }],
    });
    expect(screen.getByRole('button', { name: 'Delete Horizontal line 1' })).toBeVisible();
    await user.keyboard('{Delete}');
    expect(stored()).toEqual({});
    expect(screen.getByTestId('drawing-tools')).toHaveAttribute('data-count', '0');
  });

  it('saves a logged-in user’s drawings to their preferences, keeping the other contracts’', async () => {
    const save = vi.fn();
    const other = [{ id: 'e1', kind: 'horizontal', points: [{ time: 0, price: '3000' }] }];
    const store: ChartDrawingStore = { stored: { ETHUSDT: other }, save };
    const user = userEvent.setup();
    renderPanel({ drawingStore: store });
    const figure = await chartReady();
    await user.click(screen.getByRole('button', { name: 'Horizontal line' }));
    act(() => press(figure, 0, 900));
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      ETHUSDT: other,
      BTCUSDT: [
        { id: expect.any(String), kind: 'horizontal', points: [{ time: 0, price: '100.0' }] },
      ],
    });
    expect(stored()).toBeNull();
  });

  it('removes one drawing from the Drawings list without a mouse', async () => {
    localStorage.setItem(
      DRAWINGS_STORAGE_KEY,
      JSON.stringify({
        BTCUSDT: [
          { id: 'h1', kind: 'horizontal', points: [{ time: 0, price: '100.0' }] },
          { id: 'h2', kind: 'horizontal', points: [{ time: 0, price: '120.0' }] },
        ],
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await chartReady();
    const list = await screen.findByRole('button', { name: 'Drawings, 2 drawings' });
    list.focus();
    await user.keyboard('{Enter}');
    const remove = await screen.findByRole('button', { name: 'Delete Horizontal line 2' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(stored()).toEqual({
      BTCUSDT: [{ id: 'h1', kind: 'horizontal', points: [{ time: 0, price: '100.0' }] }],
    });
  });
});
