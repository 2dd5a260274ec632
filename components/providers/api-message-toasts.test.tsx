// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { reportApiResult, type ApiResultEvent } from '@/lib/http/api-messages';
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
