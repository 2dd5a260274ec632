// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { getRealtimeClient } from '@/lib/socket';
import { renderWithProviders } from '@/lib/test-utils/render';
import { DepthChartClient } from './depth-chart';

// Each test has its own contract: the realtime store is one for the whole file.
let nextId = 1200;
function contract() {
  nextId += 1;
  return { contractId: nextId, code: `D${nextId}USDT` };
}

function seedBook(code: string, bids: [string, string][], asks: [string, string][]) {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([{ topic: 'future_snapshot_depth', payload: { sc: code, bids, asks } }]),
  );
}

const bids: [string, string][] = [
  ['100.4', '1'],
  ['100.1', '2'],
  ['99.9', '3'],
];
const asks: [string, string][] = [
  ['100.6', '1'],
  ['100.9', '1.5'],
  ['101.2', '4'],
];

const WIDTH = 600;
const HEIGHT = 300;

function renderDepth() {
  const ids = contract();
  const view = renderWithProviders(
    <DepthChartClient
      {...ids}
      priceScale={1}
      tickSize="0.1"
      baseAsset="BTC"
      quoteAsset="USDT"
      quantityScale={3}
    />,
  );
  return { ...view, ...ids };
}

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
});
afterEach(() => vi.restoreAllMocks());

const tooltip = () => screen.queryByTestId('depth-tooltip');

describe('depth chart', () => {
  it('holds the book panel’s own subscription of the contract’s book, not a second feed', () => {
    const subscribe = vi.spyOn(getRealtimeClient(), 'subscribe');
    const { code } = renderDepth();
    expect(subscribe.mock.calls).toEqual([['future_snapshot_depth', [{ symbol: code }]]]);
  });

  it('draws both sides around the mid price and sums them up for screen readers', () => {
    const { code, container } = renderDepth();
    seedBook(code, bids, asks);
    const figure = screen.getByRole('figure', { name: `${code} market depth` });
    expect(figure).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('depth-best-bid')).toHaveTextContent('100.4');
    expect(screen.getByTestId('depth-best-ask')).toHaveTextContent('100.6');
    expect(screen.getByText('Spread').nextSibling).toHaveTextContent('0.2');

    const table = within(figure).getByRole('table', { name: 'Market depth summary' });
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Side', 'Best price', 'Levels', 'Cumulative amount (BTC)', 'Cumulative value (USDT)'],
      // 100.4 + 200.2 + 299.7
      ['Bids', '100.4', '3', '6.000', '600.30'],
      // 100.6 + 151.35 + 404.8
      ['Asks', '100.6', '3', '6.500', '656.75'],
    ]);

    // Stepped areas in the up and down colours, the mid price between them.
    const bidArea = container.querySelector('path.fill-up\\/15');
    const askArea = container.querySelector('path.fill-down\\/15');
    expect(bidArea?.getAttribute('d')).toMatch(/^M.+Z$/);
    expect(askArea?.getAttribute('d')).toMatch(/^M.+Z$/);
    // The bids' outline steps down from the best bid to the left, the asks' up to the right:
    // x falls along the bids and rises along the asks.
    const xs = (selector: string) =>
      [
        ...(container.querySelector(selector)?.getAttribute('d') ?? '').matchAll(/[ML]([\d.]+),/g),
      ].map((match) => Number(match[1]));
    const bidXs = xs('path.stroke-up');
    const askXs = xs('path.stroke-down');
    expect(bidXs.length).toBeGreaterThan(2);
    expect(bidXs.every((x, i) => i === 0 || x <= (bidXs[i - 1] as number))).toBe(true);
    expect(askXs.every((x, i) => i === 0 || x >= (askXs[i - 1] as number))).toBe(true);
    expect(Math.max(...bidXs)).toBeLessThan(Math.min(...askXs));
    expect(container.querySelector('svg')).toHaveTextContent('Mid price 100.5');
    expect(container.querySelector('svg')).toHaveTextContent('Cumulative amount (BTC)');
    expect(container.querySelector('svg')).toHaveTextContent('Price (USDT)');
  });

  it('reads a level under the pointer: price, cumulative amount and value', () => {
    const { code } = renderDepth();
    seedBook(code, bids, asks);
    const figure = screen.getByRole('figure', { name: `${code} market depth` });
    // The range is 99.8 … 101.2 over 8 … 544 px: 100.0 sits at x ≈ 84.6, inside the 100.1 step.
    fireEvent.pointerMove(figure, { clientX: 85, clientY: 100 });
    expect(tooltip()).toHaveTextContent('Price100.1');
    expect(tooltip()).toHaveTextContent('Cumulative amount3.000 BTC');
    expect(tooltip()).toHaveTextContent('Cumulative value300.60 USDT');
    // In the spread there is nothing to read.
    fireEvent.pointerMove(figure, { clientX: 276, clientY: 100 });
    expect(tooltip()).not.toBeInTheDocument();
    // At the right edge: the farthest ask.
    fireEvent.pointerMove(figure, { clientX: 544, clientY: 100 });
    expect(tooltip()).toHaveTextContent('Price101.2');
    fireEvent.pointerLeave(figure);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('walks the levels with the arrow keys and says each one', async () => {
    const user = userEvent.setup();
    const { code } = renderDepth();
    seedBook(code, bids, asks);
    await user.tab();
    expect(screen.getByRole('figure', { name: `${code} market depth` })).toHaveFocus();
    const status = screen.getByRole('status');

    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('Bids 100.4: cumulative 1.000 BTC, value 100.40 USDT');
    expect(tooltip()).toHaveTextContent('Price100.4');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('Bids 100.1: cumulative 3.000 BTC, value 300.60 USDT');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status).toHaveTextContent('Asks 100.6: cumulative 1.000 BTC, value 100.60 USDT');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('Asks 101.2: cumulative 6.500 BTC, value 656.75 USDT');
    await user.keyboard('{Home}');
    expect(status).toHaveTextContent('Bids 99.9: cumulative 6.000 BTC, value 600.30 USDT');

    // The chosen level follows the live book.
    seedBook(
      code,
      [
        ['100.4', '1'],
        ['100.1', '2'],
        ['99.9', '5'],
      ],
      asks,
    );
    expect(tooltip()).toHaveTextContent('Cumulative amount8.000 BTC');
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('says so when the book is empty', () => {
    const { code } = renderDepth();
    expect(screen.getByText('Loading market depth…')).toBeInTheDocument();
    seedBook(code, [], []);
    expect(screen.getByText('No orders in the book')).toBeInTheDocument();
    expect(document.querySelector('svg')).toBeNull();
  });
});
