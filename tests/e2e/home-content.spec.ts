import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { languages } from './fixtures';

/**
 * The home page's content sections against the production build: the carousel (in the first
 * HTML, moved by its buttons), the top ten, the latest notices and their pages, the 404 of an
 * unknown notice, and signing up from the hero.
 */

const [en, ko] = [languages[0], languages[1]];
const m = en.messages;

type Localized = Record<'en' | 'ko' | 'ja' | 'zh-hant', string>;
const readContent = <T>(file: string): T =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'server', 'content', 'data', file), 'utf8'),
  ) as T;
const banners = readContent<{ title: Localized; linkUrl: string }[]>('carousel.json');
const notices = readContent<{ id: number; title: Localized; body: Localized }[]>('notices.json');

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const carousel = (page: Page) => page.getByTestId('carousel');

test('the first HTML of /en has the carousel: the banner on show, and every banner named, in English', async ({
  request,
}) => {
  const response = await request.get('/en');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('aria-roledescription="carousel"');
  // The off-screen banners follow once the page is live (the next tests count them on screen);
  // each is already named by its dot.
  expect(html.match(/data-testid="carousel-slide"/g)).toHaveLength(1);
  for (const banner of banners) expect(html).toContain(inHtml(banner.title.en));
});

test('once live, the carousel holds every banner', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('carousel-slide')).toHaveCount(banners.length);
});

test('the carousel speaks the page language in the first HTML', async ({ request }) => {
  const html = await (await request.get('/ko')).text();
  for (const banner of banners) expect(html).toContain(inHtml(banner.title.ko));
});

test('the next button shows the next banner', async ({ page }) => {
  await page.goto('/en');
  await expect(carousel(page)).toBeVisible();
  // The pointer over the carousel holds it still, so only the button moves it.
  await carousel(page).hover();
  const slides = page.getByTestId('carousel-slide');
  await expect(slides).toHaveCount(banners.length);
  const before = await slides.evaluateAll((all) =>
    all.findIndex((slide) => slide.getAttribute('data-active') === 'true'),
  );
  expect(before).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: m.HomeContent.carousel.next }).click();
  const after = (before + 1) % banners.length;
  await expect(slides.nth(after)).toHaveAttribute('data-active', 'true');
  await expect(slides.nth(before)).toHaveAttribute('aria-hidden', 'true');
  await expect(slides.nth(after).getByRole('link')).toContainText(banners[after]?.title.en ?? '');
});

test('the top ten lists ten contracts, each opening its futures page', async ({ page }) => {
  await page.goto('/en');
  const rows = page.getByTestId('top-ten-row');
  await expect(rows).toHaveCount(10);
  const code = await rows.first().getAttribute('data-code');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/en/futures/${code}`);
});

test('a notice on the home page opens its own page with its text', async ({ page }) => {
  await page.goto('/en');
  const first = page.getByTestId('latest-notice').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  const notice = notices.find((n) => n.title.en === title);
  expect(notice, `"${title}" is a notice of notices.json`).toBeDefined();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/en/notices/${notice?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const firstParagraph = notice?.body.en.split('\n\n')[0] ?? '';
  await expect(page.getByTestId('notice-body')).toContainText(firstParagraph);
});

test('a notice page is in the first HTML, and the list links to every notice', async ({
  request,
  page,
}) => {
  const notice = notices[0];
  if (!notice) throw new Error('no notices');
  const response = await request.get(`/ko/notices/${notice.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(inHtml(notice.title.ko));
  expect(html).toContain(inHtml(notice.body.ko.split('\n\n')[0] ?? ''));

  await page.goto('/en/notices');
  await expect(page.getByTestId('notice-list-item')).toHaveCount(notices.length);
  await page.getByRole('link', { name: notices[1]?.title.en ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/notices/${notices[1]?.id}$`));
});

for (const language of [en, ko]) {
  test(`an unknown notice answers 404 with the translated 404 page (${language.code})`, async ({
    page,
  }) => {
    const response = await page.goto(`/${language.code}/notices/999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language.messages.NotFound.title,
    );
  });
}

test('signing up from the hero with an e-mail opens the sign-up page with it filled in', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByTestId('hero-sign-up')).toHaveAttribute('data-ready', 'true');
  const email = `hero-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: m.HomeContent.heroSignUp.label }).fill(email);
  await page.getByRole('button', { name: m.HomeContent.heroSignUp.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sign-up\?email=/);
  await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('tab', { name: m.Auth.Fields.tabEmail })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel(m.Auth.Fields.email, { exact: true })).toHaveValue(email);
});

test('the hero says what is wrong with a value that is neither an e-mail nor a number', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.getByTestId('hero-sign-up')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('textbox', { name: m.HomeContent.heroSignUp.label }).fill('satoshi');
  await page.getByRole('button', { name: m.HomeContent.heroSignUp.submit, exact: true }).click();
  // Within the form: Next's route announcer is an alert of its own.
  await expect(page.getByTestId('hero-sign-up').getByRole('alert')).toHaveText(
    m.HomeContent.heroSignUp.errorInvalid,
  );
  await expect(page).toHaveURL(/\/en$/);
});
