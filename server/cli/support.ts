/**
 * Operator command for support tickets, run on the server's machine while the server runs:
 *   npx tsx server/cli/support.ts list [--all]
 *   npx tsx server/cli/support.ts answer <ticketId> "<text>"
 * `list` prints the open tickets, oldest first (`--all`: answered ones too); `answer` stores the
 * answer, marks the ticket answered and e-mails the answer to the ticket's address through the
 * server's own delivery (SMTP, or the development outbox). Like server/cli/kyc.ts it asks the
 * running server through the operator socket in its data folder (same `DATA_DIR`).
 */
import { parseArgs } from 'node:util';
import { askOperatorSocket, runOperatorCommand, UsageError } from './operator-client';
import {
  answerAnswerSchema,
  answerRequestSchema,
  listAnswerSchema,
  SUPPORT_OPERATOR_ROUTES,
  type TicketView,
} from '../support/operator-routes';

const USAGE = [
  'usage: support.ts list [--all]',
  '       support.ts answer <ticketId> "<text>"',
].join('\n');

function ticketLines(ticket: TicketView): string {
  const head = [
    ticket.ticketId,
    ticket.status.padEnd(8),
    new Date(ticket.createdAt).toISOString(),
    ticket.category,
    ticket.email,
    ticket.language,
    ticket.userId === null ? 'visitor' : `user ${ticket.userId}`,
  ].join('  ');
  return [head, `  ${ticket.subject}`, ...ticket.message.split('\n').map((l) => `  | ${l}`)].join(
    '\n',
  );
}

function options(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { all: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function run(argv: string[], socketPath: string): Promise<number> {
  const { values, positionals } = options(argv);
  const [command, ticketId, text, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);

  if (command === 'list' && ticketId === undefined) {
    const { tickets } = await askOperatorSocket(
      socketPath,
      SUPPORT_OPERATOR_ROUTES.list,
      listAnswerSchema,
      { status: values.all ? undefined : 'open' },
    );
    for (const ticket of tickets) console.log(ticketLines(ticket));
    if (tickets.length === 0) console.log(values.all ? 'no tickets' : 'no open tickets');
    return 0;
  }

  if (command === 'answer' && ticketId !== undefined) {
    const body = answerRequestSchema.safeParse({ ticketId, answer: text ?? '' });
    if (!body.success) throw new UsageError('answer needs a ticket id and a non-empty text');
    const answer = await askOperatorSocket(
      socketPath,
      SUPPORT_OPERATOR_ROUTES.answer,
      answerAnswerSchema,
      body.data,
    );
    if (!answer.answered) {
      console.log(answer.status ? `${ticketId} was already answered` : `no ticket ${ticketId}`);
      return 1;
    }
    console.log(
      `${ticketId}: answered; ${answer.mailed ? 'the answer was e-mailed' : 'the e-mail could not be sent (the answer is stored)'}`,
    );
    return answer.mailed ? 0 : 1;
  }

  throw new UsageError(command ? `cannot ${command} like that` : 'no command');
}

process.exitCode = await runOperatorCommand(USAGE, run);
