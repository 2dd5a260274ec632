// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from '@/components/ui/slider';
import { renderWithProviders } from '@/lib/test-utils/render';

const leverageMarks = [1, 25, 50, 75, 100, 125];
const times = (value: number) => `${value}×`;

function Leverage({ onValueChange }: { onValueChange?: (value: number) => void }) {
  return (
    <Slider
      label="Leverage"
      min={1}
      max={125}
      defaultValue={20}
      marks={leverageMarks}
      formatValue={times}
      onValueChange={onValueChange}
    />
  );
}

describe('Slider', () => {
  it('is a named slider whose value is read out with its unit', () => {
    renderWithProviders(<Leverage />);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('aria-valuetext', '20×');
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '125');
  });

  it('moves with the arrow keys and jumps to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Leverage onValueChange={onValueChange} />);
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '22×');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '21');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '125×');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '1×');
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it('shows each mark with its label and sets the value when one is clicked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Leverage onValueChange={onValueChange} />);
    for (const mark of leverageMarks) expect(screen.getByText(times(mark))).toBeVisible();
    await user.click(screen.getByText('75×'));
    expect(screen.getByRole('slider', { name: 'Leverage' })).toHaveAttribute('aria-valuenow', '75');
    expect(onValueChange).toHaveBeenLastCalledWith(75);
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithProviders(
      <Slider label="Size" value={25} formatValue={(v) => `${v} %`} marks={[0, 25, 50, 75, 100]} />,
    );
    expect(screen.getByRole('slider', { name: 'Size' })).toHaveAttribute('aria-valuetext', '25 %');
    rerender(<Slider label="Size" value={50} formatValue={(v) => `${v} %`} />);
    expect(screen.getByRole('slider', { name: 'Size' })).toHaveAttribute('aria-valuetext', '50 %');
  });
});
