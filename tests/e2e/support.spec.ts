import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './test';
import { uniqueEmail } from './auth-helpers';
import { e2eDataDir } from './data-dirs';
import { languages } from './fixtures';

/** The main e2e server (playwright.config.ts) and its data folder, where the operator's socket is. */
const serverPort = Number(process.env.E2E_PORT ?? 3200);

/** `npx tsx server/cli/support.ts …` as the operator runs it beside that server. */
function supportCommand(...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/cli/support.ts', ...args],
    { env: { ...process.env, DATA_DIR: e2eDataDir(serverPort) } },
  );
}

const [en, ko] = languages;

for (const language of [en, ko]) {
  const m = language.messages.ContactSupport;
  test(`a visitor asks support from the help centre and gets the answer by e-mail (${language.code})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/${language.code}/help`);
    const form = page.getByTestId('contact-support-form');
    await expect(form).toHaveAttribute('data-ready', 'true');

    const email = uniqueEmail(`support-${language.code}`);
    await form.getByLabel(m.fields.email, { exact: true }).fill(email);
    await form.getByLabel(m.fields.category, { exact: true }).selectOption('funds');
    await form.getByLabel(m.fields.subject, { exact: true }).fill('Deposit not credited');
    await form
      .getByLabel(m.fields.message, { exact: true })
      .fill('I sent 100 USDT an hour ago and it is not in my wallet yet.');
    await form.getByRole('button', { name: m.submit }).click();

    const opened = page.getByTestId('support-ticket-opened');
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('heading', { name: m.Success.title })).toBeFocused();
    const ticketId = (await opened.getByTestId('support-ticket-id').innerText()).trim();
    expect(ticketId).toMatch(/^ST-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);

    // The operator sees it among the open tickets and answers; the answer arrives by e-mail.
    const listed = await supportCommand('list');
    expect(listed.stdout).toContain(ticketId);
    const answered = await supportCommand('answer', ticketId, 'Your deposit was credited.');
    expect(answered.stdout).toContain(`${ticketId}: answered`);
    await expect
      .poll(async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as {
          data: { messages: { subject: string; text: string }[] };
        };
        const [mail] = body.data.messages;
        return mail && mail.subject.includes(ticketId) ? mail.text : '';
      })
      .toContain('Your deposit was credited.');
  });
}
