// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { isApiError } from '@/lib/http';
import { stubApi, type ApiAnswer, type ApiCall } from '@/lib/test-utils/fake-api';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp, stepUpGrant } from '@/lib/test-utils/step-up';
import { forgetStepUp } from '../stores/step-up-grant';
import { isStepUpCancelled, useStepUp, type RunOptions } from './use-step-up';

const sv = en.SecurityVerification;
const api = stubApi();

interface Account {
  googleBound: boolean;
  email: string | null;
  phone: string | null;
}
let account: Account;
/** The security change the screen makes, as the server answers it. */
let change: (body: unknown) => ApiAnswer;
let grants: number;

function userInfo() {
  return {
    userId: 7,
    userName: null,
    simpleStatus: 0,
    superStatus: 0,
    residenceCountry: null,
    kycLevel1: 'none',
    kycLevel2: 'none',
    withdrawBlockedUntil: null,
    ...account,
  };
}

beforeEach(() => {
  forgetStepUp();
  toastStore.setState({ toasts: [] });
  account = { googleBound: true, email: 'trader@example.com', phone: null };
  grants = 0;
  change = () => ({ data: { changed: true } });
  api.answer((call: ApiCall) => {
    switch (call.path) {
      case 'user/base/info':
        return { data: userInfo() };
      case 'user/security/stepUp':
        grants += 1;
        return { data: stepUpGrant(Date.now(), `${STEP_UP_TOKEN}-${grants}`) };
      case 'user/common/gateway/send/email':
      case 'user/common/gateway/send/sms':
        return { data: { retryAfterSeconds: 60 } };
      case 'user/antiPhishing/update':
        return change(call.json);
      default:
        return undefined;
    }
  });
});
afterEach(() => vi.restoreAllMocks());

/** A screen with one security change behind the step-up. */
function ChangeScreen({ options }: { options?: RunOptions }) {
  const stepUp = useStepUp();
  const [outcome, setOutcome] = useState('');
  const make = () =>
    stepUp
      .run(async (stepUpToken) => {
        const { http } = await import('@/lib/http');
        return http.fetch({
          base: 'v2',
          path: 'user/antiPhishing/update',
          method: 'POST',
          json: { antiPhishingCode: 'Owl42', stepUpToken },
          messages: 'none',
        });
      }, options)
      .then(
        () => setOutcome('changed'),
        (error: unknown) =>
          setOutcome(
            isStepUpCancelled(error)
              ? 'cancelled'
              : `refused ${isApiError(error) ? error.code : '?'}`,
          ),
      );
  return (
    <>
      <button type="button" onClick={() => void make()}>
        Make the change
      </button>
      <output data-testid="outcome">{outcome}</output>
      {stepUp.dialog}
    </>
  );
}

const sentTokens = () =>
  api
    .posts('user/antiPhishing/update')
    .map((body) => (body as { stepUpToken: string }).stepUpToken);
const stepUps = () => api.posts('user/security/stepUp');

async function makeChange(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Make the change' }));
}

