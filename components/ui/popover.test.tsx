// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button>Margin mode</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Margin mode">
        <p>Cross margin shares your balance across positions.</p>
        <PopoverClose asChild>
          <Button>Done</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

describe('Popover', () => {
  it('opens from its trigger with Enter and tells screen readers it is expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('button', { name: 'Margin mode' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Margin mode' })).toHaveTextContent(
      'Cross margin shares your balance',
    );
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Margin mode' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Margin mode' })).toHaveFocus();
  });

  it('closes from a button inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Margin mode' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
