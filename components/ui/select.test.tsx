// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { renderWithProviders } from '@/lib/test-utils/render';

const timeInForce = [
  { value: 'GTC', label: 'Good till cancelled' },
  { value: 'IOC', label: 'Immediate or cancel' },
  { value: 'FOK', label: 'Fill or kill', disabled: true },
];

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Select
      label="Time in force"
      placeholder="Choose one"
      options={timeInForce}
      onValueChange={onValueChange}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('combobox', { name: 'Time in force' });
    expect(trigger).toHaveTextContent('Choose one');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, lists the options and picks one with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Example onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Good till cancelled',
      'Immediate or cancel',
      'Fill or kill',
    ]);
    expect(screen.getByRole('option', { name: 'Fill or kill' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('IOC');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('combobox', { name: 'Time in force' });
    expect(trigger).toHaveTextContent('Immediate or cancel');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Example onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows the short form of the chosen option when closed, the full labels when open', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('GTC');
      return (
        <Select
          label="Time in force"
          options={timeInForce.map((option) => ({ ...option, short: option.value }))}
          value={value}
          onValueChange={setValue}
        />
      );
    }
    renderWithProviders(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Time in force' });
    expect(trigger).toHaveTextContent(/^GTC$/);
    await user.click(trigger);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Good till cancelled',
      'Immediate or cancel',
      'Fill or kill',
    ]);
    await user.click(screen.getByRole('option', { name: 'Immediate or cancel' }));
    expect(trigger).toHaveTextContent(/^IOC$/);
  });
});
