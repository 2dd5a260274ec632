import type { MessageTree } from './client-messages';
import type { MessageBundleName } from './message-bundles';

/**
 * Message bundles in the browser. A page's bundles arrive as scripts its head starts loading
 * (`/{lang}/messages/{name}.js?v={version}`, cached for good); each script puts its messages in
 * the registry below, so by the time the page hydrates they are usually there and nothing waits.
 * On the server, the layout or page that names a bundle puts it in the same registry for the
 * server rendering of its client components (the two share the process, not their modules).
 */
const REGISTRY = '__exchangeMessages';

type Registry = Record<string, MessageTree | undefined>;

export function messageRegistry(): Registry {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (scope[REGISTRY] ??= {});
}

/** The registry's key of a bundle's version in a language; the script file writes under it. */
export function bundleKey(locale: string, name: string, version: string): string {
  return `${locale}/${name}@${version}`;
}

export function bundleScriptHref(locale: string, name: string, version: string): string {
  return `/${locale}/messages/${name}.js?v=${version}`;
}

/** The script's text: registers the bundle under its key (JSON.parse is faster than a literal). */
export function bundleScript(key: string, json: string): string {
  return `(self.${REGISTRY}||(self.${REGISTRY}={}))[${JSON.stringify(key)}]=JSON.parse(${JSON.stringify(json)});`;
}

/** How long to wait for a bundle's script before fetching its JSON instead. */
export const BUNDLE_SCRIPT_PATIENCE_MS = 8000;

const scriptLoads = new Map<string, Promise<MessageTree>>();

/**
 * A page bundle that was not registered yet when its component first rendered: the head's script
 * is still on its way (hydration started first), or a client-side navigation brought a new
 * bundle. Waits for that script, or adds it; if it fails, the JSON is fetched instead.
 */
export function loadBundledMessages(
  locale: string,
  name: MessageBundleName,
  version: string,
): Promise<MessageTree> {
  const key = bundleKey(locale, name, version);
  let pending = scriptLoads.get(key);
  if (!pending) {
    pending = waitForScript(bundleScriptHref(locale, name, version), key).catch(() =>
      loadMessageBundle(locale, name),
    );
    pending.catch(() => scriptLoads.delete(key));
    scriptLoads.set(key, pending);
  }
  return pending;
}

function waitForScript(href: string, key: string): Promise<MessageTree> {
  return new Promise((resolve, reject) => {
    const registered = () => messageRegistry()[key];
    const ready = registered();
    if (ready) {
      resolve(ready);
      return;
    }
    let script = Array.from(document.scripts).find((s) => s.getAttribute('src') === href);
    if (!script) {
      script = document.createElement('script');
      script.src = href;
      script.async = true;
      document.head.append(script);
    }
    const settle = () => {
      clearTimeout(timer);
      const messages = registered();
      if (messages) resolve(messages);
      else reject(new Error(`messages ${key}: the script did not register them`));
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', settle, { once: true });
    // A script that had failed before this listened fires nothing more.
    const timer = setTimeout(settle, BUNDLE_SCRIPT_PATIENCE_MS);
  });
}

const loading = new Map<string, Promise<MessageTree>>();
const settled = new Map<string, Promise<MessageTree>>();

/**
 * A bundle of messages from `/{lang}/messages/{bundle}.json`, fetched once per page load and
 * language. A failed fetch is forgotten, so the next use tries again.
 */
export function loadMessageBundle(
  locale: string,
  bundle: MessageBundleName,
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
