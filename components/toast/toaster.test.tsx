// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, clearToasts, toast } from './index';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announce in an aria-live region and disappear after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'Transfer was successful!', tone: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Transfer was successful!');
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    // Each toast is a list item; its message is the status.
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Transfer was successful!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Transfer was successful!')).not.toBeInTheDocument();
  });

  it('pause while hovered and resume with the time that was left', () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'Wrong password', tone: 'error' });
    });
    const item = screen.getByRole('alert');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Wrong password')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Wrong password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Wrong password')).not.toBeInTheDocument();
  });

  it('offer an action button that runs and dismisses', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        message: 'A new version is available',
        action: { label: 'Reload', onClick },
        duration: Infinity,
      });
    });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('replace a toast shown with the same id instead of stacking it', () => {
    render(<Toaster />);
    act(() => {
      toast({ id: 'build', message: 'first' });
      toast({ id: 'build', message: 'second' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('show once even when two toasters are mounted, and survive the first one unmounting', () => {
    const first = render(<Toaster />);
    render(<Toaster />);
    act(() => {
      toast({ message: 'only once', duration: Infinity });
    });
    expect(screen.getAllByText('only once')).toHaveLength(1);
    first.unmount();
    expect(screen.getAllByText('only once')).toHaveLength(1);
  });

  it('show a link after the message when one is given', () => {
    render(<Toaster />);
    act(() => {
      toast({
        message: 'Insufficient available balance',
        tone: 'error',
        link: { label: 'Learn more', href: '/en/help/margin-liquidation' },
      });
    });
    const link = screen.getByRole('link', { name: 'Learn more' });
    expect(screen.getByRole('alert')).toContainElement(link);
    expect(link).toHaveAttribute('href', '/en/help/margin-liquidation');
  });
});
