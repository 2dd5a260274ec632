import type { WireListingApplicationInput } from '../../lib/contract/wire/listing';
import {
  wireListingApplicationReceivedSchema,
  wireListingRefusalSchema,
} from '../../lib/contract/wire/listing-schemas';
import { LISTING_RATE_LIMITS } from '../../server/listing/listing-service';
import { listingApplicationSchema } from '../../server/listing/rules';
import { outboxMessages, uniqueEmail } from './auth-client';
import { useServerWithSmtp, type FakeSmtp } from './fake-smtp';
import { drivers, operatorCommand, useTestServer, type TestServer } from './harness';

/**
 * POST {v2}/public/listing/apply on the real server and database, and the operator's
 * `server/cli/listing.ts` against the same running server.
 */

const APPLY = '/api/v2/public/listing/apply';

let sequence = 0;
/** A symbol no other test uses (2–12 capital letters or digits). */
function uniqueSymbol(): string {
  sequence += 1;
  return `T${process.pid % 1000}X${sequence}`.slice(0, 12);
}

/** A valid application (the contract's body), with the test's overrides (valid or not). */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const valid: WireListingApplicationInput = {
    projectName: 'Aurora Protocol',
    tokenSymbol: uniqueSymbol(),
    chain: 'ethereum',
    contractAddress: `0x${'a1B2'.repeat(10)}`,
    website: 'https://aurora.example',
    whitepaperUrl: 'https://aurora.example/whitepaper.pdf',
    contactName: 'Mina Park',
    contactEmail: uniqueEmail('listing'),
    telegram: '@aurora_team',
    marketCapUsd: '12500000',
    dailyVolumeUsd: '850000.50',
    description:
      'Aurora is a lending protocol on Ethereum with audited contracts and 40,000 monthly users.',
  };
  return { ...valid, ...overrides };
}

interface Answer {
  status: number;
  headers: Headers;
  code: number;
  success: boolean;
  message: string;
  data: Record<string, unknown> | null;
}

