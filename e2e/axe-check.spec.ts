import { axeViolations } from './axe-check';
import { expect, test } from './test';

// The journeys' axe check (e2e/axe-check.ts) checks the shell once per form it takes: a violation
// in the page is found every time, and one in a shell that changed is found too.

const LOW_CONTRAST = '<p data-low-contrast style="color:#bbb;background:#fff">Low contrast</p>';

test('the axe check finds a violation in the page, and in the shell once it changes', async ({
  page,
}) => {
  await page.goto('/news');
  await page
    .getByRole('main')
    .evaluate((main, html) => main.insertAdjacentHTML('afterbegin', html), LOW_CONTRAST);
  const inPage = await axeViolations(page);
  expect(inPage.map((violation) => violation.id)).toContain('color-contrast');

  await page.locator('[data-low-contrast]').evaluate((element) => element.remove());
  await page
    .getByTestId('site-footer')
    .evaluate((footer, html) => footer.insertAdjacentHTML('afterbegin', html), LOW_CONTRAST);
  const inShell = await axeViolations(page);
  const targets = inShell.flatMap((violation) => violation.nodes.map((node) => node.target));
  expect(targets.flat()).toContain('p[data-low-contrast=""]');
});
