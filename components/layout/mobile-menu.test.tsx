// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reachTrigger } from '@/lib/test-utils/deferred';
import { renderWithProviders } from '@/lib/test-utils/render';
import { MobileMenu } from './mobile-menu';

function renderMenu() {
  renderWithProviders(
    <MobileMenu label="Open menu">
      <nav aria-label="Main navigation">
        <a href="#funding">Funding rate</a>
      </nav>
    </MobileMenu>,
  );
  return userEvent.setup();
}

describe('MobileMenu', () => {
  it('opens the navigation from its button and closes with Escape, focus back on the button', async () => {
    const user = renderMenu();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const button = await reachTrigger(user, () =>
      screen.getByRole('button', { name: 'Open menu' }),
    );
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Funding rate' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes once a link in it is followed', async () => {
    const user = renderMenu();
    await user.click(
      await reachTrigger(user, () => screen.getByRole('button', { name: 'Open menu' })),
    );
    await user.click(screen.getByRole('link', { name: 'Funding rate' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
