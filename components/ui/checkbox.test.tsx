// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '@/components/ui/checkbox';
import { renderWithProviders } from '@/lib/test-utils/render';

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled with Space and by clicking the label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="Reduce only" description="Never opens a position" />);
    const box = screen.getByRole('checkbox', { name: 'Reduce only' });
    expect(box).toHaveAccessibleDescription('Never opens a position');
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Reduce only'));
    expect(box).not.toBeChecked();
  });

  it('reports a mixed state', () => {
    renderWithProviders(<Checkbox aria-label="Select all orders" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all orders' })).toBePartiallyChecked();
  });
});
