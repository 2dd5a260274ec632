import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/wire/error-codes';
import { ERROR_HELP_ARTICLES, helpArticleForError } from './error-articles';
import { isHelpArticleSlug } from './slugs';

describe('the help article for an error', () => {
  it('sends margin and leverage refusals to the margin and liquidation article', () => {
    expect(helpArticleForError(1032)).toBe('margin-liquidation');
    expect(helpArticleForError(1042)).toBe('margin-liquidation');
    expect(helpArticleForError(101030400, 'http://x/api/futures/future/order/place')).toBe(
      'margin-liquidation',
    );
  });

  it('sends an insufficient balance on a transfer to the deposits and withdrawals article', () => {
    expect(helpArticleForError(101030400, 'http://x/api/futures/future/transfer')).toBe(
      'deposits-withdrawals',
    );
    expect(helpArticleForError(101030400, '/api/futures/future/transfer?x=1')).toBe(
      'deposits-withdrawals',
    );
  });

  it('sends authenticator and verification-code errors to the security article', () => {
    for (const code of [102020704, 102020714, 102020715, 102020716, 102020726]) {
      expect(helpArticleForError(code), String(code)).toBe('security');
    }
  });

  it('sends a blocked transfer out to the deposits and withdrawals article', () => {
    expect(helpArticleForError(1010)).toBe('deposits-withdrawals');
  });

  it('gives no article for codes an article does not help with', () => {
    expect(helpArticleForError(102020718)).toBeNull();
    expect(helpArticleForError(0)).toBeNull();
    expect(helpArticleForError(-1)).toBeNull();
    expect(helpArticleForError(1032, 'not a url ::')).toBe('margin-liquidation');
  });

  it('names only existing articles, for codes the app translates or the server sends', () => {
    const serverCodes = [102020724, 102020725, 102020726];
    for (const [code, slug] of Object.entries(ERROR_HELP_ARTICLES)) {
      expect(isHelpArticleSlug(slug)).toBe(true);
      expect([...ERROR_CODES, ...serverCodes]).toContain(Number(code));
    }
  });
});