describe('the step-up before a security change', () => {
  it('asks for the password and the authenticator code, then sends the change with the token', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    expect(await within(dialog).findByText(sv.descriptionAuthenticator)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: sv.send })).toBeNull();
    await passStepUp(user, { code: '654321' });
    expect(await screen.findByTestId('outcome')).toHaveTextContent('changed');
    expect(stepUps()).toEqual([{ password: 'Abcdef12!', code: '654321' }]);
    expect(sentTokens()).toEqual([`${STEP_UP_TOKEN}-1`]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts on the password field, keeps Tab inside, and Escape cancels the change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    const opener = screen.getByRole('button', { name: 'Make the change' });
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    const password = await within(dialog).findByLabelText(sv.password);
    await waitFor(() => expect(password).toHaveFocus());
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('outcome')).toHaveTextContent('cancelled');
    await waitFor(() => expect(opener).toHaveFocus());
    expect(stepUps()).toEqual([]);
    expect(sentTokens()).toEqual([]);
  });

  it('does not ask again for a second change within the token’s 5 minutes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(1));
    await makeChange(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepUps()).toHaveLength(1);
    expect(sentTokens()).toEqual([`${STEP_UP_TOKEN}-1`, `${STEP_UP_TOKEN}-1`]);
  });

  it('asks again once the token has expired', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(1));
    const later = Date.now() + 5 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(2));
    expect(stepUps()).toHaveLength(2);
    expect(sentTokens()[1]).toBe(`${STEP_UP_TOKEN}-2`);
  });

  it('asks again after a password or factor change, which ends every step-up', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen options={{ endsStepUps: true }} />);
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(1));
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(2));
    expect(stepUps()).toHaveLength(2);
  });

  it('drops a token the server refuses (102500003), asks again saying why, and retries the change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(1));
    // Another tab changed the password meanwhile: the server ended this step-up.
    change = (body) =>
      (body as { stepUpToken: string }).stepUpToken === `${STEP_UP_TOKEN}-1`
        ? { code: 102500003, message: 'confirm again' }
        : { data: { changed: true } };
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(sv.again);
    await passStepUp(user);
    await waitFor(() => expect(sentTokens()).toHaveLength(3));
    expect(sentTokens()).toEqual([
      `${STEP_UP_TOKEN}-1`,
      `${STEP_UP_TOKEN}-1`,
      `${STEP_UP_TOKEN}-2`,
    ]);
    expect(screen.getByTestId('outcome')).toHaveTextContent('changed');
  });

  it('sends the code to the account’s e-mail when no authenticator is bound', async () => {
    account = { googleBound: false, email: 'trader@example.com', phone: '+82 1012345678' };
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    expect(
      await within(dialog).findByText(sv.descriptionCode.replace('{target}', 'tr***@example.com')),
    ).toBeVisible();
    await passStepUp(user, { send: true, code: '111222' });
    await waitFor(() => expect(sentTokens()).toHaveLength(1));
    expect(api.posts('user/common/gateway/send/email')).toEqual([{}]);
    expect(api.posts('user/common/gateway/send/sms')).toEqual([]);
    expect(stepUps()).toEqual([{ password: 'Abcdef12!', code: '111222' }]);
  });

  it('sends the code by SMS to an account without e-mail, and counts the resend down', async () => {
    account = { googleBound: false, email: null, phone: '+82 1012345678' };
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    await user.click(await within(dialog).findByRole('button', { name: sv.send }));
    expect(
      await within(dialog).findByText(sv.sentTo.replace('{target}', '+82 101****678')),
    ).toBeVisible();
    expect(within(dialog).getByTestId('send-code')).toBeDisabled();
    expect(within(dialog).getByTestId('send-code')).toHaveTextContent(/Resend in (59|60)s/);
    expect(api.posts('user/common/gateway/send/sms')).toEqual([{}]);
    expect(within(dialog).getByLabelText(sv.smsCodeLabel)).toBeVisible();
  });

  it('shows a wrong password on the password field and a wrong code on the code field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    api.answer((call) =>
      call.path === 'user/security/stepUp'
        ? { code: 102020718, message: 'wrong password' }
        : undefined,
    );
    await makeChange(user);
    const dialog = await passStepUp(user);
    const password = within(dialog).getByLabelText(sv.password);
    await waitFor(() => expect(password).toHaveAccessibleDescription(en.Errors['102020718']));
    api.answer((call) =>
      call.path === 'user/security/stepUp' ? { code: 102020704, message: 'wrong code' } : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: sv.submit }));
    const code = within(dialog).getByLabelText(sv.authenticatorLabel);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Wrong authenticator code/));
    expect(sentTokens()).toEqual([]);
    expect(screen.getByRole('dialog', { name: sv.title })).toBeVisible();
  });

  it('says to wait when the server has had too many tries (429)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    api.answer((call) => (call.path === 'user/security/stepUp' ? { status: 429 } : undefined));
    await makeChange(user);
    await passStepUp(user);
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
        en.Errors['429'],
      ),
    );
    expect(screen.getByRole('dialog', { name: sv.title })).toBeVisible();
    expect(sentTokens()).toEqual([]);
  });

  it('names an empty password and code and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeScreen />);
    await makeChange(user);
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    await user.click(await within(dialog).findByRole('button', { name: sv.submit }));
    expect(await within(dialog).findByText(sv.Validation.passwordEmpty)).toBeVisible();
    expect(within(dialog).getByText(sv.Validation.authenticatorEmpty)).toBeVisible();
    expect(stepUps()).toEqual([]);
  });
});
