/**
 * Operator command for listing applications, run on the server's machine while the server runs:
 *   npx tsx server/cli/listing.ts list [--status pending|in_review|accepted|rejected]
 *   npx tsx server/cli/listing.ts show <reference>
 *   npx tsx server/cli/listing.ts answer <reference> --status accepted|rejected|in_review [--note "…"]
 * Like server/cli/kyc.ts it asks the running server through the operator socket in its data
 * folder (same `DATA_DIR`), so it works beside embedded PGlite too, and the answer is e-mailed to
 * the applicant, in their language, by the server's own delivery (SMTP or the development outbox).
 */
import { parseArgs } from 'node:util';
import { askOperatorSocket, runOperatorCommand, UsageError } from './operator-client';
import { LISTING_STATUSES } from '../db/schema';
import {
  answerAnswerSchema,
  answerRequestSchema,
  LISTING_OPERATOR_ROUTES,
  listAnswerSchema,
  showAnswerSchema,
  type ApplicationView,
} from '../listing/operator-routes';

const USAGE = [
  'usage: listing.ts list [--status pending|in_review|accepted|rejected]',
  '       listing.ts show <reference>',
  '       listing.ts answer <reference> --status accepted|rejected|in_review [--note "…"]',
].join('\n');

const iso = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString());

function summaryLine(a: ApplicationView): string {
  return [
    a.reference,
    a.status.padEnd(9),
    iso(a.createdAt),
    `${a.tokenSymbol} (${a.projectName})`,
    a.chain,
    a.contactEmail,
    a.language,
  ].join('  ');
}

function details(a: ApplicationView): string {
  const rows: [string, string | null][] = [
    ['reference', a.reference],
    ['status', a.status],
    ['received', iso(a.createdAt)],
    ['project', a.projectName],
    ['symbol', a.tokenSymbol],
    ['network', a.chain],
    ['contract', a.contractAddress],
    ['website', a.website],
    ['whitepaper', a.whitepaperUrl],
    ['contact', `${a.contactName} <${a.contactEmail}>`],
    ['telegram', a.telegram],
    ['market cap (USD)', a.marketCapUsd],
    ['daily volume (USD)', a.dailyVolumeUsd],
    ['language', a.language],
    ['confirmation sent', iso(a.confirmationSentAt)],
    ['answered', iso(a.answeredAt)],
    ['note', a.operatorNote],
  ];
  const lines = rows.map(([label, value]) => `${`${label}:`.padEnd(20)}${value ?? '—'}`);
  return [...lines, '', a.description].join('\n');
}

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { status: { type: 'string' }, note: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function run(argv: string[], socketPath: string): Promise<number> {
  const { values, positionals } = options(argv);
  const [command, reference, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);

  if (command === 'list' && reference === undefined) {
    const status = values.status;
    if (status !== undefined && !(LISTING_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`unknown status ${status}`);
    const { applications } = await askOperatorSocket(
      socketPath,
      LISTING_OPERATOR_ROUTES.list,
      listAnswerSchema,
      { status },
    );
    for (const application of applications) console.log(summaryLine(application));
    if (applications.length === 0)
      console.log(status ? `no ${status} applications` : 'no applications');
    return 0;
  }

  if (command === 'show' && reference !== undefined) {
    const { application } = await askOperatorSocket(
      socketPath,
      LISTING_OPERATOR_ROUTES.show,
      showAnswerSchema,
      { reference },
    );
    if (!application) {
      console.log(`no application ${reference}`);
      return 1;
    }
    console.log(details(application));
    return 0;
  }

  if (command === 'answer' && reference !== undefined) {
    const body = answerRequestSchema.safeParse({
      reference,
      status: values.status,
      note: values.note,
    });
    if (!body.success) throw new UsageError('answer needs --status accepted|rejected|in_review');
    const answer = await askOperatorSocket(
      socketPath,
      LISTING_OPERATOR_ROUTES.answer,
      answerAnswerSchema,
      body.data,
    );
    if (!answer.answered) {
      console.log(
        answer.status
          ? `${reference} was already answered: ${answer.status}`
          : `no application ${reference}`,
      );
      return 1;
    }
    console.log(
      `${reference}: ${body.data.status}; ${answer.mailed ? 'the applicant was e-mailed' : 'the e-mail to the applicant could not be sent'}`,
    );
    return 0;
  }

  throw new UsageError(command ? `cannot ${command} like that` : 'no command');
}

process.exitCode = await runOperatorCommand(USAGE, run);