async function apply(
  base: string,
  body: unknown,
  options: { language?: string; raw?: string; contentType?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${APPLY}`, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(options.language ? { language: options.language } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const parsed = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
  // An acceptance and a refused field answer the contract's data, exactly.
  if (parsed.code === 0)
    expect(wireListingApplicationReceivedSchema.parse(parsed.data)).toEqual(parsed.data);
  if (parsed.data && 'problems' in parsed.data)
    expect(wireListingRefusalSchema.parse(parsed.data)).toEqual(parsed.data);
  return { ...parsed, status: response.status, headers: response.headers };
}

async function rowCount(t: TestServer): Promise<number> {
  const [row] = await t.server.database.query<{ n: number }>(
    'select count(*)::int as n from listing_applications',
  );
  return row?.n ?? -1;
}

async function rowOf(t: TestServer, reference: string) {
  const [row] = await t.server.database.query<Record<string, unknown>>(
    'select * from listing_applications where reference = $1',
    [reference],
  );
  return row;
}

function listingCommand(dataDir: string, ...args: string[]) {
  return operatorCommand('server/cli/listing.ts', dataDir, ...args);
}

describe.each(drivers)('listing applications on $name', (driver) => {
  let t: TestServer;
  useTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' }, (server) => ({ t } = server), {
    clearLimiter: true,
    operatorChannel: true,
  });

  it('stores the application and e-mails the reference in the applicant’s language', async () => {
    const body = application({ contactEmail: uniqueEmail('Listing.Ko').toUpperCase() });
    const email = String(body.contactEmail).toLowerCase();
    const answer = await apply(t.url, body, { language: 'ko_KR' });

    expect(answer.status).toBe(200);
    expect(answer).toMatchObject({ code: 0, success: true });
    const reference = String(answer.data?.reference);
    expect(reference).toMatch(/^LA-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(answer.data).toEqual({ reference, confirmationSent: true });

    const row = await rowOf(t, reference);
    expect(row).toMatchObject({
      status: 'pending',
      language: 'ko',
      token_symbol: body.tokenSymbol,
      chain: 'ethereum',
      // One spelling of the EVM address and of the e-mail, for the duplicate rule.
      contract_address: String(body.contractAddress).toLowerCase(),
      contact_email: email,
      telegram: '@aurora_team',
      market_cap_usd: '12500000.00',
      daily_volume_usd: '850000.50',
      operator_note: null,
      answered_at: null,
    });
    expect(row?.confirmation_sent_at).not.toBeNull();

    const [mail] = await outboxMessages(t.url, email);
    expect(mail?.subject).toBe(`상장 신청이 접수되었습니다 – ${reference}`);
    expect(mail?.text).toContain(`접수 번호: ${reference}`);
    expect(mail?.text).toContain('영업일 기준 10일 이내');
    expect(mail?.text).toContain('/ko/official-verification');
  });

  it('writes to an applicant without a language header in English, and in Japanese for ja', async () => {
    const english = application();
    const sent = await apply(t.url, english);
    expect(sent.code).toBe(0);
    const [englishMail] = await outboxMessages(t.url, String(english.contactEmail));
    expect(englishMail?.subject).toBe(`Listing application received – ${sent.data?.reference}`);
    expect(englishMail?.text).toContain('We aim to reply within 10 business days');

    const japanese = application();
    const sentJa = await apply(t.url, japanese, { language: 'ja_JP' });
    const [japaneseMail] = await outboxMessages(t.url, String(japanese.contactEmail));
    expect(japaneseMail?.subject).toBe(`上場申請を受け付けました – ${sentJa.data?.reference}`);
    expect((await rowOf(t, String(sentJa.data?.reference)))?.language).toBe('ja');
  });

  it('takes the optional fields as optional', async () => {
    const body = application({
      whitepaperUrl: '',
      telegram: undefined,
      marketCapUsd: null,
      dailyVolumeUsd: '',
      chain: 'solana',
      contractAddress: 'So11111111111111111111111111111111111111112',
    });
    const answer = await apply(t.url, body);
    expect(answer.code).toBe(0);
    expect(await rowOf(t, String(answer.data?.reference))).toMatchObject({
      whitepaper_url: null,
      telegram: null,
      market_cap_usd: null,
      daily_volume_usd: null,
      contract_address: 'So11111111111111111111111111111111111111112',
    });
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a missing project name', { projectName: undefined }, 'Project name: this field is required'],
    ['a one-letter project name', { projectName: 'A' }, 'Project name: enter 2 to 100 characters'],
    ['a lower-case symbol', { tokenSymbol: 'aur' }, 'Token symbol: use 2 to 12 capital letters'],
    ['a 13-character symbol', { tokenSymbol: 'ABCDEFGHIJKLM' }, 'Token symbol'],
    ['an unknown network', { chain: 'dogechain' }, 'Network: choose a network from the list'],
    [
      'an address that is not an EVM address on Ethereum',
      { contractAddress: '0x1234' },
      'Contract address: this is not a valid contract address on Ethereum',
    ],
    [
      'an EVM address on Solana',
      { chain: 'solana', contractAddress: `0x${'ab'.repeat(20)}` },
      'not a valid contract address on Solana',
    ],
    ['a website over http', { website: 'http://aurora.example' }, 'Website: enter a full address'],
    ['a website that is no URL', { website: 'aurora' }, 'Website'],
    ['a javascript: whitepaper', { whitepaperUrl: 'javascript:alert(1)' }, 'Whitepaper'],
    ['an invalid e-mail', { contactEmail: 'mina@' }, 'Contact e-mail: enter a valid e-mail'],
    ['a short Telegram handle', { telegram: '@abc' }, 'Telegram: enter a Telegram username'],
    ['an amount with 3 decimals', { marketCapUsd: '100.123' }, 'Market cap estimate'],
    ['a negative amount', { dailyVolumeUsd: '-5' }, 'Daily volume estimate'],
    [
      'an amount as a number',
      { marketCapUsd: 5 },
      'Market cap estimate: this value is not accepted',
    ],
    ['a 49-character description', { description: 'x'.repeat(49) }, 'enter 50 to 2000 characters'],
    ['a 2001-character description', { description: 'x'.repeat(2001) }, 'Project description'],
    [
      'a line break in the description',
      { description: `${'Line one of the project description. '.repeat(2)}\nline two` },
      'Project description: line breaks, tabs and other control characters are not allowed',
    ],
    ['a NUL in the name', { projectName: 'Aurora\u0000' }, 'Project name: line breaks, tabs'],
    ['an unknown field', { referral: 'x' }, 'unknown field referral'],
  ];

  it.each(badInputs)(
    'refuses %s with the parameter error naming the field, and stores nothing',
    async (_, overrides, mention) => {
      const before = await rowCount(t);
      const body = application(overrides);
      const answer = await apply(t.url, body);
      expect(answer.status, answer.message).toBe(400);
      expect(answer).toMatchObject({ code: 400, success: false });
      expect(answer.message).toContain(mention);
      expect(await rowCount(t)).toBe(before);
      expect(await outboxMessages(t.url, String(body.contactEmail))).toEqual([]);
    },
  );

  it('names every refused field at once, in the request’s language', async () => {
    const answer = await apply(
      t.url,
      application({ tokenSymbol: 'x', contractAddress: 'nope', description: 'short' }),
      { language: 'ko_KR' },
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('토큰 심볼: 영문 대문자 또는 숫자 2~12자로 입력해 주세요');
    expect(answer.message).toContain('컨트랙트 주소: Ethereum의 올바른 컨트랙트 주소가 아닙니다');
    expect(answer.message).toContain('프로젝트 소개: 50~2000자로 입력해 주세요');
    expect(answer.data).toEqual({
      problems: [
        { field: 'tokenSymbol', reason: 'symbol' },
        { field: 'description', reason: 'length' },
        { field: 'contractAddress', reason: 'address' },
      ],
    });

    const control = await apply(t.url, application({ contactName: 'Mina\tPark' }), {
      language: 'zh-TW',
    });
    expect(control.status).toBe(400);
    expect(control.message).toBe('聯絡人姓名：不可使用換行、定位字元等控制字元');
  });

  it('refuses what is not a JSON application with a 4xx in the request’s language, never a 500', async () => {
    const before = await rowCount(t);
    const cases: [unknown, { raw?: string; contentType?: string }, number][] = [
      [[application()], {}, 400],
      ['text', {}, 400],
      [null, {}, 400],
      [undefined, { raw: '{"projectName": ' }, 400],
      [
        undefined,
        { raw: 'projectName=Aurora', contentType: 'application/x-www-form-urlencoded' },
        415,
      ],
      [undefined, { raw: JSON.stringify(application({ description: 'x'.repeat(40_000) })) }, 413],
    ];
    for (const [body, options, status] of cases) {
      const answer = await apply(t.url, body, { ...options, language: 'ja_JP' });
      expect(answer.status, JSON.stringify(options)).toBe(status);
      expect(answer).toMatchObject({ code: status, success: false });
      expect(answer.message).toMatch(/[ぁ-んァ-ン]/);
    }
    expect(await rowCount(t)).toBe(before);
  });

  it('answers a second open application for the same token and e-mail as a duplicate', async () => {
    const body = application();
    expect((await apply(t.url, body)).code).toBe(0);
    const before = await rowCount(t);

    // The same address in other letters and the e-mail in capitals are the same application.
    const again = await apply(
      t.url,
      {
        ...body,
        contractAddress: String(body.contractAddress).toUpperCase().replace('0X', '0x'),
        contactEmail: String(body.contactEmail).toUpperCase(),
      },
      { language: 'ja_JP' },
    );
    expect(again.status).toBe(200);
    expect(again).toMatchObject({ code: 102300001, success: false });
    expect(again.message).toBe(
      'このメールアドレスから申請されたこのトークンの上場申請は、すでに審査中です。結果はメールでお知らせします。',
    );
    expect(await rowCount(t)).toBe(before);
    expect(await outboxMessages(t.url, String(body.contactEmail))).toHaveLength(1);

    // Another contact of the same project may apply.
    expect((await apply(t.url, { ...body, contactEmail: uniqueEmail('colleague') })).code).toBe(0);
  });

  it('throttles one address after 5 applications an hour, with retry-after, storing nothing more', async () => {
    const { limit } = LISTING_RATE_LIMITS.perAddress;
    for (let i = 0; i < limit; i++) expect((await apply(t.url, application())).code).toBe(0);
    const before = await rowCount(t);
    const refused = await apply(t.url, application(), { language: 'ko_KR' });
    expect(refused.status).toBe(429);
    expect(refused).toMatchObject({ code: 429, success: false });
    expect(refused.message).toBe('신청 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await rowCount(t)).toBe(before);
  });

  it('throttles one address sending for the same e-mail after 3 a day', async () => {
    const email = uniqueEmail('pair');
    const { limit } = LISTING_RATE_LIMITS.perAddressAndEmail;
    for (let i = 0; i < limit; i++)
      expect((await apply(t.url, application({ contactEmail: email }))).code).toBe(0);
    expect((await apply(t.url, application({ contactEmail: email }))).status).toBe(429);
    // The address is not used up: another e-mail still goes through.
    expect((await apply(t.url, application())).code).toBe(0);
  });

  it('lets nobody block an e-mail’s owner, and caps the confirmations a mailbox gets a day', async () => {
    const victim = uniqueEmail('victim');
    const service = t.server.auth.listing;
    const fromAddress = (address: string) =>
      service.apply(listingApplicationSchema.parse(application({ contactEmail: victim })), {
        address,
        language: 'en',
      });
    // A stranger uses the victim's address until their own allowance for it is gone …
    for (let i = 0; i < LISTING_RATE_LIMITS.perAddressAndEmail.limit; i++)
      await fromAddress('198.51.100.7');
    await expect(fromAddress('198.51.100.7')).rejects.toMatchObject({ code: 429 });
    // … and the owner, from their own address, still applies.
    const owner = await apply(t.url, application({ contactEmail: victim }));
    expect(owner.code).toBe(0);
    expect(owner.data?.confirmationSent).toBe(true);

    // Past 5 confirmations a day the mailbox gets no more, but applications are still taken.
    const more = [await fromAddress('203.0.113.1'), await fromAddress('203.0.113.2')];
    expect(more.map((m) => m.confirmationSent)).toEqual([true, false]);
    expect(await outboxMessages(t.url, victim)).toHaveLength(
      LISTING_RATE_LIMITS.confirmationsPerEmail.limit,
    );
    const stored = await rowOf(t, more[1]?.reference ?? '');
    expect(stored).toMatchObject({ status: 'pending', confirmation_sent_at: null });
  });

  it('lets the operator list, show and answer; the decision and note are e-mailed in the applicant’s language', async () => {
    const body = application({ projectName: 'Nebula Chain' });
    const email = String(body.contactEmail);
    const sent = await apply(t.url, body, { language: 'zh-hant' });
    const reference = String(sent.data?.reference);

    const listed = await listingCommand(t.dataDir, 'list', '--status', 'pending');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${reference}  pending .*${body.tokenSymbol} \\(Nebula Chain\\)`, 'm'),
    );

    const shown = await listingCommand(t.dataDir, 'show', reference.toLowerCase());
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(
      `contract:           ${String(body.contractAddress).toLowerCase()}`,
    );
    expect(shown.stdout).toContain(String(body.description));

    const note = 'We need an audit report from a second firm.';
    const answered = await listingCommand(
      t.dataDir,
      'answer',
      reference,
      '--status',
      'rejected',
      '--note',
      note,
    );
    expect(answered.code, answered.stderr).toBe(0);
    expect(answered.stdout.trim()).toBe(`${reference}: rejected; the applicant was e-mailed`);

    const row = await rowOf(t, reference);
    expect(row).toMatchObject({ status: 'rejected', operator_note: note });
    expect(row?.answered_at).not.toBeNull();
    const [decision] = await outboxMessages(t.url, email);
    expect(decision?.subject).toBe(`上幣申請審核結果通知 – ${reference}`);
    expect(decision?.text).toContain('此次未能通過');
    expect(decision?.text).toContain(`上幣團隊備註：\n${note}`);

    const again = await listingCommand(t.dataDir, 'answer', reference, '--status', 'accepted');
    expect(again.code).toBe(1);
    expect(again.stdout.trim()).toBe(`${reference} was already answered: rejected`);
    expect((await listingCommand(t.dataDir, 'list', '--status', 'pending')).stdout).not.toContain(
      reference,
    );
    // Answered, the same team may apply again.
    expect((await apply(t.url, body)).code).toBe(0);
  });

  it('moves an application into review and then accepts it', async () => {
    const body = application();
    const reference = String((await apply(t.url, body, { language: 'ko' })).data?.reference);
    const review = await listingCommand(t.dataDir, 'answer', reference, '--status', 'in_review');
    expect(review.code, review.stderr).toBe(0);
    expect((await rowOf(t, reference))?.status).toBe('in_review');
    // Still open: a resend is a duplicate.
    expect((await apply(t.url, body)).code).toBe(102300001);
    const accept = await listingCommand(t.dataDir, 'answer', reference, '--status', 'accepted');
    expect(accept.code, accept.stderr).toBe(0);
    const mails = await outboxMessages(t.url, String(body.contactEmail));
    expect(mails.map((m) => m.subject)).toEqual([
      `상장 신청 결과 안내 – ${reference}`,
      `상장 신청 결과 안내 – ${reference}`,
      `상장 신청이 접수되었습니다 – ${reference}`,
    ]);
    expect(mails[0]?.text).toContain('승인되었습니다');
    expect(mails[1]?.text).toContain('검토를 시작했습니다');
  });

  it('refuses malformed commands with the usage, and says when there is no such reference', async () => {
    const noStatus = await listingCommand(t.dataDir, 'answer', 'LA-2026-AAAAAA');
    expect(noStatus.code).toBe(2);
    expect(noStatus.stderr).toContain('usage: listing.ts list');
    const badStatus = await listingCommand(t.dataDir, 'list', '--status', 'approved');
    expect(badStatus.code).toBe(2);
    const unknown = await listingCommand(
      t.dataDir,
      'answer',
      'LA-2026-AAAAAA',
      '--status',
      'accepted',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stdout.trim()).toBe('no application LA-2026-AAAAAA');
  });
});

/** The text parts of a raw MIME message, decoded (nodemailer writes UTF-8 as base64 or QP). */
function decodeMime(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split('\n\n');
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine.replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text.replace(/_/g, ' ')),
  );
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  const content = rest.join('\n\n');
  const body =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(content.replace(/=\n/g, ''))
        : content;
  return { subject, body };
}

function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('listing e-mails through SMTP', () => {
  let t: TestServer;
  let smtp: FakeSmtp;
  useServerWithSmtp({ CANDLE_BACKFILL_DAYS: '0' }, (started) => ({ t, smtp } = started));

  it('sends the confirmation in Japanese to the applicant by SMTP', async () => {
    const body = application();
    const answer = await apply(t.url, body, { language: 'ja_JP' });
    expect(answer.data).toMatchObject({ confirmationSent: true });
    const reference = String(answer.data?.reference);
    const raw = smtp.messages.find((m) => m.includes(String(body.contactEmail)));
    expect(raw).toBeDefined();
    const mail = decodeMime(raw ?? '');
    expect(mail.subject).toBe(`上場申請を受け付けました – ${reference}`);
    expect(mail.body).toContain(`受付番号: ${reference}`);
    expect(mail.body).toContain('10営業日以内');
  });
});
