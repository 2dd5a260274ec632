// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { renderWithProviders } from '@/lib/test-utils/render';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderConfirm(onConfirm: () => unknown) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmDialog
      title="Close all positions?"
      body="Every open position is closed at the market price."
      confirmLabel="Close all"
      variant="danger"
      onConfirm={onConfirm}
      trigger={<Button>Close all positions</Button>}
    />,
  );
  return user;
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with its title and body, focused on Cancel', async () => {
    const user = renderConfirm(() => {});
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close all positions?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every open position is closed at the market price.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cancels without calling onConfirm and gives focus back', async () => {
    const onConfirm = vi.fn();
    const user = renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close all positions' })).toHaveFocus();
  });

  it('shows the confirm button busy until the action settles, then closes', async () => {
    const action = deferred();
    const user = renderConfirm(() => action.promise);
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const confirm = screen.getByRole('button', { name: 'Close all' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open for a retry when the action fails', async () => {
    const action = deferred();
    const user = renderConfirm(() => action.promise);
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    action.reject(new Error('insufficient balance'));
    // The rejection settles after this line: wait for the button to come back. jsdom keeps focus
    // on a disabled button, so the focus check passes there either way; browsers drop it, which is
    // why the component puts it back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close all' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Close all' })).toHaveFocus();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
