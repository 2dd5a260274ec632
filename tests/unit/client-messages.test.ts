import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_NAMESPACES } from '@/lib/i18n/client-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('messages kept on the server', () => {
  it('are never translated in a client component', () => {
    const offenders: string[] = [];
    for (const dir of ['app', 'components', 'features']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        if (!/^['"]use client['"]/m.test(text)) continue;
        for (const namespace of SERVER_ONLY_NAMESPACES) {
          if (new RegExp(`useTranslations\\(['"]${namespace}[.'"]`).test(text)) {
            offenders.push(`${path.relative(ROOT, file)} uses ${namespace}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
