/**
 * Operator command for the partner programme, run on the server's machine while the server runs:
 *   npx tsx server/cli/partner.ts list
 *   npx tsx server/cli/partner.ts accept <id> [--note "…"]
 *   npx tsx server/cli/partner.ts reject <id> [--note "…"]
 * It asks the running server through the operator socket in its data folder (same `DATA_DIR`),
 * like server/cli/kyc.ts; the applicant sees the answer on the referral page at the next read.
 */
import { parseArgs } from 'node:util';
import {
  PARTNER_OPERATOR_ROUTES,
  partnerDecisionAnswerSchema,
  partnerListAnswerSchema,
  type PartnerAnswerRequest,
} from '../services/rewards/rewards-operator';
import { askOperatorSocket, runOperatorCommand, UsageError } from './operator-client';

const USAGE = [
  'usage: partner.ts list',
  '       partner.ts accept <id> [--note "…"]',
  '       partner.ts reject <id> [--note "…"]',
].join('\n');

function options(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { note: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function run(argv: string[], socketPath: string): Promise<number> {
  const { values, positionals } = options(argv);
  const [command, rawId, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (command === 'list' && rawId === undefined) {
    const { applications } = await askOperatorSocket(
      socketPath,
      PARTNER_OPERATOR_ROUTES.list,
      partnerListAnswerSchema,
      {},
    );
    for (const a of applications)
      console.log(
        [
          `#${a.id}`,
          `user ${a.userId}`,
          `${a.contactName} <${a.contactEmail}>`,
          `${a.channelType} ${a.channelUrl}`,
          `audience ${a.audienceSize}`,
          new Date(a.createdAt).toISOString(),
          JSON.stringify(a.message),
        ].join('  '),
      );
    if (applications.length === 0) console.log('no pending partner applications');
    return 0;
  }
  if (command !== 'accept' && command !== 'reject')
    throw new UsageError(command ? `cannot ${command}` : 'no command');
  const id = Number(rawId);
  if (!/^\d{1,15}$/.test(rawId ?? '') || id <= 0) throw new UsageError('an id is needed');
  const request: PartnerAnswerRequest = {
    id,
    status: command === 'accept' ? 'accepted' : 'rejected',
    note: values.note?.trim() || null,
  };
  const answer = await askOperatorSocket(
    socketPath,
    PARTNER_OPERATOR_ROUTES.answer,
    partnerDecisionAnswerSchema,
    request,
  );
  if (!answer.done || !answer.application) {
    console.log(`no pending partner application #${id}`);
    return 1;
  }
  console.log(`#${id} ${answer.application.status}`);
  return 0;
}

process.exitCode = await runOperatorCommand(USAGE, run);
