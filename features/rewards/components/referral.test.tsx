// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/test-utils/fake-api';
import { renderWithProviders } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import { testSession } from '../testing';
import { InviteCard, inviteLink } from './invite-card';
import { PartnerForm } from './partner-form';
import { CommissionList } from './referral-lists';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const p = en.Referral.Partner;
const api = stubApi(testSession);

describe('InviteCard', () => {
  it('shows the invite code and the link of this site and language, with its QR code', async () => {
    api.answer((call) =>
      call.path === 'referral/info'
        ? {
            data: {
              inviteCode: 'K7M2QX9P',
              invitePath: '/sign-up?inviteCode=K7M2QX9P',
              commissionRate: '0.2',
              referredCount: 3,
              totalCommission: '12.5',
              commissionCount: 7,
              currency: 'USDT',
            },
          }
        : undefined,
    );
    renderWithProviders(<InviteCard />, { locale: 'zh-hant' });
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('K7M2QX9P');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(
      'http://localhost:3000/zh-hant/sign-up?inviteCode=K7M2QX9P',
    );
    const qr = screen.getByTestId('invite-qr');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(screen.getByText('20%')).toBeInTheDocument();
  });

  it('builds the link from the origin, language and path', () => {
    expect(inviteLink('https://ex.example', 'ko', '/sign-up?inviteCode=AB')).toBe(
      'https://ex.example/ko/sign-up?inviteCode=AB',
    );
  });
});

describe('CommissionList', () => {
  it('pages through the commission history by cursor, back and forth', async () => {
    const user = userEvent.setup();
    api.answer((call) => {
      if (call.path !== 'referral/commissions') return undefined;
      const cursor = call.query.get('cursor');
      const row = (id: string) => ({
        id,
        time: 1_764_000_000_000,
        account: 'ab***@e***.com',
        contractId: 1,
        accountType: 1,
        fee: '0.5',
        commission: '0.1',
      });
      // Newest first; the next page starts below the last id shown.
      return cursor === '12'
        ? { data: { list: [row('11')], nextCursor: null } }
        : { data: { list: [row('12')], nextCursor: '12' } };
    });
    renderWithProviders(<CommissionList />);
    const table = await screen.findByRole('table', { name: en.Referral.Commissions.title });
    await within(table).findByText('ab***@e***.com');
    await user.click(screen.getByRole('button', { name: en.Referral.Pager.next }));
    await screen.findByText('Page 2');
    expect(
      api.calls
        .filter((c) => c.path === 'referral/commissions')
        .at(-1)
        ?.query.get('cursor'),
    ).toBe('12');
    expect(screen.getByRole('button', { name: en.Referral.Pager.next })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: en.Referral.Pager.previous }));
    await screen.findByText('Page 1');
  });
});

describe('PartnerForm', () => {
  function servePartner() {
    api.answer((call) => (call.path === 'referral/partner' ? { data: { list: [] } } : undefined));
  }

  it('checks every field before sending', async () => {
    const user = userEvent.setup();
    servePartner();
    renderWithProviders(<PartnerForm />);
    await user.type(screen.getByLabelText(p.fields.channelUrl), 'not a link');
    await user.click(screen.getByRole('button', { name: p.submit }));
    expect(await screen.findByText(p.errors.email)).toBeInTheDocument();
    expect(screen.getByText(p.errors.url)).toBeInTheDocument();
    expect(screen.getAllByText(p.errors.required)).toHaveLength(2);
    expect(api.posts('referral/partner/apply')).toEqual([]);
  });

  it('sends a valid application and shows a refusal in the page’s words', async () => {
    const user = userEvent.setup();
    servePartner();
    let first = true;
    api.answer((call) => {
      if (call.path !== 'referral/partner/apply') return undefined;
      if (!first) {
        return {
          code: 102700006,
          message: 'the server’s own sentence',
          data: { id: 1 },
        };
      }
      first = false;
      return {
        data: {
          id: 1,
          status: 'pending',
          contactName: 'Ana',
          contactEmail: 'ana@example.com',
          channelType: 'youtube',
          channelUrl: 'https://youtube.com/@ana',
          audienceSize: 12000,
          message: 'Crypto channel',
          createdAt: 1,
          answeredAt: null,
          answer: null,
        },
      };
    });
    renderWithProviders(<PartnerForm />);
    const fillForm = async () => {
      await user.type(screen.getByLabelText(p.fields.contactName), 'Ana');
      await user.type(screen.getByLabelText(p.fields.contactEmail), 'ana@example.com');
      await user.selectOptions(screen.getByLabelText(p.fields.channelType), 'youtube');
      await user.type(screen.getByLabelText(p.fields.channelUrl), 'https://youtube.com/@ana');
      await user.type(screen.getByLabelText(p.fields.audienceSize), '12000');
      await user.type(screen.getByLabelText(p.fields.message), 'Crypto channel');
      await user.click(screen.getByRole('button', { name: p.submit }));
    };
    await fillForm();
    await waitFor(() =>
      expect(api.posts('referral/partner/apply')).toEqual([
        {
          contactName: 'Ana',
          contactEmail: 'ana@example.com',
          channelType: 'youtube',
          channelUrl: 'https://youtube.com/@ana',
          audienceSize: 12000,
          message: 'Crypto channel',
        },
      ]),
    );
    await fillForm();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102700006']);
  });
});
