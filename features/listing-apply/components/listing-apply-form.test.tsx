// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts, Toaster } from '@/components/toast';
import { ApiError, http, syntheticResponse, type RequestOptions } from '@/lib/http';
import { messages, renderWithProviders } from '@/lib/test-utils/render';
import ko from '@/messages/ko.json';
import { ListingApplyForm } from './listing-apply-form';

const m = messages.ListingApply;
const optional = (label: string) => m.optionalField.replace('{label}', label);
const DESCRIPTION = 'Aurora is a lending protocol with audited contracts and 40,000 monthly users.';

let sent: RequestOptions[];
let answer: () => Promise<unknown>;

beforeEach(() => {
  sent = [];
  answer = async () => ({ reference: 'LA-2026-7K3M9Q', confirmationSent: true });
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
      <ListingApplyForm />
      <Toaster />
    </>,
    { locale },
  );
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(m.fields.projectName), 'Aurora Protocol');
  await user.type(screen.getByLabelText(m.fields.website), 'https://aurora.example');
  await user.click(screen.getByLabelText(m.fields.description));
  await user.paste(DESCRIPTION);
  await user.type(screen.getByLabelText(m.fields.tokenSymbol), 'aur');
  await user.selectOptions(screen.getByLabelText(m.fields.chain), 'ethereum');
  await user.type(screen.getByLabelText(m.fields.contractAddress), `0x${'a1B2'.repeat(10)}`);
  await user.type(screen.getByLabelText(optional(m.fields.marketCapUsd)), '12500000');
  await user.type(screen.getByLabelText(m.fields.contactName), 'Mina Park');
  await user.type(screen.getByLabelText(m.fields.contactEmail), ' mina@aurora.example ');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: m.submit }));

/** The toaster's list (the form's own field errors are alerts too). */
const toasts = () => within(document.querySelector('ol[aria-live]') as HTMLElement);

describe('listing application form', () => {
  it('names every missing field in the page language and sends nothing', async () => {
    const user = renderForm();
    await submit(user);
    for (const text of [
      m.Validation.projectName,
      m.Validation.website,
      m.Validation.description,
      m.Validation.tokenSymbol,
      m.Validation.chain,
      m.Validation.contractAddressEmpty,
      m.Validation.contactName,
      m.Validation.contactEmailEmpty,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(m.fields.projectName)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(m.fields.projectName)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('speaks Korean on a Korean page', async () => {
    const user = renderForm('ko');
    await user.click(screen.getByRole('button', { name: ko.ListingApply.submit }));
    expect(await screen.findByText(ko.ListingApply.Validation.tokenSymbol)).toBeInTheDocument();
    expect(screen.queryByText(m.Validation.tokenSymbol)).toBeNull();
  });

  it('checks the contract address against the chosen network', async () => {
    const user = renderForm();
    await fillValid(user);
    const address = screen.getByLabelText(m.fields.contractAddress);
    await user.clear(address);
    await user.type(address, '0x1234');
    await submit(user);
    expect(await screen.findByText(m.Validation.addressEvm)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    // The same text is no Solana address either, and the message says what Solana expects.
    await user.selectOptions(screen.getByLabelText(m.fields.chain), 'solana');
    await submit(user);
    expect(await screen.findByText(m.Validation.addressSolana)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('flags a non-https website, a bad e-mail and a short description', async () => {
    const user = renderForm();
    await fillValid(user);
    const website = screen.getByLabelText(m.fields.website);
    await user.clear(website);
    await user.type(website, 'http://aurora.example');
    const email = screen.getByLabelText(m.fields.contactEmail);
    await user.clear(email);
    await user.type(email, 'mina@');
    const description = screen.getByLabelText(m.fields.description);
    await user.clear(description);
    await user.type(description, 'Too short.');
    await submit(user);
    expect(await screen.findByText(m.Validation.website)).toBeInTheDocument();
    expect(screen.getByText(m.Validation.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(m.Validation.description)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('writes the symbol in capitals and a typed line break as a space', async () => {
    const user = renderForm();
    const symbol = screen.getByLabelText(m.fields.tokenSymbol);
    await user.type(symbol, 'aur1');
    expect(symbol).toHaveValue('AUR1');
    const description = screen.getByLabelText(m.fields.description);
    await user.type(description, 'One{Enter}two');
    expect(description).toHaveValue('One two');
  });

  it('sends the application, waits, then shows the reference and where the e-mail went', async () => {
    let release: (value: unknown) => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const user = renderForm();
    await fillValid(user);
    await submit(user);

    const button = screen.getByRole('button', { name: m.submit });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('listing-received')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ base: 'v2', path: 'public/listing/apply', method: 'POST' });
    expect(sent[0]?.json).toEqual({
      projectName: 'Aurora Protocol',
      tokenSymbol: 'AUR',
      chain: 'ethereum',
      contractAddress: `0x${'a1B2'.repeat(10)}`,
      website: 'https://aurora.example',
      marketCapUsd: '12500000',
      contactName: 'Mina Park',
      contactEmail: 'mina@aurora.example',
      description: DESCRIPTION,
    });

    release({ reference: 'LA-2026-7K3M9Q', confirmationSent: true });
    const panel = await screen.findByTestId('listing-received');
    expect(within(panel).getByTestId('listing-reference')).toHaveTextContent('LA-2026-7K3M9Q');
    expect(panel).toHaveTextContent('We have sent a confirmation to mina@aurora.example.');
    expect(within(panel).getByRole('heading', { name: m.Success.title })).toHaveFocus();
    expect(screen.queryByTestId('listing-apply-form')).toBeNull();

    // Another application starts from an empty form.
    await user.click(within(panel).getByRole('button', { name: m.Success.another }));
    expect(screen.getByLabelText(m.fields.projectName)).toHaveValue('');
  });

  it('says so when the confirmation e-mail could not be sent', async () => {
    answer = async () => ({ reference: 'LA-2026-AAAAAA', confirmationSent: false });
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByTestId('listing-received')).toHaveTextContent(
      'We could not send a confirmation to mina@aurora.example just now.',
    );
  });

  it('shows an open duplicate as a toast and on the e-mail field, and no confirmation', async () => {
    answer = async () => {
      throw new ApiError('business', {
        code: 102300001,
        message: 'already open',
        success: false,
        data: null,
      });
    };
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    expect(await toasts().findByText(m.Errors.duplicate)).toBeInTheDocument();
    const email = screen.getByLabelText(m.fields.contactEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(m.Errors.duplicate));
    expect(screen.queryByTestId('listing-received')).toBeNull();
    expect(screen.getByRole('button', { name: m.submit })).toBeEnabled();
  });

  it('toasts a refusal of the server (400), throttling (429) and a network failure', async () => {
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
    expect(screen.queryByTestId('listing-received')).toBeNull();
  });
});
