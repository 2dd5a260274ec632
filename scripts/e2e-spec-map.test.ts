import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SPEC_RULES, specsFor } from './e2e-spec-map';

const e2eDir = path.join(process.cwd(), 'tests/e2e');
/** A folder or file that exists, or the start of the names of files that do. */
function matchesSomething(prefix: string): boolean {
  const full = path.join(process.cwd(), prefix);
  if (existsSync(full)) return true;
  const folder = path.dirname(full);
  const start = path.basename(full);
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(start));
}

const specFiles = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

describe('the map from sources to end-to-end specs (npm run test:changed)', () => {
  it('names only specs that exist and paths that exist', () => {
    for (const rule of SPEC_RULES) {
      for (const spec of rule.specs) expect(specFiles).toContain(spec);
      for (const prefix of rule.paths) expect(matchesSomething(prefix), prefix).toBe(true);
    }
  });

  it('reaches every spec from some rule', () => {
    const named = new Set(SPEC_RULES.flatMap((rule) => rule.specs));
    expect(specFiles.filter((spec) => !named.has(spec))).toEqual([]);
  });

  it('runs a changed spec itself and the specs of a changed feature', () => {
    expect(specsFor(['tests/e2e/wallet.spec.ts'])).toEqual(['wallet.spec.ts']);
    expect(specsFor(['features/copy-trading/components/leader-card.tsx'])).toEqual([
      'copy-trading.spec.ts',
    ]);
    expect(specsFor(['server/engine/engine.ts'])).toContain('trading-journey.spec.ts');
    expect(specsFor(['README.md'])).toEqual([]);
  });
});
