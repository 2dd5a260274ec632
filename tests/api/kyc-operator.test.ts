import { stat } from 'node:fs/promises';
import path from 'node:path';
import { operatorSocketPath } from '../../server/auth/operator-channel';
import { signUpByEmail, uniqueEmail, type v2 } from './auth-client';
import {
  drivers,
  KYC_REVIEWED_ENV,
  makeDataDir,
  operatorCommand,
  useTestServer,
  type TestServer,
} from './harness';

/** `server/cli/kyc.ts …` on a data folder (compiled; operator-cli.test.ts runs it through tsx). */
function kycCommand(dataDir: string, ...args: string[]) {
  return operatorCommand('server/cli/kyc.ts', dataDir, ...args);
}

describe.each(drivers)('KYC review by the operator while the server runs on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof v2>;
  useTestServer(driver, KYC_REVIEWED_ENV, (server) => ({ t, call } = server), {
    operatorChannel: true,
  });

  async function pendingUser(tag: string) {
    const token = await signUpByEmail(t.url, uniqueEmail(tag));
    const submitted = await call(
      'user/kyc/level1',
      { realName: 'Park Ji', country: 'KR', idNumber: 'K1234567' },
      { token },
    );
    expect(submitted.data).toMatchObject({ status: 'pending' });
    const userId = String((await call('user/base/info', {}, { token })).data?.userId);
    return { token, userId };
  }

  it('lists the pending submission, approves it, and the same session reads it approved', async () => {
    const { token, userId } = await pendingUser('operator-approve');
    const listed = await kycCommand(t.dataDir, 'list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^user ${userId} level 1 submitted `, 'm'));

    const approved = await kycCommand(t.dataDir, 'approve', userId);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout.trim()).toBe(`user ${userId} level 1: approved`);
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      kycLevel1: 'approved',
      simpleStatus: 1,
    });
    expect((await kycCommand(t.dataDir, 'list')).stdout).not.toMatch(
      new RegExp(`^user ${userId} `, 'm'),
    );
  });

  it('rejects, and says so when there is nothing left to review', async () => {
    const { token, userId } = await pendingUser('operator-reject');
    expect((await kycCommand(t.dataDir, 'reject', userId, '1')).stdout.trim()).toBe(
      `user ${userId} level 1: rejected`,
    );
    expect((await call('user/base/info', {}, { token })).data).toMatchObject({
      kycLevel1: 'rejected',
      simpleStatus: 0,
    });
    const again = await kycCommand(t.dataDir, 'approve', userId);
    expect(again.code).toBe(1);
    expect(again.stdout.trim()).toBe(`user ${userId} has no pending level 1 submission`);
  });

  it('refuses a malformed command with the usage line', async () => {
    const wrong = await kycCommand(t.dataDir, 'approve', 'someone');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: kyc.ts list | approve <userId>');
  });

  it('keeps the operator socket to the server account (0600 in a 0700 folder)', async () => {
    const socket = operatorSocketPath(t.dataDir);
    expect((await stat(socket)).isSocket()).toBe(true);
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
  });
});

describe('KYC review with no server running', () => {
  it('says which data folder has no server instead of opening the database', async () => {
    const dataDir = await makeDataDir();
    const answer = await kycCommand(dataDir, 'list');
    expect(answer.code).toBe(3);
    expect(answer.stderr).toContain(`no exchange server answers at ${operatorSocketPath(dataDir)}`);
    expect(answer.stderr).toContain(`DATA_DIR=${dataDir}`);
  });
});
