// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '@/components/ui/button';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example() {
  return (
    <Tooltip content="Funding is paid every 8 hours">
      <IconButton label="About funding">
        <svg aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus and describes the focused control', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TooltipProvider delayDuration={0}>
        <Example />
      </TooltipProvider>,
    );
    const button = screen.getByRole('button', { name: 'About funding' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Funding is paid every 8 hours');
    expect(button).toHaveAccessibleDescription('Funding is paid every 8 hours');
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works without a provider around it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
