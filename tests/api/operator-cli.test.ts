import { OPERATOR_TOOLS } from '../../scripts/build-server';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { drivers, runScript, startTestServer, type TestServer } from './harness';

/**
 * The operator's tools as the README runs them (`npx tsx server/cli/<name>.ts …`): the other API
 * tests run them compiled from the same sources (tests/api/harness.ts `entryArguments`), so this
 * file is where the README's own command is run, once per tool, and answers as the compiled one.
 */
describe.each(drivers.slice(0, 1))('the operator tools through tsx on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { KYC_AUTO_APPROVE: 'off' });
    expect(await t.server.auth.operator.ready).toBe(true);
    // Something for the KYC list to show, so both runs read the running server's data.
    const token = await signUpByEmail(t.url, uniqueEmail('cli-tsx'));
    const submitted = await v2(t.url)(
      'user/kyc/level1',
      { realName: 'Lin Mei', country: 'TW', idNumber: 'A123456789' },
      { token },
    );
    expect(submitted.data).toMatchObject({ status: 'pending' });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it.each(OPERATOR_TOOLS)(
    'server/cli/%s.ts list answers as its compiled build does',
    async (tool) => {
      const script = `server/cli/${tool}.ts`;
      const env = { ...process.env, DATA_DIR: t.dataDir };
      const [viaTsx, compiled] = await Promise.all([
        runScript(script, ['list'], env, 'tsx'),
        runScript(script, ['list'], env, 'compiled'),
      ]);
      expect(viaTsx.code, viaTsx.stderr).toBe(0);
      expect(viaTsx.stdout).toBe(compiled.stdout);
      expect(compiled.code, compiled.stderr).toBe(0);
      if (tool === 'kyc') expect(viaTsx.stdout).toMatch(/^user \d+ level 1 submitted /m);
    },
  );

  it('a tool started through tsx without a command prints its usage and exits 2', async () => {
    const answer = await runScript('server/cli/kyc.ts', [], process.env, 'tsx');
    expect(answer.code).toBe(2);
    expect(answer.stdout + answer.stderr).toMatch(/usage: kyc\.ts list/);
  });
});
