// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { renderWithProviders } from '@/lib/test-utils/render';

function Example({ description }: { description?: string }) {
  return (
    <>
      <Button>Outside</Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Verify identity</Button>
        </DialogTrigger>
        <DialogContent title="Identity verification" description={description}>
          <label>
            Full name <input />
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Later</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<Example description="It takes two minutes." />);
  await user.click(screen.getByRole('button', { name: 'Verify identity' }));
  return user;
}

describe('Dialog', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Identity verification' });
    expect(dialog).toHaveAccessibleDescription('It takes two minutes.');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await open();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify identity' })).toHaveFocus();
  });

  it('has a close button labelled in the reader’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />, { locale: 'ko' });
    await user.click(screen.getByRole('button', { name: 'Verify identity' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify identity' })).toHaveFocus();
  });

  it('closes from a footer button wrapped in DialogClose', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the page behind it from screen readers while open', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();
  });
});
