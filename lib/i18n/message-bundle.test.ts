import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessageBundle } from './message-bundle';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadMessageBundle', () => {
  it('fetches a bundle once per language and page load', async () => {
    const fetch = vi.fn(() => answer({ Wallet: { Transfer: { title: '振替' } } }));
    vi.stubGlobal('fetch', fetch);
    const first = loadMessageBundle('ja', 'transfer');
    expect(loadMessageBundle('ja', 'transfer')).toBe(first);
    expect(await first).toEqual({ Wallet: { Transfer: { title: '振替' } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/ja/messages/transfer.json');
  });

  it('forgets a failure, so the next use fetches again; orEmpty answers {} instead of failing', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer({ error: 'down' }, 503))
      .mockImplementationOnce(() => answer({ Wallet: { wallets: { spot: '現貨帳戶' } } }));
    vi.stubGlobal('fetch', fetch);
    const safe = loadMessageBundle('zh-hant', 'transfer', { orEmpty: true });
    expect(loadMessageBundle('zh-hant', 'transfer', { orEmpty: true })).toBe(safe);
    expect(await safe).toEqual({});
    expect(await loadMessageBundle('zh-hant', 'transfer', { orEmpty: true })).toEqual({
      Wallet: { wallets: { spot: '現貨帳戶' } },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
