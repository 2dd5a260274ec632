// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/test-utils/fake-api';
import { renderWithProviders } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import { wirePosition } from '@/lib/test-utils/wire-position';
import type { Follow, LeaderSummary, MirroredTrade } from '../api/schemas';
import { testSession } from '../testing';
import { Leaderboard } from './leaderboard';
import { MyFollowing } from './my-following';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const c = en.CopyTrading;
const api = stubApi(testSession);

function leader(overrides: Partial<LeaderSummary> = {}): LeaderSummary {
  return {
    leaderId: 41,
    nickname: 'Aurora',
    status: 'active',
    since: 1_760_000_000_000,
    pnl30d: '812.5',
    roi30d: '0.1625',
    winRate: '0.6',
    wins: 6,
    closedPositions: 10,
    maxDrawdown: '0.08',
    followers: 12,
    statsAt: 1,
    ...overrides,
  };
}

function follow(overrides: Partial<Follow> = {}): Follow {
  return {
    followId: 5,
    leaderId: 41,
    nickname: 'Aurora',
    amount: '500',
    tradeCap: '200',
    status: 'active',
    stopReason: null,
    createdAt: 1,
    stoppedAt: null,
    equity: '512.3',
    returned: null,
    pnl: '12.3',
    roi: '0.0246',
    ...overrides,
  };
}

/** A leader's 0.008 BTC long open, mirrored as 0.002 and filled at 100 000. */
function mirroredTrade(overrides: Partial<MirroredTrade> & { id: number }): MirroredTrade {
  return {
    followId: 5,
    leaderId: 41,
    leaderSeq: 9,
    contractId: 1,
    action: 'open',
    direction: 1,
    leaderQuantity: '0.008',
    leaderSizeBefore: '0',
    leaderEquity: '2000',
    followerEquity: '500',
    followerSizeBefore: '0',
    proportionalQuantity: '0.002',
    capQuantity: '0.002',
    quantity: '0.002',
    filledQuantity: '0.002',
    averagePrice: '100000',
    markPrice: '100000',
    status: 'placed',
    reason: null,
    code: null,
    orderId: 900 + overrides.id,
    clientOrderId: `mirror-${overrides.id}`,
    createdAt: 1,
    ...overrides,
  };
}

describe('Leaderboard', () => {
  it('lists lead traders with their 30-day figures and sorts on the server', async () => {
    const user = userEvent.setup();
    api.answer((call) => {
      if (call.path !== 'follow/leaders') return undefined;
      const list =
        call.query.get('sort') === 'followers'
          ? [leader({ leaderId: 42, nickname: 'Borealis', followers: 40, roi30d: null }), leader()]
          : [
              leader(),
              leader({ leaderId: 42, nickname: 'Borealis', pnl30d: '-20', roi30d: '-0.01' }),
            ];
      return { data: { list, total: 2, page: 1, size: 20 } };
    });
    renderWithProviders(<Leaderboard />);
    const table = await screen.findByRole('table', { name: c.Leaderboard.title });
    await within(table).findByText('Aurora');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Aurora');
    expect(rows[1]).toHaveTextContent('+16.25%');
    expect(rows[1]).toHaveTextContent('+812.50');
    expect(rows[2]).toHaveTextContent('−20.00');
    await user.click(screen.getByRole('button', { name: c.Leaderboard.sort.followers }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Borealis'));
    expect(api.calls.at(-1)?.query.get('sort')).toBe('followers');
  });

  it('opens a profile and follows with an amount and a per-trade cap; a refusal shows in the page’s words', async () => {
    const user = userEvent.setup();
    api.answer((call) => {
      if (call.path === 'follow/leaders')
        return { data: { list: [leader()], total: 1, page: 1, size: 20 } };
      if (call.path === 'follow/leader')
        return {
          data: {
            ...leader(),
            daily: [
              { day: 0, net: '5' },
              { day: 1, net: '-2' },
            ],
          },
        };
      if (call.path === 'follow/start') {
        const body = call.json as { amount: string };
        return body.amount === '5'
          ? {
              code: 102800008,
              message: 'the server’s own sentence',
              data: { min: '10' },
            }
          : { data: follow() };
      }
      return undefined;
    });
    renderWithProviders(<Leaderboard />);
    await user.click(await screen.findByRole('button', { name: 'Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aurora' });
    await user.click(await within(dialog).findByTestId('follow-open'));
    const amount = within(dialog).getByLabelText(c.Follow.amount);
    const cap = within(dialog).getByLabelText(c.Follow.tradeCap);
    await user.type(amount, 'abc');
    await user.click(within(dialog).getByTestId('follow-submit'));
    expect(await within(dialog).findByText(c.Follow.errors.amount)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(cap, '1');
    await user.click(within(dialog).getByTestId('follow-submit'));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102800008'].replace('{min}', '10'),
    );
    await user.clear(amount);
    await user.type(amount, '500');
    await user.clear(cap);
    await user.type(cap, '200');
    await user.click(within(dialog).getByTestId('follow-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts('follow/start').at(-1)).toEqual({
      leaderId: 41,
      amount: '500',
      tradeCap: '200',
    });
  });
});

describe('MyFollowing', () => {
  it('shows the running follow, its mirrored positions and trades, and stops only after confirming', async () => {
    const user = userEvent.setup();
    let stopped = false;
    api.answer((call) => {
      if (call.path === 'follow/positions') {
        return {
          data: {
            follow: stopped ? null : follow(),
            account: { wallet: '500', equity: '512.3', available: '400', upnl: '12.3' },
            positions: stopped
              ? []
              : [
                  {
                    ...wirePosition({
                      positionId: 77,
                      accountType: 11,
                      size: '0.002',
                      entryPrice: '100000',
                      upnl: '12.3',
                    }),
                    maxRemovableMargin: null,
                  },
                ],
          },
        };
      }
      if (call.path === 'follow/list') return { data: { list: [], total: 0, page: 1, size: 20 } };
      if (call.path === 'follow/trades') {
        return {
          data: {
            list: [
              mirroredTrade({ id: 1, leaderSeq: 9, action: 'open', createdAt: 1 }),
              mirroredTrade({
                id: 2,
                leaderSeq: 10,
                action: 'add',
                leaderQuantity: '0.001',
                quantity: '0',
                filledQuantity: null,
                averagePrice: null,
                status: 'skipped',
                reason: 'belowMinimum',
                orderId: null,
                createdAt: 2,
              }),
            ],
            total: 2,
            page: 1,
            size: 20,
          },
        };
      }
      if (call.path === 'follow/stop') {
        stopped = true;
        return { data: follow({ status: 'stopped', returned: '512.3', equity: null }) };
      }
      return undefined;
    });
    renderWithProviders(<MyFollowing />);
    const current = await screen.findByTestId('current-follow');
    expect(current).toHaveTextContent('Following Aurora');
    expect(current).toHaveTextContent('+12.30 USDT');
    const positions = screen.getByTestId('mirrored-positions');
    await within(positions).findByText('BTC/USDT');
    expect(positions).toHaveTextContent(c.Mine.long);
    const trades = await screen.findByRole('table', { name: c.Mine.tradesTitle });
    await within(trades).findByText(c.Mine.actions.open);
    await user.click(screen.getByTestId('stop-follow'));
    const confirm = await screen.findByRole('alertdialog', { name: c.Mine.stopTitle });
    expect(api.posts('follow/stop')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: c.Mine.stop }));
    await waitFor(() => expect(api.posts('follow/stop')).toEqual([{ followId: 5 }]));
    expect(await screen.findByText(c.Mine.none)).toBeInTheDocument();
  });
});
