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
        <a href="#markets">Markets</a>
        <a href="#funding">Funding rate</a>
      </nav>
      <label>
        Language
        <select defaultValue="en">
          <option value="en">English</option>
        </select>
      </label>
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

  it('opens with the focus on its first link, and Tab stays in the menu', async () => {
    const user = renderMenu();
    await user.click(
      await reachTrigger(user, () => screen.getByRole('button', { name: 'Open menu' })),
    );
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Funding rate' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    // Past the last control the focus comes round to the first link; the menu stays open.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Markets' })).toHaveFocus();
    expect(screen.getByRole('navigation')).toBeVisible();
  });
});
