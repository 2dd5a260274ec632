import type { MessageTree, OnDemandBundle } from './client-messages';

const loading = new Map<string, Promise<MessageTree>>();
const settled = new Map<string, Promise<MessageTree>>();

/**
 * A bundle of messages from `/{lang}/messages/{bundle}.json`, fetched once per page load and
 * language. A failed fetch is forgotten, so the next use tries again.
 */
export function loadMessageBundle(
  locale: string,
  bundle: OnDemandBundle,
  { orEmpty = false }: { orEmpty?: boolean } = {},
): Promise<MessageTree> {
  const key = `${locale}/${bundle}`;
  if (orEmpty) {
    // One promise per key for React's `use` (a new one each render would suspend forever), that
    // never rejects: no words yet is an empty tree, and a failure is not kept.
    let safe = settled.get(key);
    if (!safe) {
      safe = loadMessageBundle(locale, bundle).catch(() => {
        settled.delete(key);
        return {};
      });
      settled.set(key, safe);
    }
    return safe;
  }
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
