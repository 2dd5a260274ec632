// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <RadioGroup aria-label="Margin mode" defaultValue="cross" onValueChange={onValueChange}>
      <RadioGroupItem value="cross" label="Cross" description="Shares the whole balance" />
      <RadioGroupItem value="isolated" label="Isolated" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios with their labels', () => {
    renderWithProviders(<Example />);
    expect(screen.getByRole('radiogroup', { name: 'Margin mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cross' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cross' })).toHaveAccessibleDescription(
      'Shares the whole balance',
    );
    expect(screen.getByRole('radio', { name: 'Isolated' })).not.toBeChecked();
  });

  it('is one Tab stop; the arrow keys move and select', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Example onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Cross' })).toHaveFocus();
    // Held down like a real key press: Radix selects on the focus that follows a pressed arrow.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Isolated' })).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Isolated' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('isolated');
    await user.tab({ shift: true });
    expect(document.body).toHaveFocus();
  });

  it('selects an option when its label is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByText('Isolated'));
    expect(screen.getByRole('radio', { name: 'Isolated' })).toBeChecked();
  });
});
