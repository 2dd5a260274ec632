// The dependency rules of HOUSE_STYLE.md, checked by running the project's own ESLint config on
// small fixtures placed (virtually) inside the tree: each rule must fire on the import it forbids
// and stay quiet on the one it allows.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('feature boundaries', () => {
  it("rejects a feature importing another feature's internals through the @/ alias", async () => {
    const errors = await boundaryErrors(
      'features/auth/boundary-fixture.ts',
      "import { realtimeStore } from '@/features/realtime/stores/realtime-store';\nexport const probe = realtimeStore;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/public index of session, realtime, market/);
  });

  it("rejects a feature importing another feature's internals through a relative path", async () => {
    const errors = await boundaryErrors(
      'features/futures/components/boundary-fixture.ts',
      "import { sessionStore } from '../../session/stores/session-store';\nexport const probe = sessionStore;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('rejects a feature importing a non-shared feature even through its index', async () => {
    const errors = await boundaryErrors(
      'features/futures/boundary-fixture.ts',
      "import { KycModal } from '@/features/auth';\nexport const probe = KycModal;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows the public index of the shared read layer (session, realtime, market)', async () => {
    const errors = await boundaryErrors(
      'features/futures/boundary-fixture.ts',
      [
        "import { sessionStore } from '@/features/session';",
        "import { realtimeStore } from '@/features/realtime';",
        "import { getPublicQueryOptions } from '@/features/market';",
        'export const probe = [sessionStore, realtimeStore, getPublicQueryOptions];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('allows a feature its own internals', async () => {
    const errors = await boundaryErrors(
      'features/futures/components/boundary-fixture.ts',
      "import { favoritesStore } from '@/features/futures/stores/favorites-store';\nexport const probe = favoritesStore;\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps components/ and lib/ free of features/', async () => {
    expect(
      await boundaryErrors(
        'components/ui/boundary-fixture.ts',
        "import { sessionStore } from '@/features/session';\nexport const probe = sessionStore;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'lib/boundary-fixture.ts',
        "import { realtimeStore } from '@/features/realtime';\nexport const probe = realtimeStore;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the web app away from server/', async () => {
    const errors = await boundaryErrors(
      'features/futures/boundary-fixture.ts',
      "import { loadConfig } from '@/server/config';\nexport const probe = loadConfig;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
