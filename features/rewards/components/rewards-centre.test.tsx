// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubApi } from '@/lib/test-utils/fake-api';
import en from '@/messages/en.json';
import { grants, NOW, task, testSession, voucher } from '../testing';
import { RewardsCentre } from './rewards-centre';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const r = en.Rewards;
const api = stubApi(testSession);

afterEach(() => act(() => realtimeStore.setState(realtimeStore.getInitialState(), true)));

function serve({
  vouchers = [voucher(), voucher({ id: 12, taskKey: 'signUp', amount: '10', state: 'expired' })],
  summary = grants(),
} = {}) {
  api.answer((call) => {
    if (call.path === 'rewards/tasks') {
      return {
        data: {
          windowEndsAt: NOW + 86_400_000,
          tasks: [
            task({ key: 'signUp', kind: 'signUp', reward: '10', progress: '1', completed: true }),
            task(),
            task({
              key: 'volume100k',
              kind: 'volume',
              target: '100000',
              progress: '25000',
              reward: '1000',
              maxLeverage: 10,
            }),
          ],
        },
      };
    }
    if (call.path === 'rewards/vouchers') return { data: { list: vouchers } };
    if (call.path === 'rewards/grants') return { data: summary };
    return undefined;
  });
}

describe('RewardsCentre', () => {
  it('lists the new-user tasks with their progress and the voucher each grants', async () => {
    serve();
    renderWithProviders(<RewardsCentre />);
    const volume = await screen.findByTestId('reward-task-volume100k');
    expect(volume).toHaveTextContent('Trade 100,000 USDT of futures volume');
    expect(volume).toHaveTextContent('1,000 USDT voucher');
    expect(within(volume).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('reward-task-signUp')).toHaveAttribute('data-completed', 'true');
    expect(screen.getByTestId('reward-task-kycLevel1')).toHaveTextContent(r.Tasks.notYet);
  });

  it('uses a voucher only once it is selected and confirmed, then shows the bonus account and the way to trade', async () => {
    const user = userEvent.setup();
    serve();
    let used = false;
    // Read again after the use, the list says "used": the result must stay on screen.
    api.answer((call) =>
      call.path === 'rewards/vouchers' && used
        ? { data: { list: [voucher({ state: 'used', usedAt: NOW })] } }
        : undefined,
    );
    api.answer((call) => {
      if (call.path === 'rewards/voucher/use') used = true;
      return call.path === 'rewards/voucher/use'
        ? {
            data: {
              voucher: voucher({ state: 'used', usedAt: NOW }),
              bonusAccount: {
                balance: '150',
                trialFund: '150',
                ownFunds: '0',
                maxLeverage: 20,
                expiresAt: NOW + 86_400_000,
                position: null,
              },
            },
          }
        : undefined;
    });
    renderWithProviders(<RewardsCentre />);
    const use = await screen.findByTestId('use-voucher');
    expect(use).toBeDisabled();
    const [available, expired] = screen.getAllByRole('radio');
    // An expired voucher cannot be selected.
    expect(expired).toBeDisabled();
    expect(use).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '150 USDT' }));
    expect(available).toBeChecked();
    await user.click(use);
    const dialog = await screen.findByRole('dialog', { name: r.Use.title });
    expect(dialog).toHaveTextContent(r.Rules.autoClose24h);
    expect(api.posts('rewards/voucher/use')).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-use-voucher'));
    expect(await screen.findByTestId('voucher-used')).toHaveTextContent(
      '150 USDT is now in your bonus account.',
    );
    expect(api.posts('rewards/voucher/use')).toEqual([{ voucherId: 11 }]);
    await waitFor(() =>
      expect(screen.getByTestId('voucher')).toHaveAttribute('data-state', 'used'),
    );
    expect(screen.getByTestId('voucher-used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: r.Use.trade })).toHaveAttribute(
      'href',
      '/futures/BTCUSDT',
    );
  });

  it('shows a refusal in the page’s words and keeps the voucher', async () => {
    const user = userEvent.setup();
    serve();
    api.answer((call) =>
      call.path === 'rewards/voucher/use'
        ? {
            code: 102700005,
            message: 'the server’s own sentence',
            data: { trialFund: '40' },
          }
        : undefined,
    );
    renderWithProviders(<RewardsCentre />);
    await user.click((await screen.findAllByTestId('voucher'))[0] ?? document.body);
    await user.click(screen.getByTestId('use-voucher'));
    await user.click(await screen.findByTestId('confirm-use-voucher'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102700005']);
    expect(screen.queryByTestId('voucher-used')).toBeNull();
  });

  it('counts down to the automatic close of an open bonus position on the server clock and blocks a second voucher', async () => {
    const autoCloseAt = Date.now() + 5 * 3_600_000 + 61_000;
    // The server's clock is two hours ahead of this machine's: the position closes in 3 hours.
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: 'realtime', payload: { timeSlice: Date.now() + 2 * 3_600_000 } },
        ]),
    );
    serve({
      summary: grants({
        used: '150',
        bonusAccount: {
          balance: '150',
          trialFund: '150',
          ownFunds: '0',
          maxLeverage: 20,
          expiresAt: NOW + 86_400_000,
          position: {
            positionId: 9,
            contractId: 1,
            openedAt: autoCloseAt - 86_400_000,
            autoCloseAt,
          },
        },
      }),
    });
    renderWithProviders(<RewardsCentre />);
    const countdown = await screen.findByTestId('bonus-auto-close-countdown');
    expect(countdown.querySelector('time')?.textContent).toMatch(/^03:01:0\d$/);
    expect(screen.getByTestId('grants-used')).toHaveTextContent('150 USDT');
    expect(screen.getByText(r.Vouchers.bonusBusy)).toBeInTheDocument();
    expect(screen.getByTestId('use-voucher')).toBeDisabled();
  });

  it('says so when there are no vouchers yet', async () => {
    serve({ vouchers: [] });
    renderWithProviders(<RewardsCentre />);
    expect(await screen.findByText(r.Vouchers.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('grants-granted')).toHaveTextContent('160 USDT'));
  });
});
