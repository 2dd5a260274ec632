// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from '@/components/ui/switch';
import { renderWithProviders } from '@/lib/test-utils/render';

describe('Switch', () => {
  it('is a switch named and described by its label and hint', () => {
    renderWithProviders(
      <Switch label="Confirm market orders" description="Ask before sending at market price" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Confirm market orders' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Ask before sending at market price');
  });

  it('toggles with Space from the keyboard and with a click on its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Switch label="Hide small balances" onCheckedChange={onCheckedChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();
    await user.click(screen.getByText('Hide small balances'));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Switch aria-label="Dark theme" disabled />);
    await user.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
