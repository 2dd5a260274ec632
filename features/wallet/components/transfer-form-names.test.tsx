// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithProviders } from '@/lib/test-utils/render';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhHant from '@/messages/zh-hant.json';
import { stubWalletApi } from '../testing/fake-wallet-api';
import type { WalletId } from '../types';
import { TransferForm } from './transfer-form';
import type { AccountType } from '@/lib/contract/wire/accounts';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const api = stubWalletApi();

const catalogues = { en, ko, ja, 'zh-hant': zhHant } as const;

/** A user with a futures, a bonus and a follow account: every account a transfer offers. */
function serveAccounts() {
  const account = (aid: number, at: AccountType) =>
    wireAccount({ aid, at, assets: [wireAccountAsset({ wallet: '10' })] });
  api.answer((call) =>
    call.path === 'future/accounts'
      ? { data: [account(701, 1), account(710, 10), account(711, 11)] }
      : undefined,
  );
}

/**
 * Whether anything between the name and its select cuts text with an ellipsis. jsdom lays
 * nothing out, so this is what can be checked: the classes and styles that would cut it.
 */
function cutters(name: HTMLElement, select: HTMLElement): string[] {
  const found: string[] = [];
  for (let node: HTMLElement | null = name; node !== null; node = node.parentElement) {
    if (node.classList.contains('truncate')) found.push('truncate');
    if (node.classList.contains('text-ellipsis')) found.push('text-ellipsis');
    if (node.style.textOverflow === 'ellipsis') found.push('text-overflow: ellipsis');
    if (node === select) break;
  }
  return found;
}

const pairs: [WalletId, WalletId][] = [
  ['spot', 1],
  [10, 11],
];

describe('the transfer form’s account names', () => {
  it.each(['en', 'ko', 'ja', 'zh-hant'] satisfies Locale[])(
    'shows every account’s whole name in %s, never cut with an ellipsis',
    async (locale) => {
      const words = catalogues[locale].Wallet;
      const nameOf = (id: WalletId) =>
        words.wallets[
          id === 'spot' ? 'spot' : id === 1 ? 'futures' : id === 10 ? 'bonus' : 'follow'
        ];
      serveAccounts();
      for (const [from, to] of pairs) {
        renderWithProviders(<TransferForm defaultFrom={from} defaultTo={to} />, { locale });
        for (const [label, id] of [
          [words.Transfer.from, from],
          [words.Transfer.to, to],
        ] as const) {
          const select = await screen.findByRole('combobox', { name: label });
          // The follow account is offered once the accounts have loaded.
          const name = await within(select).findByText(nameOf(id));
          expect(cutters(name, select), `${locale} ${nameOf(id)}`).toEqual([]);
        }
        cleanup();
      }
    },
  );
});
