/**
 * Operator command for KYC review, run on the server's machine while the server runs:
 *   npx tsx server/cli/kyc.ts list
 *   npx tsx server/cli/kyc.ts approve <userId> [level=1]
 *   npx tsx server/cli/kyc.ts reject <userId> [level=1]
 * It asks the running server through the operator socket in its data folder (same `DATA_DIR`;
 * see server/auth/operator-channel.ts for why), so it works beside embedded PGlite too, and the
 * user sees the decision at the next status read, without logging in again.
 */
import {
  OPERATOR_ROUTES,
  pendingAnswerSchema,
  reviewAnswerSchema,
  type ReviewRequest,
} from '../auth/operator-channel';
import { askOperatorSocket, runOperatorCommand } from './operator-client';

const USAGE = 'usage: kyc.ts list | approve <userId> [1|2] | reject <userId> [1|2]';

async function run(argv: string[], socketPath: string): Promise<number> {
  const [command, rawUser, rawLevel = '1'] = argv;
  if (command === 'list') {
    const { submissions } = await askOperatorSocket(
      socketPath,
      OPERATOR_ROUTES.pending,
      pendingAnswerSchema,
    );
    for (const row of submissions)
      console.log(
        `user ${row.userId} level ${row.level} submitted ${new Date(row.submittedAt).toISOString()}`,
      );
    if (submissions.length === 0) console.log('no pending submissions');
    return 0;
  }
  const userId = Number(rawUser);
  const level = Number(rawLevel);
  if (
    (command !== 'approve' && command !== 'reject') ||
    !Number.isInteger(userId) ||
    userId <= 0 ||
    (level !== 1 && level !== 2)
  ) {
    console.error(USAGE);
    return 2;
  }
  const { reviewed } = await askOperatorSocket(
    socketPath,
    OPERATOR_ROUTES.review,
    reviewAnswerSchema,
    {
      userId,
      level,
      decision: command,
    } satisfies ReviewRequest,
  );
  console.log(
    reviewed
      ? `user ${userId} level ${level}: ${command === 'approve' ? 'approved' : 'rejected'}`
      : `user ${userId} has no pending level ${level} submission`,
  );
  return reviewed ? 0 : 1;
}

process.exitCode = await runOperatorCommand(USAGE, run);
