// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubScreenWidth } from '@/lib/test-utils/screen-width';
import { OrderPanel } from '../order-panel/order-panel';
import {
  BTC,
  logIn,
  markAt,
  placedOrders,
  serveFakeApiInEachTest,
} from '../order-panel/order-panel.fixtures';
import { TradingLayout } from './trading-layout';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

serveFakeApiInEachTest();

function renderScreen(width: number) {
  stubScreenWidth(width);
  logIn();
  const user = userEvent.setup();
  renderWithProviders(
    <TradingLayout
      contractBar={<div>contract bar</div>}
      chart={<div>chart</div>}
      orderBook={<div>book</div>}
      recentTrades={<div>trades</div>}
      orderPanel={<OrderPanel contractId={BTC} code="BTCUSDT" />}
      bottomTabs={<div>positions</div>}
    />,
  );
  markAt('97000');
  return user;
}

const bar = () => screen.getByTestId('order-bar');

describe('the order sheet on a phone', () => {
  it('opens from the bar’s Sell / Short with the sell side chosen, and only its button', async () => {
    const user = renderScreen(375);
    await user.click(within(bar()).getByRole('button', { name: 'Sell / Short' }));

    const sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    expect(within(sheet).getByRole('tab', { name: 'Sell / Short' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(sheet).findByRole('button', { name: 'Sell/Short' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Buy/Long' })).not.toBeInTheDocument();
    expect(within(sheet).getByTestId('order-summary-sell')).toBeInTheDocument();
    expect(within(sheet).queryByTestId('order-summary-buy')).not.toBeInTheDocument();

    // The switch changes the side in place.
    await user.click(within(sheet).getByRole('tab', { name: 'Buy / Long' }));
    expect(within(sheet).getByRole('button', { name: 'Buy/Long' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Sell/Short' })).not.toBeInTheDocument();
  });

  it('places the chosen side when Enter is pressed in the sheet', async () => {
    const user = renderScreen(375);
    await user.click(within(bar()).getByRole('button', { name: 'Sell / Short' }));
    const sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    await user.type(await within(sheet).findByLabelText('Price'), '97000');
    await user.type(within(sheet).getByLabelText('Quantity'), '0.01{Enter}');
    await waitFor(() => expect(placedOrders()).toHaveLength(1));
    expect(placedOrders()[0]?.json).toMatchObject({ side: 'sell', price: '97000' });
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = renderScreen(375);
    const buy = within(bar()).getByRole('button', { name: 'Buy / Long' });
    await user.click(buy);
    const sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    expect(within(sheet).getByRole('tab', { name: 'Buy / Long' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Focus is kept inside while it is open.
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buy).toHaveFocus();
  });

  it('opens again on the order type the trader left, though the panel remounted', async () => {
    const user = renderScreen(375);
    await user.click(within(bar()).getByRole('button', { name: 'Buy / Long' }));
    let sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    await user.click(await within(sheet).findByRole('tab', { name: 'Market' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Sell / Short' }));
    sheet = await screen.findByRole('dialog', { name: 'Place an order' });
    expect(await within(sheet).findByRole('tab', { name: 'Market' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(sheet).queryByLabelText('Price')).not.toBeInTheDocument();
  });

  it('shows the panel beside the chart, both sides, from md up', async () => {
    renderScreen(1024);
    const region = screen.getByTestId('order-panel-region');
    expect(await within(region).findByRole('button', { name: 'Buy/Long' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Sell/Short' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
