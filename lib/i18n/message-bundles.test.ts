import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import type { MessageTree } from './client-messages';
import { bundleKey, bundleScript, bundleScriptHref } from './message-bundle';
import {
  bundledMessages,
  contentVersion,
  MESSAGE_BUNDLES,
  type MessageBundleName,
} from './message-bundles';

const names = Object.keys(MESSAGE_BUNDLES) as MessageBundleName[];
const catalogue = en as unknown as MessageTree;

describe('message bundles', () => {
  it('name only namespaces the catalogue has, and never the server-only titles', () => {
    for (const name of names) {
      const { messages } = bundledMessages(catalogue, name);
      expect(Object.keys(messages).length, name).toBeGreaterThan(0);
      expect(messages.Metadata, name).toBeUndefined();
    }
    const fees = bundledMessages(catalogue, 'fees').messages.Fees as MessageTree;
    expect(fees.Metadata).toBeUndefined();
  });

  it('get a new version when their words change, and the same one otherwise', () => {
    const english = bundledMessages(catalogue, 'home');
    expect(bundledMessages(catalogue, 'home')).toBe(english);
    const japanese = bundledMessages(ja as unknown as MessageTree, 'home');
    expect(japanese.version).not.toBe(english.version);
    const edited = structuredClone(catalogue);
    (edited.Home as MessageTree).headline = 'Something else';
    expect(bundledMessages(edited, 'home').version).not.toBe(english.version);
    expect(contentVersion('a')).toMatch(/^[0-9a-z]{1,16}$/);
  });

  it('are scripts that register their messages under the key the page asks for', () => {
    const { json, messages, version } = bundledMessages(catalogue, 'common');
    const key = bundleKey('en', 'common', version);
    const self: Record<string, unknown> = {};
    runInNewContext(bundleScript(key, json), { self });
    expect((self.__exchangeMessages as Record<string, unknown>)[key]).toEqual(messages);
    expect(bundleScriptHref('en', 'common', version)).toBe(`/en/messages/common.js?v=${version}`);
  });

  it('carry every namespace a client component translates with, in some bundle', () => {
    // A namespace in no bundle reaches no browser: the page shows its keys ("ChartView.depth"),
    // and only a browser sees it. Which page needs which bundle is the end-to-end tests' part.
    // The development UI bundle (every namespace) is not one a page of the product loads.
    const bundled = names
      .filter((name) => name !== 'dev-ui')
      .flatMap((name) => {
        const { messages } = bundledMessages(catalogue, name);
        const paths: string[] = [];
        const walk = (tree: MessageTree, prefix: string) => {
          for (const [key, value] of Object.entries(tree)) {
            paths.push(`${prefix}${key}`);
            if (typeof value === 'object') walk(value, `${prefix}${key}.`);
          }
        };
        walk(messages, '');
        return paths;
      });
    const known = new Set(bundled);
    const clientFiles = ['app', 'components', 'features'].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        // The development UI page (dev/ui) has its own whole-catalogue bundle.
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/dev\/ui\//.test(file))
        .map((file) => path.join(root, file)),
    );
    const missing = new Set<string>();
    for (const file of clientFiles) {
      const text = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(text)) continue;
      for (const match of text.matchAll(/useTranslations\(\s*'([\w.]+)'\s*\)/g)) {
        const namespace = match[1] ?? '';
        if (!known.has(namespace)) missing.add(`${namespace} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
