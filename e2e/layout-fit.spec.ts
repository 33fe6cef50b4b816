import { expectNoSeriousA11yViolations, waitForInteractive } from './support';
import { expect, test, type Page } from './test';

// Issue 11, "what a visitor sees": the header holds at every desktop width, dropdowns stay on the
// screen, the focus is visible on the dark bar, and the language switch keeps the query.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const prefix of ['', '/ar']) {
  test(`${prefix || '/en'}: at 924, 1024 and 1280 px nothing is wider than the screen and every dropdown fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 924, height: 900 });
    await page.goto(`${prefix}/pages/120-export-guide`);
    await waitForInteractive(page);
    // One visit, three widths: the header's layout follows the width (CSS), not the load.
    for (const width of [924, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
      const header = page.getByTestId('site-header');
      // One line of navigation: the header keeps its height (48 px bar + 72 px row).
      expect((await header.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(122);
      const toggles = page.getByRole('navigation', { name: /Main navigation|القائمة الرئيسية/ });
      const buttons = toggles.getByRole('button');
      for (let index = 0; index < (await buttons.count()); index += 1) {
        const toggle = buttons.nth(index);
        await toggle.click();
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(menu).toBeVisible();
        const box = (await menu.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    }
  });
}

test('the focus ring on the dark bar is as clear as on the page', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  const outlineOf = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
    });
  await page.getByTestId('language-switch').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('language-switch')).toBeFocused();
  const onDark = await outlineOf('language-switch');
  expect(onDark).toMatchObject({ width: '3px', style: 'solid' });
  // Amber on the dark green bar, where the page's red ring was faint.
  expect(onDark.color).toBe('rgb(255, 209, 102)');
});

test('the language switch keeps the query: matchmaking stays matchmaking in Arabic', async ({
  page,
}) => {
  // ?tab=3 is matchmaking (part 2 "Market information").
  await page.goto('/pages/130-market-information?tab=3');
  await waitForInteractive(page);
  await expect(page.getByRole('tab', { name: 'Matchmaking', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByTestId('language-switch').hover();
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/ar\/pages\/130-[^?]+\?tab=3$/);
  await expect(page.getByRole('tab', { name: 'المواءمة التجارية', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open drawer is a named dialog and passes axe', async ({ page }) => {
    await page.goto('/ar');
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
