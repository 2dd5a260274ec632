import { expect, test, type Locator, type Request } from './test';
import { uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const [en, , ja] = languages;

/** A symbol no other run uses: 2–12 capital letters or digits. */
function uniqueSymbol(): string {
  return `E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
}

for (const language of [en, ja]) {
  const m = language.messages.ListingApply;
  const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
  const optional = (label: string) => m.optionalField.replace('{label}', label);

  test(`a project team applies for a listing, logged out, and gets its reference (${language.code})`, async ({
    page,
    request,
  }) => {
    const applies: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/public/listing/apply')) applies.push(sent);
    });
    await page.goto(`/${language.code}/listing-apply`);
    await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
    // The warning links to the official channels check in the same language.
    const warning = page.getByRole('complementary', { name: m.warningTitle });
    const linkText = /<link>(.*)<\/link>/.exec(m.warning)?.[1] ?? '';
    await expect(warning.getByRole('link', { name: linkText })).toHaveAttribute(
      'href',
      `/${language.code}/official-verification`,
    );

    const form = page.getByTestId('listing-apply-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    const email = uniqueEmail(`listing-${language.code}`);
    await field(form, m.fields.projectName).fill('Aurora Protocol');
    await field(form, m.fields.website).fill('https://aurora.example');
    await field(form, m.fields.description).fill(
      'Aurora is a lending protocol with audited contracts, a public team and 40,000 monthly users.',
    );
    await field(form, m.fields.tokenSymbol).fill(uniqueSymbol());
    await field(form, m.fields.chain).selectOption('ethereum');
    await field(form, m.fields.contractAddress).fill('0x1234');
    await field(form, optional(m.fields.dailyVolumeUsd)).fill('850000.5');
    await field(form, m.fields.contactName).fill('Mina Park');
    await field(form, m.fields.contactEmail).fill(email);

    // A bad address is named on its field, in the page's language, and nothing is sent.
    await form.getByRole('button', { name: m.submit }).click();
    await expect(form.getByText(m.Validation.addressEvm)).toBeVisible();
    await expect(field(form, m.fields.contractAddress)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, m.fields.contractAddress)).toBeFocused();
    expect(applies).toHaveLength(0);

    await field(form, m.fields.contractAddress).fill(`0x${'a1B2'.repeat(10)}`);
    await expect(form.getByText(m.Validation.addressEvm)).toHaveCount(0);
    await form.getByRole('button', { name: m.submit }).click();

    const received = page.getByTestId('listing-received');
    await expect(received.getByRole('heading', { name: m.Success.title })).toBeFocused();
    const reference = received.getByTestId('listing-reference');
    await expect(reference).toHaveText(/^LA-\d{4}-[0-9A-Z]{6}$/);
    await expect(received).toContainText(email);
    await expect(form).toHaveCount(0);
    expect(applies).toHaveLength(1);

    // The confirmation in the outbox carries the same reference.
    const shown = (await reference.textContent()) ?? '';
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await answer.json()) as { data: { messages: { subject: string }[] } };
        return body.data.messages[0]?.subject ?? '';
      })
      .toContain(shown);
  });
}
