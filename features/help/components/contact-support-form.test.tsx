// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '@/components/toast';
import { ApiError, http, syntheticResponse, type RequestOptions } from '@/lib/http';
import { messages, renderWithProviders } from '@/lib/test-utils/render';
import { ContactSupportForm } from './contact-support-form';

let accountEmail: string | null = null;
vi.mock('@/features/session', () => ({
  useUserInfo: () => (accountEmail === null ? null : { email: accountEmail }),
}));

const m = messages.ContactSupport;
let sent: RequestOptions[];
let answer: () => Promise<unknown>;

beforeEach(() => {
  sent = [];
  accountEmail = null;
  answer = async () => ({ ticketId: 'ST-2026-7K3M9Q' });
  vi.spyOn(http, 'fetch').mockImplementation(async (options: RequestOptions) => {
    sent.push(options);
    return answer();
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

function renderForm(locale: 'en' | 'ko' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ContactSupportForm />
      <Toaster />
    </>,
    { locale },
  );
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(m.fields.email), ' mina@example.com ');
  await user.selectOptions(screen.getByLabelText(m.fields.category), 'funds');
  await user.type(screen.getByLabelText(m.fields.subject), 'Deposit not credited');
  await user.type(
    screen.getByLabelText(m.fields.message),
    'I sent 100 USDT an hour ago.{Enter}It is not in my wallet yet.',
  );
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: m.submit }));
const toasts = () => within(document.querySelector('ol[aria-live]') as HTMLElement);

describe('contact support form', () => {
  it('labels every field and offers the five topics', () => {
    renderForm();
    expect(screen.getByRole('form', { name: m.formLabel })).toBeInTheDocument();
    for (const label of Object.values(m.fields)) expect(screen.getByLabelText(label)).toBeVisible();
    const options = within(screen.getByLabelText(m.fields.category)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      m.categoryPlaceholder,
      ...Object.values(m.categories),
    ]);
  });

  it('sends the ticket and shows its number and where the answer goes', async () => {
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByTestId('support-ticket-id')).toHaveTextContent('ST-2026-7K3M9Q');
    expect(screen.getByTestId('support-ticket-opened')).toHaveTextContent('mina@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      base: 'v2',
      path: 'public/support/ticket',
      method: 'POST',
      json: {
        email: 'mina@example.com',
        category: 'funds',
        subject: 'Deposit not credited',
        message: 'I sent 100 USDT an hour ago. It is not in my wallet yet.',
      },
    });
    await user.click(screen.getByRole('button', { name: m.Success.another }));
    expect(screen.getByLabelText(m.fields.subject)).toHaveValue('');
  });

  it('says what is missing and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(m.fields.email), 'mina@');
    await user.type(screen.getByLabelText(m.fields.message), 'short');
    await submit(user);
    expect(await screen.findByText(m.Validation.email)).toBeInTheDocument();
    expect(screen.getByText(m.Validation.category)).toBeInTheDocument();
    expect(screen.getByText(m.Validation.subject)).toBeInTheDocument();
    expect(screen.getByText(m.Validation.message)).toBeInTheDocument();
    expect(screen.getByLabelText(m.fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('counts the message as it is sent: line breaks go as one space', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(m.fields.email), 'mina@example.com');
    await user.selectOptions(screen.getByLabelText(m.fields.category), 'funds');
    await user.type(screen.getByLabelText(m.fields.subject), 'Deposit not credited');
    // Thirteen characters typed, nine sent ("abcd efgh"): below the ten the server asks for.
    await user.type(screen.getByLabelText(m.fields.message), 'abcd {Enter}{Enter} efgh');
    await submit(user);
    expect(await screen.findByText(m.Validation.message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('toasts a refusal (400), throttling (429) and a network failure, keeping the form', async () => {
    const user = renderForm();
    await fillValid(user);
    const cases: [ApiError, string][] = [
      [new ApiError('http', syntheticResponse(400)), m.Errors.rejected],
      [new ApiError('http', syntheticResponse(429)), m.Errors.tooMany],
      [new ApiError('network', syntheticResponse(-2)), messages.Http.networkError],
    ];
    for (const [error, text] of cases) {
      answer = async () => {
        throw error;
      };
      await submit(user);
      expect(await toasts().findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('support-ticket-opened')).toBeNull();
    expect(screen.getByLabelText(m.fields.subject)).toHaveValue('Deposit not credited');
  });

  it('fills in the e-mail of a logged-in user', () => {
    accountEmail = 'neo@example.com';
    renderForm();
    expect(screen.getByLabelText(m.fields.email)).toHaveValue('neo@example.com');
  });

  it('speaks Korean on a Korean page', () => {
    renderForm('ko');
    expect(screen.getByLabelText('문의 유형')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '보내기' })).toBeInTheDocument();
  });
});
