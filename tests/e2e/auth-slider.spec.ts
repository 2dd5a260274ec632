import { expect, test, type Page } from './test';
import {
  createAccount,
  dragSliderToGap,
  headerName,
  outboxCode,
  PASSWORD,
  submitEmailLogin,
  uniqueEmail,
} from './auth-helpers';
import { languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];

const puzzleResponse = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/user/image/getImageConfig'))
    .then((response) => response.json() as Promise<unknown>);

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  const labels = { email: a.Fields.email, password: a.Fields.password, submit: a.LogIn.submit };

  test(`after three wrong passwords the log-in asks for the slider; dragging the piece into the gap lets the owner in (${language.code})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`slider-${language.code}`);
    const mark = await createAccount(request, email);
    for (let i = 0; i < 3; i++) {
      const wrong = await request.post('/api/v2/user/login/new/check', {
        data: { email, password: `Wrong-pass${i}` },
      });
      expect((await wrong.json()) as unknown).toMatchObject({ code: 102020718 });
    }
    await page.waitForTimeout(1100); // the wait after the third failure from this address

    await page.goto(`/${language.code}/log-in`);
    const firstPuzzle = puzzleResponse(page);
    await submitEmailLogin(page, labels, email, PASSWORD);
    await expect(page.getByTestId('slider-check')).toBeVisible();
    await expect(page.getByText(a.Slider.hint)).toBeVisible();

    // A drop far from the gap fails and brings a new picture.
    const picture = await page.getByTestId('slider-picture').getAttribute('src');
    expect(picture).toMatch(/^data:image\/png;base64,/);
    await firstPuzzle;
    const secondPuzzle = puzzleResponse(page);
    const box = await page.getByTestId('slider-handle').boundingBox();
    if (!box) throw new Error('no slider handle');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(box.x + 20 + 3 * i * i * 0.1, box.y + 20);
      await page.waitForTimeout(20);
    }
    await page.mouse.up();
    await expect(page.getByText(a.Slider.failed)).toBeVisible();
    await expect(page.getByTestId('slider-picture')).not.toHaveAttribute('src', picture ?? '');

    await dragSliderToGap(page, secondPuzzle);
    const code = await outboxCode(request, email, mark);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.LogIn.confirm, exact: true }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
  });
}
