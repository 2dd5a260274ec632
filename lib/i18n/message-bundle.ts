import type { MessageTree, OnDemandBundle } from './client-messages';

const loading = new Map<string, Promise<MessageTree>>();

/**
 * A bundle of messages from `/{lang}/messages/{bundle}.json`, fetched once per page load and
 * language. A failed fetch is forgotten, so the next use tries again.
 */
export function loadMessageBundle(locale: string, bundle: OnDemandBundle): Promise<MessageTree> {
  const key = `${locale}/${bundle}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = fetch(`/${locale}/messages/${bundle}.json`).then(async (response) => {
      if (!response.ok) throw new Error(`messages ${key}: HTTP ${response.status}`);
      return (await response.json()) as MessageTree;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
