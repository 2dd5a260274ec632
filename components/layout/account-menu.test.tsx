// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userMenuEntries } from '@/lib/menu';
import { reachTrigger } from '@/lib/test-utils/deferred';
import { messages, renderWithProviders } from '@/lib/test-utils/render';
import { AccountMenu } from './account-menu';

// next-intl's navigation needs the Next router; a plain anchor keeps what a user sees.
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

function renderMenu(locale: 'en' | 'ko' = 'en') {
  const onLogout = vi.fn();
  renderWithProviders(
    <AccountMenu displayName="neo@example.com" entries={userMenuEntries} onLogout={onLogout} />,
    { locale },
  );
  const user = userEvent.setup();
  const button = () => screen.getByRole('button', { name: /Account menu|계정 메뉴/ });
  return { user, onLogout, reach: () => reachTrigger(user, button) };
}

describe('AccountMenu', () => {
  it('opens from the keyboard as a menu of the account entries', async () => {
    const { user } = renderMenu();
    await user.tab();
    // Focus loads the menu; its own button takes the place (and the focus) of the placeholder.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'neo@example.com Account menu' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    expect(screen.getByRole('button', { name: 'neo@example.com Account menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Wallet overview' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Account & security' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/account$/),
    );
    expect(screen.getByRole('menuitem', { name: 'Transfer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the transfer dialog from the Transfer entry when the page gives one', async () => {
    const onTransfer = vi.fn();
    renderWithProviders(
      <AccountMenu
        displayName="neo@example.com"
        entries={userMenuEntries}
        onLogout={vi.fn()}
        onTransfer={onTransfer}
      />,
    );
    const user = userEvent.setup();
    await user.click(
      await reachTrigger(user, () => screen.getByRole('button', { name: /Account menu/ })),
    );
    const transfer = screen.getByRole('menuitem', { name: 'Transfer' });
    expect(transfer).not.toHaveAttribute('aria-disabled');
    await user.click(transfer);
    // With the menu's button, where the dialog returns the focus (the item is gone by then).
    expect(onTransfer).toHaveBeenCalledExactlyOnceWith(
      screen.getByRole('button', { name: /Account menu/ }),
    );
  });

  it('leads every entry with a link to a page of the site', async () => {
    const { user, reach } = renderMenu();
    await user.click(await reach());
    for (const entry of userMenuEntries.filter((e) => e.href)) {
      expect(screen.getByRole('menuitem', { name: messages.UserMenu[entry.id] })).toHaveAttribute(
        'href',
        entry.href,
      );
    }
    // The funding account has its own page, apart from the futures assets.
    expect(screen.getByRole('menuitem', { name: 'Funding account' })).toHaveAttribute(
      'href',
      '/assets/fund',
    );
  });

  it('logs out from the keyboard', async () => {
    const { user, onLogout, reach } = renderMenu();
    await user.click(await reach());
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user, reach } = renderMenu();
    const trigger = await reach();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('speaks the page language', async () => {
    const { user, reach } = renderMenu('ko');
    await user.click(await reach());
    expect(screen.getByRole('menuitem', { name: '로그아웃' })).toBeInTheDocument();
  });
});
