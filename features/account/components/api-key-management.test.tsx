// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import type { ApiKey } from '../api/get-api-keys';
import { fakeApi, refusal, userInfo, type FakeApi } from '../testing/fake-api';
import { ApiKeyManagement } from './api-key-management';

const k = en.Account.ApiKeys;
const SECRET = 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tABCD';
let keys: ApiKey[];
let server: FakeApi;

beforeEach(() => {
  keys = [];
  server = fakeApi({
    'user/base/info': () => userInfo({ googleBound: true }),
    'user/apiKey/list': () => ({ list: keys }),
    'user/apiKey/create': (body) => {
      const input = body as {
        label: string;
        permissions: ApiKey['permissions'];
        ipAllowList: string[];
      };
      const key: ApiKey = {
        id: keys.length + 1,
        label: input.label,
        apiKey: `Key${'k'.repeat(61)}`,
        permissions: input.permissions,
        ipAllowList: input.ipAllowList,
        createdAt: Date.UTC(2026, 10, 24),
        lastUsedAt: null,
      };
      keys = [key, ...keys];
      return { ...key, secretKey: SECRET };
    },
    'user/apiKey/delete': (body) => {
      const { id } = body as { id: number };
      keys = keys.filter((key) => key.id !== id);
      return { deleted: true, id };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

async function openCreate() {
  const user = userEvent.setup();
  renderWithProviders(<ApiKeyManagement />);
  expect(await screen.findByTestId('api-keys-empty')).toHaveTextContent(k.empty);
  await user.click(await screen.findByRole('button', { name: k.createOpen }));
  const dialog = await screen.findByRole('dialog', { name: k.createTitle });
  return { user, dialog };
}

describe('API keys', () => {
  it('offers read (always) and trade, never withdraw, and says withdrawals are impossible', async () => {
    const { dialog } = await openCreate();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(within(dialog).getByRole('checkbox', { name: k.read })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: k.trade })).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox', { name: /withdraw/i })).toBeNull();
    expect(within(dialog).getByTestId('no-withdraw')).toHaveTextContent(k.noWithdraw);
  });

  it('names a missing label and a bad address, and creates nothing', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.ipAllowList), '203.0.113.7\nexample.com');
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    expect(await within(dialog).findByText(en.Account.Validation.labelEmpty)).toBeVisible();
    expect(within(dialog).getByText(en.Account.Validation.ipInvalid)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: en.SecurityVerification.title })).toBeNull();
    expect(server.paths()).not.toContain('user/apiKey/create');
  });

  it('creates a key after the step-up and shows its secret once; closed, the secret is nowhere on the page', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.label), 'grid bot');
    await user.click(within(dialog).getByRole('checkbox', { name: k.trade }));
    await user.type(
      within(dialog).getByLabelText(k.ipAllowList),
      '203.0.113.7\n2001:db8::1, 203.0.113.7',
    );
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    expect(server.paths()).not.toContain('user/apiKey/create');
    await passStepUp(user, { code: '123456' });

    const secret = await screen.findByRole('dialog', { name: k.secretTitle });
    expect(server.inputsOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '123456' },
    ]);
    expect(server.inputsOf('user/apiKey/create')).toEqual([
      {
        label: 'grid bot',
        permissions: ['read', 'trade'],
        ipAllowList: ['203.0.113.7', '2001:db8::1'],
        stepUpToken: STEP_UP_TOKEN,
      },
    ]);
    expect(within(secret).getByTestId('created-secret-key')).toHaveTextContent(SECRET);
    expect(within(secret).getByTestId('secret-warning')).toHaveTextContent(k.secretWarning);
    expect(within(secret).getByRole('button', { name: `Copy ${k.secretKey}` })).toBeVisible();
    expect(within(secret).getByRole('button', { name: `Copy ${k.apiKey}` })).toBeVisible();

    await user.click(within(secret).getByRole('button', { name: `Copy ${k.secretKey}` }));
    await user.click(within(secret).getByRole('button', { name: k.secretDone }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: k.createOpen })).toHaveFocus(),
    );
    const row = await screen.findByTestId('api-key-row');
    expect(row).toHaveTextContent('grid bot');
    expect(row).toHaveTextContent('203.0.113.7, 2001:db8::1');
    expect(row).toHaveTextContent(k.trade);
    expect(row).toHaveTextContent(k.neverUsed);
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('shows the refusal in the page’s words and no secret', async () => {
    server.routes['user/apiKey/create'] = () => {
      throw refusal(102400007, 'the server’s own sentence', { max: 30 });
    };
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.label), 'bot');
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    await passStepUp(user);
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102400007'].replace('{max}', '30'),
    );
    expect(screen.queryByRole('dialog', { name: k.secretTitle })).toBeNull();
  });

  it('asks before Escape closes a secret that was not copied; Cancel keeps it, confirming drops it', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.label), 'bot');
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    await passStepUp(user);
    const secret = await screen.findByRole('dialog', { name: k.secretTitle });

    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('alertdialog', { name: k.closeUnsavedTitle });
    expect(ask).toHaveTextContent(k.closeUnsavedBody);
    // Focus starts on the safe choice.
    expect(within(ask).getByRole('button', { name: k.keepOpen })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: k.keepOpen }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(secret).getByTestId('created-secret-key')).toHaveTextContent(SECRET);

    // The corner's close button and "I have saved it" ask too.
    await user.click(within(secret).getByRole('button', { name: en.UI.close }));
    ask = await screen.findByRole('alertdialog', { name: k.closeUnsavedTitle });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: k.secretTitle })).toBeVisible();
    await user.click(within(secret).getByRole('button', { name: k.secretDone }));
    ask = await screen.findByRole('alertdialog', { name: k.closeUnsavedTitle });
    await user.click(within(ask).getByRole('button', { name: k.closeUnsavedConfirm }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('closes at once on Escape once the secret has been copied', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.label), 'bot');
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    await passStepUp(user);
    const secret = await screen.findByRole('dialog', { name: k.secretTitle });
    await user.click(within(secret).getByRole('button', { name: `Copy ${k.secretKey}` }));
    await vi.waitFor(async () => expect(await navigator.clipboard.readText()).toBe(SECRET));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts a copy of the selected secret by hand as copied', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(k.label), 'bot');
    await user.click(within(dialog).getByRole('button', { name: k.create }));
    await passStepUp(user);
    const secret = await screen.findByRole('dialog', { name: k.secretTitle });
    // The browser fires `copy` at the element the selection starts in.
    fireEvent.copy(within(secret).getByTestId('created-secret-key'));
    await user.click(within(secret).getByRole('button', { name: k.secretDone }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes a key only after confirming, by its id', async () => {
    keys = [
      {
        id: 7,
        label: 'old bot',
        apiKey: 'A'.repeat(64),
        permissions: ['read'],
        ipAllowList: [],
        createdAt: Date.UTC(2026, 9, 1),
        lastUsedAt: Date.UTC(2026, 10, 1),
      },
    ];
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyManagement />);
    const row = await screen.findByTestId('api-key-row');
    expect(row).toHaveTextContent(k.anyAddress);
    await user.click(within(row).getByRole('button', { name: 'Delete API key old bot' }));
    let confirm = await screen.findByRole('alertdialog', { name: k.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: en.UI.cancel }));
    expect(server.paths()).not.toContain('user/apiKey/delete');

    await user.click(within(row).getByRole('button', { name: 'Delete API key old bot' }));
    confirm = await screen.findByRole('alertdialog', { name: k.deleteTitle });
    expect(confirm).toHaveTextContent('“old bot” stops working at once');
    await user.click(within(confirm).getByRole('button', { name: k.delete }));
    expect(await screen.findByTestId('api-keys-empty')).toBeVisible();
    expect(server.inputsOf('user/apiKey/delete')).toEqual([{ id: 7 }]);
  });
});
