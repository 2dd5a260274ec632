// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeV2, refusal, userInfo } from '../testing/fake-v2';
import { FuturesAccount } from './futures-account';
import { FuturesOpening } from './futures-opening';

const a = en.Auth.Futures;
afterEach(() => vi.restoreAllMocks());

describe('futures opening', () => {
  it('opens the account once the risk warning is accepted', async () => {
    const server = fakeV2({ 'user/futures/open': () => ({ opened: true }) });
    const user = userEvent.setup();
    renderWithProviders(
      <FuturesOpening account={userInfo({ kycLevel1: 'approved' })} onStartKyc={vi.fn()} />,
    );
    const open = await screen.findByRole('button', { name: a.open });
    expect(open).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: a.riskAccept }));
    await user.click(open);
    expect(await screen.findByTestId('futures-opened')).toHaveTextContent(a.opened);
    expect(server.bodiesOf('user/futures/open')).toEqual([{ acceptRisk: true }]);
  });

  it('says the account is open on a fresh visit, instead of offering to open it again', async () => {
    // The account was opened in an earlier visit: a new page load, a new query cache.
    const server = fakeV2({
      'user/base/info': () => userInfo({ kycLevel1: 'approved' }),
      'user/futures/status': () => ({ opened: true, openedAt: 1_790_000_000_000 }),
    });
    renderWithProviders(<FuturesAccount />);
    expect(await screen.findByTestId('futures-opened')).toHaveTextContent(a.opened);
    expect(screen.queryByTestId('risk-warning')).toBeNull();
    expect(screen.queryByRole('button', { name: a.open })).toBeNull();
    expect(server.paths()).toContain('user/futures/status');
  });

  it('keeps saying the account is open after opening it and mounting the page again', async () => {
    let opened = false;
    fakeV2({
      'user/futures/status': () => ({ opened, openedAt: opened ? 1_790_000_000_000 : null }),
      'user/futures/open': () => {
        opened = true;
        return { opened: true };
      },
    });
    const user = userEvent.setup();
    const account = userInfo({ kycLevel1: 'approved' });
    const first = renderWithProviders(<FuturesOpening account={account} onStartKyc={vi.fn()} />);
    await user.click(await screen.findByRole('checkbox', { name: a.riskAccept }));
    await user.click(screen.getByRole('button', { name: a.open }));
    expect(await screen.findByTestId('futures-opened')).toHaveTextContent(a.opened);
    first.unmount();

    renderWithProviders(<FuturesOpening account={account} onStartKyc={vi.fn()} />);
    expect(await screen.findByTestId('futures-opened')).toHaveTextContent(a.opened);
    expect(screen.queryByTestId('risk-warning')).toBeNull();
  });

  it('tells a resident of a restricted country why futures are closed to them', async () => {
    fakeV2();
    renderWithProviders(
      <FuturesOpening
        account={userInfo({ kycLevel1: 'approved', residenceCountry: 'US' })}
        onStartKyc={vi.fn()}
      />,
    );
    expect(await screen.findByTestId('futures-restricted')).toHaveTextContent(a.restrictedTitle);
    expect(screen.queryByRole('button', { name: a.open })).toBeNull();
  });

  it('sends an unverified user to KYC first', async () => {
    fakeV2();
    const onStartKyc = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FuturesOpening account={userInfo()} onStartKyc={onStartKyc} />);
    expect(screen.getByText(a.kycRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: a.startKyc }));
    expect(onStartKyc).toHaveBeenCalledOnce();
  });

  it('shows a refusal once and keeps the warning', async () => {
    fakeV2({
      'user/futures/open': () => {
        throw refusal(102020725, 'risk');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <FuturesOpening account={userInfo({ kycLevel1: 'approved' })} onStartKyc={vi.fn()} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: a.riskAccept }));
    await user.click(screen.getByRole('button', { name: a.open }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102020725']);
    expect(screen.getByTestId('risk-warning')).toBeInTheDocument();
  });
});
