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
});
