// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { renderWithProviders } from '@/lib/test-utils/render';

function Grouping({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('0.1');
  return (
    <NativeSelect
      label="Price grouping"
      hideLabel
      options={['0.1', '1', '10'].map((step) => ({ value: step, label: step }))}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is a combobox named by its label, showing the chosen option, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Grouping onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Price grouping' });
    expect(select).toHaveValue('0.1');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0.1',
      '1',
      '10',
    ]);
    await user.selectOptions(select, '10');
    expect(select).toHaveValue('10');
    expect(onChange).toHaveBeenCalledWith('10');
  });
});
