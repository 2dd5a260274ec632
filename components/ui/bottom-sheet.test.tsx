// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomSheetContent } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Filters</Button>
      </DialogTrigger>
      <BottomSheetContent
        title="Filter markets"
        bodyId="filters-body"
        header={<Button aria-controls="filters-body">Favourites</Button>}
      >
        <label>
          Search <input />
        </label>
      </BottomSheetContent>
    </Dialog>
  );
}

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<Example />);
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return user;
}

describe('BottomSheetContent', () => {
  it('opens as a dialog named by its title, with its header and its scrolling body', async () => {
    await open();
    const sheet = screen.getByRole('dialog', { name: 'Filter markets' });
    expect(sheet).toContainElement(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.getByLabelText('Search').closest('#filters-body')).not.toBeNull();
  });

  it('keeps Tab inside the sheet', async () => {
    const user = await open();
    const sheet = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its Close button or Escape, focus back on the opener', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
