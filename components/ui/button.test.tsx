// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { Button, IconButton, buttonStyles } from '@/components/ui/button';
import { renderWithProviders } from '@/lib/test-utils/render';

describe('Button', () => {
  it('is a plain button that does not submit a form by default', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is disabled and busy, and keeps its label for screen readers', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Buy</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders a link with the look of a button when asChild', () => {
    renderWithProviders(
      <Button asChild variant="buy" size="lg">
        <Link href="/futures">Trade now</Link>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Trade now' });
    expect(link).toHaveAttribute('href', '/futures');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link.className).toBe(buttonStyles({ variant: 'buy', size: 'lg' }));
  });

  it('treats long and short as buy and sell', () => {
    expect(buttonStyles({ variant: 'long' })).toBe(buttonStyles({ variant: 'buy' }));
    expect(buttonStyles({ variant: 'short' })).toBe(buttonStyles({ variant: 'sell' }));
    expect(buttonStyles({ variant: 'buy' })).toContain('bg-up');
    expect(buttonStyles({ variant: 'sell' })).toContain('bg-down');
  });

  it('lets a caller class override a default one', () => {
    expect(buttonStyles({ size: 'md', className: 'px-8' })).not.toMatch(/\bpx-4\b/);
  });
});

describe('IconButton', () => {
  it('is named by its label, not its icon', () => {
    renderWithProviders(
      <IconButton label="Close">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
