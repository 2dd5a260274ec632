// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts, toastStore } from '@/components/toast';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import { fakeApi, refusal, userInfo, type FakeApi } from '../testing/fake-api';
import { AntiPhishingCode } from './anti-phishing-code';

const a = en.Account.AntiPhishing;
let code: string | null;
let server: FakeApi;

beforeEach(() => {
  code = null;
  clearToasts();
  server = fakeApi({
    'user/base/info': () => userInfo({ googleBound: true, antiPhishingCode: code }),
    'user/antiPhishing/update': (body) => {
      code = (body as { antiPhishingCode: string }).antiPhishingCode;
      return { antiPhishingCode: code };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

async function openDialog(name: string, title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

describe('the anti-phishing code', () => {
  it('explains where the code appears and shows a set code masked until asked', async () => {
    code = 'Blue42Fox';
    const user = userEvent.setup();
    renderWithProviders(<AntiPhishingCode />);
    expect(await screen.findByText(a.explanation)).toBeVisible();
    const current = await screen.findByTestId('anti-phishing-current');
    expect(current).toHaveTextContent('Bl*****ox');
    expect(current).not.toHaveTextContent('Blue42Fox');
    await user.click(screen.getByRole('button', { name: a.show }));
    expect(current).toHaveTextContent('Blue42Fox');
    expect(screen.getByRole('button', { name: a.hide })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a code that is not 4 to 20 letters or digits, and sends nothing', async () => {
    renderWithProviders(<AntiPhishingCode />);
    expect(await screen.findByTestId('anti-phishing-current')).toHaveTextContent(a.notSet);
    const { user, dialog } = await openDialog(a.set, a.setTitle);
    await user.type(within(dialog).getByLabelText(a.field), 'ab!');
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    expect(await within(dialog).findByText(en.Account.Validation.antiPhishingRule)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: en.SecurityVerification.title })).toBeNull();
    expect(server.paths()).not.toContain('user/antiPhishing/update');
  });

  it('sets the code after the step-up, with its token, says so, and shows the new code masked', async () => {
    renderWithProviders(<AntiPhishingCode />);
    const { user, dialog } = await openDialog(a.set, a.setTitle);
    await user.type(within(dialog).getByLabelText(a.field), 'Blue42Fox');
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    await passStepUp(user, { code: '123456' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.inputsOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '123456' },
    ]);
    expect(server.inputsOf('user/antiPhishing/update')).toEqual([
      { antiPhishingCode: 'Blue42Fox', stepUpToken: STEP_UP_TOKEN },
    ]);
    expect(await screen.findByTestId('anti-phishing-current')).toHaveTextContent('Bl*****ox');
    expect(screen.getByRole('button', { name: a.change })).toBeVisible();
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain(a.saved);
  });

  it('changes the code a second time within 5 minutes without asking for the step-up again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AntiPhishingCode />);
    await user.click(await screen.findByRole('button', { name: a.set }));
    let dialog = await screen.findByRole('dialog', { name: a.setTitle });
    await user.type(within(dialog).getByLabelText(a.field), 'Blue42Fox');
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    await passStepUp(user);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: a.change }));
    dialog = await screen.findByRole('dialog', { name: a.changeTitle });
    await user.type(within(dialog).getByLabelText(a.field), 'Heron42');
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.inputsOf('user/security/stepUp')).toHaveLength(1);
    expect(server.inputsOf('user/antiPhishing/update')).toEqual([
      { antiPhishingCode: 'Blue42Fox', stepUpToken: STEP_UP_TOKEN },
      { antiPhishingCode: 'Heron42', stepUpToken: STEP_UP_TOKEN },
    ]);
  });

  it('keeps the dialog open with the refusal in the page’s words', async () => {
    server.routes['user/antiPhishing/update'] = () => {
      throw refusal(102500002, 'the server’s own sentence');
    };
    renderWithProviders(<AntiPhishingCode />);
    const { user, dialog } = await openDialog(a.set, a.setTitle);
    await user.type(within(dialog).getByLabelText(a.field), 'Blue42Fox');
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    await passStepUp(user);
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102500002'],
    );
    expect(screen.getByTestId('anti-phishing-current')).toHaveTextContent(a.notSet);
  });
});
