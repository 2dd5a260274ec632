import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { parseFrontMatter } from '../../features/help/model/front-matter';
import { languages, plainWords } from './fixtures';

const [en, , ja] = [languages[0], languages[1], languages[2]];

/** A legal document's title as its content file gives it (the page's heading). */
function documentTitle(code: string, id: 'terms' | 'privacy'): string {
  const file = path.join(process.cwd(), 'content', 'legal', code, `${id}.md`);
  return parseFrontMatter(readFileSync(file, 'utf8')).meta.title;
}

/** The words of a link in a rich message: `<terms>Terms of Use</terms>` → `Terms of Use`. */
function linkWords(message: string, tag: string): string {
  const words = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(message)?.[1];
  if (!words) throw new Error(`no <${tag}> in "${message}"`);
  return words;
}

for (const language of languages) {
  const agreement = language.messages.Auth.SignUp.agreeTerms;

  test(`sign-up's agreement opens the Terms of Use in a new tab (${language.code})`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/sign-up`);
    await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
    const box = page.getByRole('checkbox', { name: plainWords(agreement) });
    const [terms] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: linkWords(agreement, 'terms'), exact: true }).click(),
    ]);
    await expect(terms).toHaveURL(new RegExp(`/${language.code}/terms$`));
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText(
      documentTitle(language.code, 'terms'),
    );
    await expect(terms.locator('html')).toHaveAttribute('lang', language.htmlLang);
    // The form stays as it was in its own tab: the link did not tick the box.
    await expect(box).not.toBeChecked();
    await terms.close();
  });
}

for (const language of [en, ja]) {
  const m = language.messages;

  test(`the footer links the Privacy Policy (${language.code})`, async ({ page }) => {
    await page.goto(`/${language.code}/help`);
    const footer = page.getByTestId('site-footer');
    await footer.getByRole('link', { name: m.Footer.privacyPolicy, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/privacy$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      documentTitle(language.code, 'privacy'),
    );
    await expect(page.getByTestId('legal-updated').locator('time')).toHaveAttribute(
      'datetime',
      '2026-11-30',
    );
    // Indexed: its Korean alternate is in the head. (After a client-side navigation the previous
    // page's alternates can stay in the head beside it: the help centre's did in run 12.)
    await expect(
      page.locator('link[rel="alternate"][hreflang="ko"][href$="/ko/privacy"]'),
    ).toHaveCount(1);
    await expect(
      footer.getByRole('link', { name: m.Footer.termsOfUse, exact: true }),
    ).toHaveAttribute('href', `/${language.code}/terms`);
  });
}

test('sitemap.xml lists the terms and the privacy policy in every language', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { code, htmlLang } of languages) {
    for (const id of ['terms', 'privacy']) {
      expect(sitemap).toContain(`/${code}/${id}</loc>`);
      // The alternates name the language as BCP 47 does (zh-Hant), the path as the site does.
      expect(sitemap).toMatch(new RegExp(`hreflang="${htmlLang}"\\s+href="[^"]*/${code}/${id}"`));
    }
  }
});
