// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { renderWithProviders } from '@/lib/test-utils/render';

const MarginTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function MarginTrigger(props, ref) {
    return (
      <Button ref={ref} {...props}>
        Margin mode
      </Button>
    );
  },
);

function MarginPopover({ note, defaultOpen }: { note: string; defaultOpen?: boolean }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <MarginTrigger />
      </PopoverTrigger>
      <PopoverContent aria-label="Margin mode">
        <p>{note}</p>
        <Button>Done</Button>
      </PopoverContent>
    </Popover>
  );
}

function setup(load = () => Promise.resolve(MarginPopover)) {
  const loader = vi.fn(load);
  const user = userEvent.setup();
  renderWithProviders(
    <Deferred
      load={loader}
      props={{ note: 'Cross margin shares your balance.' }}
      popup="dialog"
      placeholder={(trigger) => <MarginTrigger {...trigger} />}
    />,
  );
  return { user, loader, trigger: () => screen.getByRole('button', { name: 'Margin mode' }) };
}

describe('Deferred', () => {
  it('renders the closed trigger without loading the widget', () => {
    const { loader, trigger } = setup();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(loader).not.toHaveBeenCalled();
  });

  it('opens on a click made before the chunk arrived, and gives focus back to its trigger on Escape', async () => {
    let arrive: () => void = () => undefined;
    const { user, loader, trigger } = setup(
      () => new Promise((resolve) => (arrive = () => resolve(MarginPopover))),
    );
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    const panel = await screen.findByRole('dialog', { name: 'Margin mode' });
    expect(panel).toHaveTextContent('Cross margin shares your balance.');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('loads when the pointer reaches the trigger, so the click lands on the loaded one', async () => {
    const { user, loader, trigger } = setup();
    await user.hover(trigger());
    await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'));
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Margin mode' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps the placeholder under a press while the chunk arrives, and opens on that click', async () => {
    let arrive: () => void = () => undefined;
    const { user, trigger } = setup(
      () => new Promise((resolve) => (arrive = () => resolve(MarginPopover))),
    );
    const placeholder = trigger();
    await user.pointer({ keys: '[MouseLeft>]', target: placeholder });
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Swapped now, the release would land on another element and the click would be lost.
    expect(trigger()).toBe(placeholder);
    await user.pointer({ keys: '[/MouseLeft]', target: placeholder });
    expect(await screen.findByRole('dialog', { name: 'Margin mode' })).toBeVisible();
  });

  it('loads when focus arrives, keeps it on the loaded trigger, and Enter then opens', async () => {
    const { user, trigger } = setup();
    await user.tab();
    // The placeholder is replaced by the widget's own trigger, which takes the focus.
    await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'));
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Margin mode' })).toBeVisible();
  });

  it('keeps the placeholder when the chunk fails, and tries again on the next reach', async () => {
    let online = false;
    const { user, trigger } = setup(() =>
      online ? Promise.resolve(MarginPopover) : Promise.reject(new Error('offline')),
    );
    await user.click(trigger());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).not.toHaveAttribute('data-state');
    online = true;
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Margin mode' })).toBeVisible();
  });
});
