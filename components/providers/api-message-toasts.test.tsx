// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { reportApiResult, type ApiResultEvent } from '@/lib/http/api-messages';
import { COMMON_CLIENT_MESSAGES, pickMessages, type MessageTree } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { Toaster, clearToasts } from '../toast';
import { ApiMessageToasts } from './api-message-toasts';

afterEach(() => act(() => clearToasts()));

function setup(locale: 'en' | 'ko' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ko}>
      <ApiMessageToasts />
      <Toaster />
    </NextIntlClientProvider>,
  );
}

function report(overrides: Partial<ApiResultEvent>) {
  act(() =>
    reportApiResult({
      method: 'POST',
      url: '/x',
      code: 0,
      message: '',
      success: true,
      messages: 'all',
      ...overrides,
    }),
  );
}

describe('messages of POST calls', () => {
  it('shows the translated success text for code 0', () => {
    setup();
    report({ code: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Success');
  });

  it('shows the translation of an error code in the current language', () => {
    setup('ko');
    report({ code: 102020718, message: 'wrong password', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent('비밀번호가 올바르지 않습니다');
  });

  it('asks to close positions and cancel orders first, in Korean, when a mode change is refused', () => {
    setup('ko');
    report({
      code: 102900001,
      url: 'http://localhost/api/futures/future/positionMode',
      message: 'the mode cannot be changed while positions or open orders exist',
      success: false,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      '모드를 변경하려면 먼저 포지션을 종료하고 미체결 주문을 취소해 주세요',
    );
    expect(alert).not.toHaveTextContent('고객');
  });

  it('shows the family translation for a service timeout code', () => {
    setup();
    report({ code: 102070401, message: 'x', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Request timed out');
  });

  it('falls back to the server message when the code has no translation', () => {
    setup();
    report({ code: 4321, message: 'Daily withdrawal limit reached', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Daily withdrawal limit reached');
  });

  it('translates the synthetic Network Error', () => {
    setup();
    report({ code: 502, message: 'Network Error', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection',
    );
  });

  it('shows nothing for GET calls, silent calls and silent successes', () => {
    setup();
    report({ method: 'GET', code: 1016, success: false });
    report({ code: 1016, success: false, messages: 'none' });
    report({ code: 0, messages: 'errors-only' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * As on the trading and account screens: the toasts sit above the layouts, with the common
 * messages and the screen's (every error code's words among them).
 */
function setupWithCommonMessages(locale: 'en' | 'ko' = 'en', extra: string[] = ['Errors']) {
  const messages = pickMessages((locale === 'en' ? en : ko) as MessageTree, [
    ...COMMON_CLIENT_MESSAGES,
    ...extra,
  ]);
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ApiMessageToasts />
      <Toaster />
    </NextIntlClientProvider>,
  );
}

describe('help links on error toasts', () => {
  it('links a margin error to the margin and liquidation article in the page language', () => {
    setupWithCommonMessages('ko');
    report({ code: 1032, message: 'leverage', success: false });
    const link = screen.getByRole('link', { name: '자세히 보기' });
    expect(screen.getByRole('alert')).toContainElement(link);
    expect(link).toHaveAttribute('href', '/ko/help/margin-liquidation');
  });

  it('links an insufficient balance on a transfer to the deposits article', () => {
    setupWithCommonMessages();
    report({
      code: 101030400,
      url: 'http://localhost/api/futures/future/transfer',
      message: 'insufficient',
      success: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient available balance');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/en/help/deposits-withdrawals',
    );
  });

  it('links a wrong authenticator code to the security article', () => {
    setupWithCommonMessages();
    report({ code: 102020704, message: 'wrong code', success: false });
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/en/help/security',
    );
  });

  it('words every code from the common bundle alone, and never shows the server’s sentence', () => {
    // Home and the info pages carry only the common bundle: the toaster (in the root layout)
    // translates from it, so it holds every code the toaster translates.
    setupWithCommonMessages('ko', []);
    report({ code: 102020718, message: 'wrong password', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent(ko.Errors['102020718']);
    report({ code: 102900001, message: 'close positions first', success: false });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(ko.Errors['102900001']);
    report({ code: 102600010, message: 'address book full', success: false, data: { max: 20 } });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
      ko.Errors['102600010'].replace('{max}', '20'),
    );
    report({
      code: 1034,
      message: 'no permission',
      success: false,
      data: { reason: 'voucherKycRequired' },
    });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
      ko.ErrorReasons.voucherKycRequired,
    );
    // A code outside the table: the page's own general words, not the server's sentence.
    report({ code: 102029999, message: 'the server’s sentence', success: false });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(ko.Http.unknownError);
    report({ code: -1, message: 'timeout', success: false });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(ko.Errors['-1']);
  });

  it('adds no link where no article helps', () => {
    setupWithCommonMessages();
    report({ code: 102020718, message: 'wrong password', success: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
