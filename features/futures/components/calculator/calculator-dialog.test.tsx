// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/test-utils/render';
import { referenceContract } from '../../model/test-contracts';
import { CalculatorDialog } from './calculator-dialog';

const btc = referenceContract('BTC');

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<CalculatorDialog contract={btc} />);
  await user.click(screen.getByRole('button', { name: 'Futures calculator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Futures calculator' });
  // The dialog and its tabs are a separate chunk, loaded when the button is first used.
  await within(dialog).findByRole('tab', { name: 'PnL' });
  return { user, dialog };
}

describe('futures calculator dialog', () => {
  it('opens from its button, closes with Escape and gives focus back to the button', async () => {
    const { user } = await open();
    // Hidden from the accessibility tree while the modal dialog is open.
    const button = screen.getByRole('button', { name: 'Futures calculator', hidden: true });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Futures calculator' })).toBeVisible();
  });

  it('computes the PnL and ROI of a long as the user types', async () => {
    const { user, dialog } = await open();
    await user.clear(within(dialog).getByLabelText('Leverage'));
    await user.type(within(dialog).getByLabelText('Leverage'), '10');
    await user.type(within(dialog).getByLabelText('Entry price'), '20000');
    await user.type(within(dialog).getByLabelText('Exit price'), '21000');
    await user.type(within(dialog).getByLabelText('Quantity'), '1');
    expect(within(dialog).getByTestId('calc-initial-margin')).toHaveTextContent('2,000.00');
    expect(within(dialog).getByTestId('calc-pnl')).toHaveTextContent('+1,000.00');
    expect(within(dialog).getByTestId('calc-roi')).toHaveTextContent('+50.00%');
  });

  it("reports 'Insufficient margin' when no liquidation price can be computed", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('tab', { name: 'Liquidation price' }));
    const panel = within(dialog).getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Entry price'), '20000');
    await user.type(within(panel).getByLabelText('Quantity'), '1');
    await user.type(within(panel).getByLabelText('Margin'), '50');
    expect(within(panel).getByTestId('calc-liquidation-price')).toHaveTextContent(
      'Insufficient margin',
    );
  });

  it('finds the exit price for a target ROI, and the average of several fills', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('tab', { name: 'Target price' }));
    let panel = within(dialog).getByRole('tabpanel');
    await user.clear(within(panel).getByLabelText('Leverage'));
    await user.type(within(panel).getByLabelText('Leverage'), '10');
    await user.type(within(panel).getByLabelText('Entry price'), '20000');
    await user.type(within(panel).getByLabelText('Target ROI'), '50');
    expect(within(panel).getByTestId('calc-target-price')).toHaveTextContent('21,000.0');

    await user.click(within(dialog).getByRole('tab', { name: 'Average price' }));
    panel = within(dialog).getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Price 1'), '20000');
    await user.type(within(panel).getByLabelText('Quantity 1'), '0.001');
    await user.type(within(panel).getByLabelText('Price 2'), '21000');
    await user.type(within(panel).getByLabelText('Quantity 2'), '0.003');
    expect(within(panel).getByTestId('calc-average-price')).toHaveTextContent('20,750.0');
  });
});
