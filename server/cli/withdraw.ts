/**
 * Operator command for withdrawals, run on the server's machine while the server runs:
 *   npx tsx server/cli/withdraw.ts list
 *   npx tsx server/cli/withdraw.ts approve <id>
 *   npx tsx server/cli/withdraw.ts reject <id> --reason "…"
 * Like server/cli/kyc.ts it asks the running server through the operator socket in its data
 * folder (same `DATA_DIR`), so it works beside embedded PGlite too. Amounts at or above
 * WITHDRAW_APPROVAL_THRESHOLD wait in `requested` until approved; a rejection (of a requested or
 * processing withdrawal) gives the amount back to the user's spot wallet, once.
 * Exit codes: 0 done, 1 no such withdrawal in a state that allows it, 2 usage, 3 no server.
 */
import { parseArgs } from 'node:util';
import {
  decisionAnswerSchema,
  listAnswerSchema,
  WITHDRAW_OPERATOR_ROUTES,
  type OperatorWithdrawal,
} from '../services/wallet/wallet-operator';
import { askOperatorSocket, runOperatorCommand, UsageError } from './operator-client';

const USAGE = [
  'usage: withdraw.ts list',
  '       withdraw.ts approve <id>',
  '       withdraw.ts reject <id> --reason "…"',
].join('\n');

function line(w: OperatorWithdrawal): string {
  const waiting = w.needsApproval && !w.approved && w.status === 'requested';
  return [
    `#${w.id}`,
    w.status.padEnd(10),
    waiting ? 'NEEDS APPROVAL' : w.needsApproval ? 'approved      ' : '              ',
    `user ${w.userId}`,
    `${w.amount} USDT (receives ${w.receiveAmount})`,
    w.network,
    w.address,
    new Date(w.createdAt).toISOString(),
  ].join('  ');
}

function options(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function run(argv: string[], socketPath: string): Promise<number> {
  const { values, positionals } = options(argv);
  const [command, rawId, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);

  if (command === 'list' && rawId === undefined) {
    const { withdrawals } = await askOperatorSocket(
      socketPath,
      WITHDRAW_OPERATOR_ROUTES.list,
      listAnswerSchema,
      {},
    );
    for (const w of withdrawals) console.log(line(w));
    if (withdrawals.length === 0) console.log('no open withdrawals');
    return 0;
  }

  const id = Number(rawId);
  if (!/^\d{1,15}$/.test(rawId ?? '') || id <= 0) throw new UsageError('an id is needed');
  if (command === 'approve') {
    const answer = await askOperatorSocket(
      socketPath,
      WITHDRAW_OPERATOR_ROUTES.approve,
      decisionAnswerSchema,
      { id },
    );
    if (!answer.done || !answer.withdrawal) {
      console.log(`no requested withdrawal #${id} waits for approval`);
      return 1;
    }
    console.log(`approved: ${line(answer.withdrawal)}`);
    return 0;
  }
  if (command === 'reject') {
    const reason = values.reason?.trim();
    if (!reason) throw new UsageError('reject needs --reason "…"');
    const answer = await askOperatorSocket(
      socketPath,
      WITHDRAW_OPERATOR_ROUTES.reject,
      decisionAnswerSchema,
      { id, reason },
    );
    if (!answer.done || !answer.withdrawal) {
      console.log(`no requested or processing withdrawal #${id}`);
      return 1;
    }
    console.log(`rejected, amount returned to the spot wallet: ${line(answer.withdrawal)}`);
    return 0;
  }
  throw new UsageError(command ? `cannot ${command} like that` : 'no command');
}

process.exitCode = await runOperatorCommand(USAGE, run);
