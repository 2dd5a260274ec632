import { outboxMessages, uniqueEmail } from './auth-client';
import { checkContractAnswer } from './contract-answers';
import { drivers, operatorCommand, useTestServer, type TestServer } from './harness';

/**
 * POST {v2}/public/support/ticket on the real server and database, and the operator's
 * `server/cli/support.ts` (list, answer) against the same running server; the answer arrives in
 * the development outbox.
 */

const OPEN = '/api/v2/public/support/ticket';

function ticket(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('support'),
    category: 'funds',
    subject: 'Deposit not credited',
    message: 'I sent 100 USDT an hour ago and it is not in my wallet yet.',
    ...overrides,
  };
}

async function open(base: string, body: unknown, language?: string) {
  const response = await fetch(`${base}${OPEN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language ? { language } : {}) },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as {
    code: number;
    success: boolean;
    message: string;
    data: { ticketId?: string } | null;
  };
  // An opened ticket's answer is the contract's (lib/contract/wire/content-schemas).
  checkContractAnswer(OPEN, parsed.code, parsed.data);
  return { ...parsed, status: response.status, headers: response.headers };
}

async function ticketCount(t: TestServer): Promise<number> {
  const [row] = await t.server.database.query<{ n: number }>(
    'select count(*)::int as n from support_tickets',
  );
  return row?.n ?? -1;
}

function supportCommand(dataDir: string, ...args: string[]) {
  return operatorCommand('server/cli/support.ts', dataDir, ...args);
}

describe.each(drivers)('support tickets on $name', (driver) => {
  let t: TestServer;
  useTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' }, (server) => ({ t } = server), {
    clearLimiter: true,
    operatorChannel: true,
  });

  it('opens a ticket, lists it for the operator, and e-mails the answer', async () => {
    const body = ticket({ email: uniqueEmail('Support.Ko').toUpperCase() });
    const email = String(body.email).toLowerCase();
    const answer = await open(t.url, body, 'ko_KR');
    expect(answer.status).toBe(200);
    expect(answer).toMatchObject({ code: 0, success: true });
    const ticketId = String(answer.data?.ticketId);
    expect(ticketId).toMatch(/^ST-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);

    const [row] = await t.server.database.query<Record<string, unknown>>(
      'select * from support_tickets where reference = $1',
      [ticketId],
    );
    expect(row).toMatchObject({
      status: 'open',
      email,
      category: 'funds',
      language: 'ko',
      user_id: null,
      answer: null,
    });

    const listed = await supportCommand(t.dataDir, 'list');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(ticketId);
    expect(listed.stdout).toContain('Deposit not credited');

    const answered = await supportCommand(
      t.dataDir,
      'answer',
      ticketId.toLowerCase(),
      'Your deposit was credited at 10:42 UTC.',
    );
    expect(answered.stdout).toContain(
      `${ticketId.toLowerCase()}: answered; the answer was e-mailed`,
    );
    expect(answered.code).toBe(0);

    const [mail] = await outboxMessages(t.url, email);
    expect(mail?.subject).toContain(`[${ticketId}]`);
    expect(mail?.subject).toContain('고객 지원 문의 답변');
    expect(mail?.text).toContain('Your deposit was credited at 10:42 UTC.');
    expect(mail?.text).toContain('> I sent 100 USDT');

    const [after] = await t.server.database.query<Record<string, unknown>>(
      'select status, answer, answered_at from support_tickets where reference = $1',
      [ticketId],
    );
    expect(after).toMatchObject({
      status: 'answered',
      answer: 'Your deposit was credited at 10:42 UTC.',
    });
    expect(after?.answered_at).not.toBeNull();

    // Answered tickets leave the list of open ones and keep their answer.
    expect((await supportCommand(t.dataDir, 'list')).stdout).not.toContain(ticketId);
    const again = await supportCommand(t.dataDir, 'answer', ticketId, 'Second answer');
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('already answered');
    expect(await outboxMessages(t.url, email)).toHaveLength(1);
  }, 60_000);

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['an invalid e-mail', { email: 'mina@' }, 'email'],
    ['an unknown topic', { category: 'refund' }, 'category'],
    ['a two-letter subject', { subject: 'Hi' }, 'subject'],
    ['a message that is too short', { message: 'Help' }, 'message'],
    ['a message that is too long', { message: 'x'.repeat(4001) }, 'message'],
    ['a missing subject', { subject: undefined }, 'subject'],
    ['a line break (no field carries control characters)', { subject: 'a\nb c' }, 'subject'],
  ];
  it.each(badInputs)('refuses %s with 400 and stores nothing', async (_name, change, field) => {
    const before = await ticketCount(t);
    const answer = await open(t.url, ticket(change));
    expect(answer.status).toBe(400);
    expect(answer).toMatchObject({ code: 400, success: false });
    expect(answer.message).toContain(field);
    expect(await ticketCount(t)).toBe(before);
  });

  it('throttles one client after five tickets an hour (429, retry-after)', async () => {
    for (let i = 0; i < 5; i++) expect((await open(t.url, ticket())).code).toBe(0);
    const before = await ticketCount(t);
    const refused = await open(t.url, ticket());
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ticketCount(t)).toBe(before);
  });

  it('tells the operator about an unknown ticket and a missing text', async () => {
    const unknown = await supportCommand(t.dataDir, 'answer', 'ST-2026-000000', 'hello');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('no ticket ST-2026-000000');
    const usage = await supportCommand(t.dataDir, 'answer', 'ST-2026-000000');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: support.ts');
  });
});
