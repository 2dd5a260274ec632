import { describe, expect, it } from 'vitest';
import { GET } from '@/app/[lang]/messages/[bundle]/route';
import ja from '@/messages/ja.json';

const get = (lang: string, bundle: string) =>
  GET(new Request(`http://localhost/${lang}/messages/${bundle}`), {
    params: Promise.resolve({ lang, bundle }),
  });

describe('/{lang}/messages/{bundle}.json', () => {
  it("answers a bundle's words in the language, and nothing else of the catalogue", async () => {
    const response = await get('ja', 'transfer.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      Wallet: { Transfer: ja.Wallet.Transfer, wallets: ja.Wallet.wallets },
    });
  });

  it.each([
    ['an unknown bundle', 'ja', 'everything.json'],
    ['a name without .json', 'ja', 'transfer'],
    ['an inherited property name', 'ja', 'constructor.json'],
    ['an unknown language', 'fr', 'transfer.json'],
  ])('answers 404 for %s', async (_, lang, bundle) => {
    expect((await get(lang, bundle)).status).toBe(404);
  });
});
