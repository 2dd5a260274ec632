// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { renderWithProviders } from '@/lib/test-utils/render';
import { jsonAnswer } from '../bottom-tabs/test-fixtures';
import koMessages from '@/messages/ko.json';
import { CancelAllDialog } from './cancel-all-dialog';

const ko = koMessages.Futures.Dialogs.CancelAll;

let answer: () => Response;
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  toastStore.setState({ toasts: [] });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);

async function confirmCancelAll() {
  const user = userEvent.setup();
  renderWithProviders(<CancelAllDialog contractId={1} />);
  await user.click(screen.getByRole('button', { name: 'Cancel all' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel all orders' });
  expect(within(dialog).getByText('Are you sure you want to cancel all orders?')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
}

describe('CancelAllDialog', () => {
  it('asks the spec question, then cancels the contract’s orders and says how many', async () => {
    answer = () => jsonAnswer({ cancelled: 2, orderIds: [4, 5] });
    await confirmCancelAll();
    await waitFor(() => expect(toastMessages()).toEqual(['2 orders cancelled']));
    expect(bodies).toEqual([{ contractId: 1 }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reads the server’s refusal 101010400 as “No orders available to cancel”', async () => {
    answer = () => jsonAnswer(null, 101010400);
    await confirmCancelAll();
    await waitFor(() => expect(toastMessages()).toEqual(['No orders available to cancel']));
  });

  it('words any other refusal in the page’s language, not in the server’s English', async () => {
    answer = () =>
      jsonAnswer(null, 1009, 'trading temporarily prohibited, contact customer service');
    const user = userEvent.setup();
    renderWithProviders(<CancelAllDialog contractId={1} />, { locale: 'ko' });
    await user.click(screen.getByRole('button', { name: ko.confirm }));
    const dialog = screen.getByRole('alertdialog', { name: ko.title });
    await user.click(within(dialog).getByRole('button', { name: ko.confirm }));
    await waitFor(() => expect(toastMessages()).toEqual([koMessages.Errors['1009']]));
  });

  it('keeps the orders when the user says so', async () => {
    answer = () => jsonAnswer({ cancelled: 0, orderIds: [] });
    const user = userEvent.setup();
    renderWithProviders(<CancelAllDialog contractId={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await user.click(screen.getByRole('button', { name: 'Keep orders' }));
    expect(bodies).toEqual([]);
  });
});
