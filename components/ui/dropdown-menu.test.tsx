// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { renderWithProviders } from '@/lib/test-utils/render';

function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const [hideSmall, setHideSmall] = useState(false);
  const [unit, setUnit] = useState('usdt');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>me@example.com</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href="/account">Overview</Link>
        </DropdownMenuItem>
        <DropdownMenuCheckboxItem checked={hideSmall} onCheckedChange={setHideSmall}>
          Hide small balances
        </DropdownMenuCheckboxItem>
        <DropdownMenuRadioGroup value={unit} onValueChange={setUnit}>
          <DropdownMenuRadioItem value="usdt">USDT</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="btc">BTC</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem danger onSelect={onLogOut}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

async function openWith(key: string) {
  const user = userEvent.setup();
  const onLogOut = vi.fn();
  renderWithProviders(<AccountMenu onLogOut={onLogOut} />);
  await user.tab();
  await user.keyboard(key);
  return { user, onLogOut };
}

describe('DropdownMenu', () => {
  it('opens with Enter; its entries are menu items and focus lands on the first', async () => {
    await openWith('{Enter}');
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveAttribute('href', '/account');
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Hide small balances' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'USDT' })).toBeChecked();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('opens with ArrowDown and moves between items with the arrow keys', async () => {
    const { user } = await openWith('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Hide small balances' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
  });

  it('runs an item with Enter, closes and returns focus to the trigger', async () => {
    const { user, onLogOut } = await openWith('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('toggles checkbox and radio items', async () => {
    const { user } = await openWith('{Enter}');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Hide small balances' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Hide small balances' })).toBeChecked();
    await user.click(screen.getByRole('menuitemradio', { name: 'BTC' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'BTC' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'USDT' })).not.toBeChecked();
  });

  it('closes on Escape', async () => {
    const { user } = await openWith('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
